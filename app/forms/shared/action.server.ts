import { data, type HeadersFunction } from "react-router";
import type { z } from "zod/mini";
import type { FormResult } from "#app/forms/shared/result.ts";
import { safeguardFields } from "#app/forms/shared/result.ts";
import { parseForm, submittedValues } from "#app/forms/shared/validation.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext, type RequestServices } from "#app/http/services.server.ts";
import { type Lang, langFromPath } from "#app/i18n/language.ts";

interface Accepted {
  reference?: string;
  receivedAt: string;
}

export interface FormSubmission<S extends z.ZodMiniObject> {
  request: Request;
  context: { get: (key: typeof appServicesContext) => RequestServices };
  schema: S;
  /** For log lines, which never carry what was sent. */
  formName: string;
  /** Stores what was sent; resolves once it is committed. */
  accept: (input: { data: z.infer<S>; lang: Lang; submissionId: string; services: RequestServices }) => Promise<Accepted>;
}

const submissionIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The one way a form is handled, for every form: read the body, refuse bots and floods, validate with the
 * schema the browser uses too, store, answer. Every refusal is a 4xx with the visitor's values, never a 5xx,
 * except when the database itself is down (503: please try again, nothing was stored).
 */
export async function handleFormSubmission<S extends z.ZodMiniObject>({ request, context, schema, formName, accept }: FormSubmission<S>) {
  type Result = FormResult<Extract<keyof z.infer<S>, string>>;
  const services = context.get(appServicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const formData = await readFormBody(request);
  if (!formData) return data<Result>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  const values = submittedValues(formData, Object.keys(schema.shape));
  const refuse = (reason: "spam" | "tooMany" | "unavailable", status: number, headers?: HeadersInit) =>
    data<Result>({ status: "refused", reason, values }, { status, headers });

  const honeypot = formData.get(safeguardFields.honeypot);
  if (typeof honeypot === "string" && honeypot !== "") {
    console.warn(`${formName}: refused a submission that filled in the hidden field`);
    return refuse("spam", 400);
  }
  const limit = services.formRateLimiter.hit(services.clientAddress);
  if (!limit.allowed) {
    console.warn(`${formName}: rate limit reached for a client`);
    return refuse("tooMany", 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const parsed = parseForm(schema, formData);
  if (!parsed.ok) return data<Result>({ status: "invalid", errors: parsed.errors, values }, { status: 400 });

  const givenId = formData.get(safeguardFields.submissionId);
  const submissionId = typeof givenId === "string" && submissionIdPattern.test(givenId) ? givenId : "";
  try {
    const { reference, receivedAt } = await accept({ data: parsed.data, lang, submissionId, services });
    services.nudgeOutbox();
    return data<Result>({ status: "received", reference, receivedAt, values });
  } catch (error) {
    // The database's reason only: it never contains the submitted values.
    console.error(`${formName}: could not store a submission: ${error instanceof Error ? error.message : "unknown error"}`);
    return refuse("unavailable", 503, { "Retry-After": "30" });
  }
}

/**
 * The `headers` export of every form route. React Router keeps an action's own headers only when the
 * route says so: this passes on `Retry-After` of a 429 or 503 answer.
 */
export const formHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders);
