import { TextField } from "#app/fields/field-components.tsx";

/** A new password and the same again, within the password rules' lengths: set from a link, or changing one's own. */
export function NewPasswordFields({
  names,
  labels,
  rules,
}: {
  names: readonly [string, string];
  labels: readonly [string, string];
  rules: { minLength: number; maxLength: number };
}) {
  return names.map((name, index) => (
    <TextField
      key={name}
      name={name}
      type="password"
      label={labels[index]}
      autoComplete="new-password"
      minLength={rules.minLength}
      maxLength={rules.maxLength}
    />
  ));
}
