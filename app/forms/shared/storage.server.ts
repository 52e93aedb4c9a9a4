import { organisation } from "#app/config/organisation.ts";
import type { RequestServices } from "#app/http/services.server.ts";
import type { ContactMessage } from "#app/forms/contact/fields.ts";
import type { Donation } from "#app/forms/donation/fields.ts";
import { confirmationEmail, staffNotificationEmail, type SubmissionForEmail, subscriptionWelcomeEmail } from "#app/email/layout.server.ts";
import type { Lang } from "#app/i18n/language.ts";
import type { Registration } from "#app/forms/registration/fields.ts";
import { idempotencyKey, type StoredSubmission, storeSubmission, type SubmissionKind } from "#app/forms/shared/submissions.server.ts";
import { subscribe } from "#app/forms/subscription/subscribers.server.ts";
import type { Subscription } from "#app/forms/subscription/fields.ts";
import { unsubscribeUrl } from "#app/forms/subscription/unsubscribe-link.server.ts";

interface FieldsByKind {
  registration: Registration;
  donation: Donation;
  contact: ContactMessage;
}

interface Accepted<Fields> {
  data: Fields;
  lang: Lang;
  submissionId: string;
  services: RequestServices;
}

/**
 * Stores a registration, donation request or message, with its two e-mails: the confirmation to the
 * visitor in their language (replies go to staff) and the notification to staff (replies go to the visitor).
 */
export function storeFormSubmission<K extends SubmissionKind>(
  kind: K,
  { data, lang, submissionId, services }: Accepted<FieldsByKind[K]>,
  sender: { name: string; email: string },
): Promise<StoredSubmission> {
  const staff = organisation.staffNotifications[kind];
  return storeSubmission(services.db, {
    kind,
    lang,
    ...sender,
    fields: data,
    idempotencyKey: idempotencyKey(kind, submissionId, data),
    emails: ({ reference, receivedAt }) => {
      const submission = { kind, reference, receivedAt, lang, fields: data } as SubmissionForEmail;
      return [
        { to: sender.email, replyTo: staff, ...confirmationEmail(submission) },
        { to: staff, replyTo: sender.email, ...staffNotificationEmail(submission) },
      ];
    },
  });
}

/** Adds a subscriber; the welcome e-mail carries the one-click unsubscribe link, also as RFC 8058 headers. */
export async function storeSubscription({ data, services }: Accepted<Subscription>): Promise<{ receivedAt: string }> {
  const link = unsubscribeUrl(services.publicUrl, services.secret, data.email, data.language);
  await subscribe(services.db, { email: data.email, lang: data.language, interests: data.interests }, () => ({
    to: data.email,
    ...subscriptionWelcomeEmail({ lang: data.language, interests: data.interests, unsubscribeUrl: link }),
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  }));
  return { receivedAt: new Date().toISOString() };
}
