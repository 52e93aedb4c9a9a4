import { data, type HeadersFunction } from "react-router";
import type { z } from "zod/mini";
import { organisation } from "#app/config/organisation.ts";
import { parseForm, submittedValues } from "#app/fields/validation.ts";
import type { FormResult } from "#app/forms/shared/result.ts";
import { safeguardFields } from "#app/forms/shared/result.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext, type RequestServices } from "#app/http/services.server.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { type Lang, langFromPath } from "#app/i18n/language.ts";

interface Accepted {
  reference?: string;
  receivedAt: string;
  /** A repeat of a submission already stored (decision 21): nothing new was stored. */
  duplicate?: boolean;
  /** What became of it, in the form's own words' keys (an RSVP: coming, or on the waiting list). */
  outcome?: string;
}

export interface FormSubmission<S extends z.ZodMiniObject> {
  request: Request;
  context: { get: (key: typeof appServicesContext) => RequestServices };
  schema: S;
  /** For log lines, which never carry what was sent. */
  formName: string;
  /** The fields an accepted submission's answer sends back to the page (all unless said): a registration's are the family's only. */
  keptAfterSuccess?: readonly string[];
  /** Stores what was sent; resolves once it is committed. */
  accept: (input: { data: z.infer<S>; lang: Lang; submissionId: string; services: RequestServices }) => Promise<Accepted>;
}

const submissionIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The one way a form is handled, for every form: read the body, refuse bots, validate with the schema the
 * browser uses too, refuse floods (valid submissions only count), store, answer. Every refusal is a 4xx with the visitor's values, never a 5xx,
 * except when the database itself is down (503: please try again, nothing was stored).
 */
export async function handleFormSubmission<S extends z.ZodMiniObject>({ request, context, schema, formName, keptAfterSuccess, accept }: FormSubmission<S>) {
  type Result = FormResult<Extract<keyof z.infer<S>, string>>;
  const services = context.get(appServicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const formData = await readFormBody(request);
  if (!formData) return data<Result>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  const values = submittedValues(formData, Object.keys(schema.shape));
  const refuse = (reason: "spam" | "unavailable", status: number, headers?: HeadersInit) =>
    data<Result>({ status: "refused", reason, values }, { status, headers });

  const honeypot = formData.get(safeguardFields.honeypot);
  if (typeof honeypot === "string" && honeypot !== "") {
    console.warn(`${formName}: refused a submission that filled in the hidden field`);
    return refuse("spam", 400);
  }
  const parsed = parseForm(schema, formData);
  if (!parsed.ok) return data<Result>({ status: "invalid", errors: parsed.errors, values }, { status: 400 });

  const givenId = formData.get(safeguardFields.submissionId);
  const submissionId = typeof givenId === "string" && submissionIdPattern.test(givenId) ? givenId : "";
  try {
    // Counted once valid: a family correcting a typo does not use up the allowance of everyone on the same Wi-Fi.
    const limit = await services.formRateLimiter.hit(services.clientAddress);
    if (!limit.allowed) {
      console.warn(`${formName}: rate limit reached for a client`);
      return data<Result>(
        { status: "refused", reason: "tooMany", retryAfterMinutes: Math.ceil(limit.retryAfterSeconds / 60), values },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const { reference, receivedAt, duplicate, outcome } = await accept({ data: parsed.data, lang, submissionId, services });
    services.nudgeOutbox();
    // The visitor is told a repeat was not stored again, and when the first one arrived (dates are formatted on the server, decision 10).
    const repeatOf = duplicate ? formatMoment(receivedAt, lang, organisation.timeZone) : undefined;
    const kept = keptAfterSuccess ? Object.fromEntries(Object.entries(values).filter(([name]) => keptAfterSuccess.includes(name))) : values;
    return data<Result>({ status: "received", reference, receivedAt, values: kept, repeatOf, outcome });
  } catch (error) {
    // The database's reason only: it never contains the submitted values.
    console.error(`${formName}: could not store a submission: ${error instanceof Error ? error.message : "unknown error"}`);
    return refuse("unavailable", 503, { "Retry-After": "30" });
  }
}

/**
 * The `headers` export of every route with a form: the one rule for the caching of what they answer.
 * Their GET pages are prerendered files, cached by the static handler's rules (server/app.ts); what React
 * Router renders for them answers a POST and shows what the visitor sent (a child's medical notes, typed
 * values re-shown beside their errors), or one person's address (unsubscribe): no browser or proxy may
 * keep it. React Router keeps a loader's or an action's own headers only when the route says so: this
 * passes them on (an action's `Retry-After` of a 429 or 503 answer).
 */
export const formHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  headers.set("Cache-Control", "no-store");
  return headers;
};
