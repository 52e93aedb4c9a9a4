import type { FieldWord } from "#app/fields/fields.ts";
import { contactMessageEmails } from "#app/forms/contact/emails.server.ts";
import type { ContactMessage } from "#app/forms/contact/fields.ts";
import { donationEmails } from "#app/forms/donation/emails.server.ts";
import type { Donation } from "#app/forms/donation/fields.ts";
import { registrationEmails } from "#app/forms/registration/emails.server.ts";
import type { Registration } from "#app/forms/registration/fields.ts";
import type { SubmissionEmails, Submitted } from "#app/forms/shared/emails.server.ts";
import * as letters from "#app/forms/shared/emails.server.ts";
import type { SubmissionKind } from "#app/forms/shared/submissions.server.ts";

/**
 * The forms whose submissions staff work through, by kind: what the staff area, the CSV export and the
 * e-mails read of each (its field words and e-mails, from the form's own folder).
 */
export interface FieldsByKind {
  registration: Registration;
  donation: Donation;
  contact: ContactMessage;
}

export const submissionEmails: { [K in SubmissionKind]: SubmissionEmails<FieldsByKind[K]> } = {
  registration: registrationEmails,
  donation: donationEmails,
  contact: contactMessageEmails,
};

/** Each kind's field words, for reading stored submissions (their payloads are plain JSON). */
export const submissionWords = (kind: SubmissionKind) => submissionEmails[kind].words as Record<string, FieldWord<never>>;

export type SubmissionForEmail = { [K in SubmissionKind]: Submitted<FieldsByKind[K]> & { kind: K } }[SubmissionKind];

const emailsOf = <K extends SubmissionKind>(submission: Submitted<FieldsByKind[K]> & { kind: K }) =>
  submissionEmails[submission.kind] as SubmissionEmails<FieldsByKind[K]>;

export const confirmationEmail = (submission: SubmissionForEmail) => letters.confirmationEmail(emailsOf(submission), submission);
export const staffNotificationEmail = (submission: SubmissionForEmail, staffAreaUrl: string) =>
  letters.staffNotificationEmail(emailsOf(submission), submission, staffAreaUrl);
