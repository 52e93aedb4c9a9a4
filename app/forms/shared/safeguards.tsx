import { useEffect, useState } from "react";
import { safeguardFields } from "#app/forms/shared/result.ts";
import { useTranslation } from "#app/i18n/translate.ts";

/** 128 random bits as hex; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * What keeps autofill out of the honeypot (decision 21, tests/forms/autofill.e2e.test.ts). Chromium fills
 * a field its heuristics recognise even with `autocomplete="off"`, but not one whose `autocomplete` is a
 * token it does not know; the name and label recognise as nothing anyway. The data attributes are the
 * password managers' own "leave this alone" (1Password, LastPass, Bitwarden, Dashlane).
 */
export const noAutofill = {
  autoComplete: "do-not-autofill",
  "data-1p-ignore": "",
  "data-lpignore": "true",
  "data-bwignore": "",
  "data-form-type": "other",
} as const;

/**
 * The hidden fields of every form. The submission id is made in the browser when the form is shown (the
 * page itself is the same for everyone), so sending the same form twice stores it once; a form shown
 * afresh (after a success resets it) gets a new id. The second field is a honeypot: out of sight, out of
 * the tab order and out of autofill's reach, so only bots fill it in.
 */
export function FormSafeguards() {
  const { t } = useTranslation();
  const [submissionId, setSubmissionId] = useState("");
  useEffect(() => setSubmissionId(newSubmissionId()), []);
  return (
    <>
      <input type="hidden" name={safeguardFields.submissionId} value={submissionId} />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${safeguardFields.honeypot}-field`}>{t("form.honeypot")}</label>
        <input id={`${safeguardFields.honeypot}-field`} type="text" name={safeguardFields.honeypot} tabIndex={-1} defaultValue="" {...noAutofill} />
      </div>
    </>
  );
}
