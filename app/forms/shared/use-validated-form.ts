import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod/mini";
import type { FieldErrors } from "#app/fields/validation.ts";
import type { FormResult } from "#app/forms/shared/result.ts";
import type { ToastMessage } from "#app/forms/shared/toast.tsx";
import type { Translate } from "#app/i18n/translate.ts";

type Check = (formData: FormData) => FieldErrors | null;

/**
 * The form's schema with zod and `parseForm`, fetched once: zod is some 14 KB of gzip that a visitor who only
 * reads the page never needs (docs/decisions/0031). Resolves to null when the module cannot be fetched
 * (offline, a new deployment): the server's check is then the only one, as without scripts.
 */
function loadCheck(loadSchema: () => Promise<z.ZodMiniObject>): Promise<Check | null> {
  return Promise.all([import("#app/fields/validation.ts"), loadSchema()]).then(
    ([{ parseForm }, schema]) =>
      (formData) => {
        const result = parseForm(schema, formData);
        return result.ok ? null : result.errors;
      },
    () => null,
  );
}

/** How long a submission waits for the rules before it goes to the server unchecked (a slow or lost connection). */
const checkWaitMs = 3000;

/**
 * Everything a form page needs to know about its form, for every form of the site:
 * - it checks the form in the browser with the same schema the server uses, so a visitor sees the
 *   reasons in the page's language (the browser's own bubbles speak the browser's language) before
 *   anything is sent; without scripts the `required`/`type` attributes and the server's answer do this.
 *   The schema is `loadSchema`'s dynamic import of the form's fields.ts, fetched when the visitor first
 *   focuses or touches the form; a form sent before it has arrived waits for it (3 s at most, then the
 *   server checks it alone and answers in the same words);
 * - the result to show: the browser's refusal, or else the server's answer;
 * - the values to put back into the fields, so a refused submission never loses what was typed; after
 *   a success the form starts empty unless `keepAfterSuccess` (the donation form stays filled in).
 */
export function useValidatedForm<Field extends string>(
  loadSchema: () => Promise<z.ZodMiniObject>,
  actionData: FormResult<Field> | undefined,
  { keepAfterSuccess = false } = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState<{ status: "invalid"; errors: FieldErrors<Field>; values: Record<string, string> } | null>(null);
  const submitting = useNavigation().state === "submitting";
  /** undefined until the rules have arrived; null when they could not, or took too long for a submission. */
  const check = useRef<Check | null | undefined>(undefined);
  const loading = useRef<Promise<void> | null>(null);
  const waiting = useRef(false);

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  });
  // A new answer from the server replaces the browser's own refusal.
  useEffect(() => setRefused(null), [actionData]);

  /** On the first focus or touch: fetch the rules while the visitor types. */
  function load(): Promise<void> {
    loading.current ??= loadCheck(loadSchema).then((loaded) => {
      check.current = loaded;
    });
    return loading.current;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting || waiting.current) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    if (check.current === undefined) {
      // Sent before the rules arrived: held until they do, then sent again through this handler.
      event.preventDefault();
      waiting.current = true;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void Promise.race([load(), new Promise((resolve) => setTimeout(resolve, checkWaitMs))]).then(() => {
        waiting.current = false;
        check.current ??= null;
        form.requestSubmit(submitter);
      });
      return;
    }
    const errors = check.current?.(new FormData(form));
    if (!errors) {
      setRefused(null);
      return;
    }
    event.preventDefault();
    setRefused({ status: "invalid", errors: errors as FieldErrors<Field>, values: {} });
  }

  const result = refused ?? actionData;
  return {
    formRef,
    /** Spread on the <Form>: its ref, the check on submit, and the first focus or touch that fetches the rules. */
    formProps: { ref: formRef, onSubmit, onFocus: load, onPointerDown: load },
    result,
    submitting,
    errors: result?.status === "invalid" ? result.errors : undefined,
    values: actionData && (actionData.status !== "received" || keepAfterSuccess) ? actionData.values : {},
  };
}

/**
 * What the page says when a form was received: the form's own success text and the reference, or, for a
 * repeat that was not stored again, when the first one arrived and its reference.
 */
export function receivedText(result: Extract<FormResult<string>, { status: "received" }>, t: Translate, success: string): string {
  if (result.repeatOf) return t("form.repeat", { date: result.repeatOf, reference: result.reference ?? "" });
  return result.reference ? `${success} ${t("form.reference", { reference: result.reference })}` : success;
}

/** The toast for a form's result: the form's own success text, or the shared messages for repeats and refusals. */
export function formToast(result: FormResult<string> | undefined, t: Translate, success: { title: string; description: string }): ToastMessage | null {
  if (!result) return null;
  if (result.status === "received")
    return { variant: "success", title: result.repeatOf ? t("form.repeatTitle") : success.title, description: receivedText(result, t, success.description) };
  if (result.status === "refused")
    return { variant: "error", title: t("form.refusedTitle"), description: t(`form.refused.${result.reason}`, { minutes: result.retryAfterMinutes ?? "" }) };
  return { variant: "error", title: t("form.invalidTitle"), description: t("form.fixErrors") };
}
