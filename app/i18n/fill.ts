/** Puts values into a text's `{{name}}` places, as i18next does for interface strings, for texts from page data. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
