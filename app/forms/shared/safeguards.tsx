import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { safeguardFields } from "#app/forms/shared/result.ts";

/** 128 random bits as hex; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The hidden fields of every form. The submission id is made in the browser when the form is shown (the
 * page itself is prerendered, the same for everyone), so sending the same form twice stores it once;
 * a form shown afresh (after a success resets it) gets a new id. The second field is a honeypot: out of
 * sight and out of the tab order, so only bots fill it in.
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
        <input id={`${safeguardFields.honeypot}-field`} type="text" name={safeguardFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
