import { organisation } from "#app/config/organisation.ts";
import { submissionPageUrl } from "#app/forms/shared/submission-page.ts";
import { idempotencyKey, type StoredSubmission, type SubmissionKind, storeSubmission } from "#app/forms/shared/submissions.server.ts";
import { confirmationEmail, type FieldsByKind, type SubmissionForEmail, staffNotificationEmail, submissionEmails } from "#app/forms/submission-forms.server.ts";
import { confirmationMessage } from "#app/forms/subscription/emails.server.ts";
import type { Subscription } from "#app/forms/subscription/fields.ts";
import { requestSubscription } from "#app/forms/subscription/subscribers.server.ts";
import type { RequestServices } from "#app/http/services.server.ts";
import type { Lang } from "#app/i18n/language.ts";

interface Accepted<Fields> {
  data: Fields;
  lang: Lang;
  submissionId: string;
  services: RequestServices;
}

/**
 * Stores a registration, donation request or message, with its two e-mails: the confirmation to the
 * visitor in their language (replies go to staff) and the notification to staff (replies go to the visitor),
 * at the kind's mailbox or the one what was sent chooses (a message's topic), linking to the submission in
 * the staff area at the site's public address.
 */
export function storeFormSubmission<K extends SubmissionKind>(
  kind: K,
  { data, lang, submissionId, services }: Accepted<FieldsByKind[K]>,
): Promise<StoredSubmission> {
  const emails = submissionEmails[kind] as (typeof submissionEmails)[K];
  const staff = emails.staff.to?.(data as never) ?? organisation.staffNotifications[kind];
  const sender = emails.sender(data as never);
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
        { to: staff, replyTo: sender.email, ...staffNotificationEmail(submission, submissionPageUrl(reference, services.publicUrl)) },
      ];
    },
  });
}

/** A request to join the mailing list: the address's owner confirms it from the e-mail (app/forms/subscription/). */
export async function storeSubscription({ data, services }: Accepted<Subscription>): Promise<{ receivedAt: string }> {
  const request = { email: data.email, lang: data.language, interests: data.interests };
  await requestSubscription(services.db, request, () => confirmationMessage(services, request));
  return { receivedAt: new Date().toISOString() };
}
