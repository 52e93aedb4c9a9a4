import type { FieldErrors } from "#app/fields/validation.ts";

/** Hidden fields every form carries (app/forms/shared/safeguards.tsx). */
export const safeguardFields = {
  /** Made in the browser when the form is shown: a repeat of the same submission is stored once. */
  submissionId: "submissionId",
  /**
   * Hidden from people, filled in by bots: a submission with it is refused. A name that means nothing to
   * browsers' and password managers' autofill (`website` was one a password manager fills; decision 21).
   */
  honeypot: "qx7",
} as const;

/** Why a well-formed submission was not accepted; each has a message in both languages (form.refused). */
export type RefusalReason = "spam" | "tooMany" | "unavailable";

/** What a form's action answers. `values` always comes back, so nothing the visitor typed is lost. */
export type FormResult<Field extends string> =
  | { status: "invalid"; errors: FieldErrors<Field>; values: Record<string, string> }
  | { status: "refused"; reason: RefusalReason; values: Record<string, string> /** For tooMany: when to send again. */; retryAfterMinutes?: number }
  | {
      status: "received";
      reference?: string;
      receivedAt: string;
      values: Record<string, string>;
      /** Set when this was a repeat of a submission already stored: when that one arrived, in the page's language. */
      repeatOf?: string;
      /** What became of it, when the form says (an RSVP: coming, or on the waiting list). */
      outcome?: string;
    };
