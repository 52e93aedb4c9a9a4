/** Puts values into a text's `{{name}}` places: interface strings (app/i18n/translate.ts) and texts from page data. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
