import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod/mini";
import { type FieldErrors, parseForm } from "./form-validation.ts";

export interface InvalidResult<Name extends string> {
  status: "invalid";
  errors: FieldErrors<Name>;
}

/**
 * Checks a form in the browser with the same schema the server uses, so a visitor sees the reasons in
 * the page's language (the browser's own bubbles speak the browser's language) before anything is sent.
 * Without scripts the `required`/`type` attributes and the server's answer do the same job.
 */
export function useValidatedForm<S extends z.ZodMiniObject>(schema: S) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState<InvalidResult<Extract<keyof z.infer<S>, string>> | null>(null);

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseForm(schema, new FormData(event.currentTarget));
    if (result.ok) {
      setRefused(null);
      return;
    }
    event.preventDefault();
    setRefused({ status: "invalid", errors: result.errors });
  }

  return { formRef, onSubmit, refused, clearRefused: () => setRefused(null) };
}
