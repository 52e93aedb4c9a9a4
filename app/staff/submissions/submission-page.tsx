import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useLoaderData } from "react-router";
import { z } from "zod/mini";
import { organisation } from "#app/config/organisation.ts";
import { SelectField, TextAreaField } from "#app/fields/field-components.tsx";
import { describeFields } from "#app/fields/fields.ts";
import { maxLengths, parseForm, requiredText } from "#app/fields/validation.ts";
import { submissionWords } from "#app/forms/submission-forms.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { type Lang, langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { type AuditView, describeAudit } from "#app/staff/shared/audit-description.ts";
import { isSecureRequest, staffContext } from "#app/staff/shared/auth.server.ts";
import { takeKeptFields } from "#app/staff/shared/kept-posts.server.ts";
import { useKeptText } from "#app/staff/shared/kept-text.ts";
import { listOfKind, otherStatuses, registrationStatuses, statusesOf } from "#app/staff/shared/lists.ts";
import { StatusBadge } from "#app/staff/shared/staff-list.tsx";
import { Notice, StaffHeading, StaffSection } from "#app/staff/shared/staff-shell.tsx";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { OutcomeEmailForm, type OutcomeFormData, outcomeSubjectMax } from "#app/staff/submissions/outcome-email-form.tsx";
import { outcomeTemplate, sendOutcome } from "#app/staff/submissions/outcome-emails.server.ts";
import { isOutcome, outcomes } from "#app/staff/submissions/outcomes.ts";
import { addNote, findSubmission, setSubmissionStatus } from "#app/staff/submissions/queries.server.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/submission-page";

export const meta: Route.MetaFunction = ({ location, params }) =>
  staffPageMeta(location.pathname, `${params.reference} · ${adminTexts[langFromPath(location.pathname)].title}`);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const found = await findSubmission(db, params.reference);
  const lang = langFromPath(new URL(request.url).pathname);
  if (!found) throw data(adminTexts[lang].detail.notFound, { status: 404 });
  const { submission, notes, history } = found;
  // A note posted without scripts after the session ended, kept by the server for its author (kept-posts.server.ts).
  const kept = await takeKeptFields(db, request, { userId: context.get(staffContext).id, secure: isSecureRequest(request) });
  const page = {
    reference: submission.reference,
    kind: submission.kind,
    status: submission.status,
    createdAt: submission.createdAt,
    lang: submission.lang as Lang,
    fields: describeFields(submissionWords(submission.kind), submission.payload, lang).map(({ label, value }) => ({ label, value })),
    notes,
    history: history.map((entry) => ({ at: entry.at, actor: entry.actor, action: entry.action, detail: entry.detail })),
    statuses: statusesOf(submission.kind),
    outcomeForm: submission.kind === "registration" ? outcomeFormFor(submission, new URL(request.url).searchParams.get("outcome")) : null,
    keptNote: kept?.fields.note ?? null,
  };
  return kept ? data(page, { headers: { "Set-Cookie": kept.setCookie } }) : page;
}

/** The outcome e-mail's template for a registration, in the family's language, for the outcome the page's address names. */
function outcomeFormFor(submission: NonNullable<Awaited<ReturnType<typeof findSubmission>>>["submission"], asked: string | null): OutcomeFormData {
  const chosen = isOutcome(asked) ? asked : outcomes[0];
  const familyLang: Lang = submission.lang === "am" ? "am" : "en";
  const facts = { parent: submission.name, child: String(submission.payload.childName ?? ""), reference: submission.reference };
  return { outcomes, chosen, lang: familyLang, email: submission.email, ...outcomeTemplate(chosen, familyLang, facts) };
}

const statusSchema = z.object({ status: z.enum([...registrationStatuses, ...otherStatuses.filter((status) => status !== "new")], { error: "choose" }) });
const noteSchema = z.object({ note: requiredText(maxLengths.longText) });
const outcomeSchema = z.object({
  outcome: z.enum(outcomes, { error: "choose" }),
  outcomeSubject: requiredText(outcomeSubjectMax),
  outcomeBody: requiredText(maxLengths.message),
});

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, nudgeOutbox } = context.get(appServicesContext);
  const staff = context.get(staffContext);
  const form = await readFormBody(request);
  if (!form) return data({ done: "bad-request" as const, noteError: null }, { status: 400 });
  if (form.get("intent") === "outcome") {
    const parsed = parseForm(outcomeSchema, form);
    if (!parsed.ok)
      return data(
        { done: "outcome-refused" as const, noteError: null, outcomeErrors: { subject: parsed.errors.outcomeSubject, body: parsed.errors.outcomeBody } },
        { status: 400 },
      );
    const { outcome, outcomeSubject: subject, outcomeBody: body } = parsed.data;
    const sent = await sendOutcome(db, params.reference, { outcome, subject, body }, staff.email);
    if (!sent) throw data("Not found", { status: 404 });
    nudgeOutbox();
    return { done: "outcome" as const, noteError: null, outcomeStatus: sent.status, repeated: sent.repeated };
  }
  if (form.get("intent") === "note") {
    const parsed = parseForm(noteSchema, form);
    if (!parsed.ok) return data({ done: null, noteError: parsed.errors.note ?? null }, { status: 400 });
    if (!(await addNote(db, params.reference, parsed.data.note, staff.email))) throw data("Not found", { status: 404 });
    return { done: "note" as const, noteError: null };
  }
  const parsed = parseForm(statusSchema, form);
  if (!parsed.ok || !(await setSubmissionStatus(db, params.reference, parsed.data.status, staff.email)))
    return data({ done: null, noteError: null }, { status: 400 });
  return { done: "status" as const, noteError: null };
}

export default function SubmissionDetail({ actionData }: Route.ComponentProps) {
  const {
    reference,
    kind,
    status,
    createdAt,
    lang: sentIn,
    fields,
    notes,
    history,
    statuses,
    outcomeForm,
    keptNote: keptByServer,
  } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const lang = useLang();
  const moment = (iso: string) => formatMoment(iso, lang, organisation.timeZone);
  const describe = (entry: AuditView) => {
    const { what, particulars } = describeAudit(entry, texts, lang);
    return particulars ? `${what} (${particulars})` : what;
  };
  // The note being typed survives a session that ends before it is saved (app/staff/shared/kept-text.ts).
  const keptNote = useKeptText(`note:${reference}`);
  const restoredNote = keptNote.restored ?? keptByServer;
  const noteSaved = actionData?.done === "note";
  const { forget } = keptNote;
  useEffect(() => {
    if (noteSaved) forget();
  }, [noteSaved, forget]);
  return (
    <>
      <LocalLink to={`/admin/${listOfKind[kind]}`} className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {texts.detail.back}
      </LocalLink>
      <StaffHeading title={reference} intro={`${fill(texts.detail.received, { date: moment(createdAt) })} · ${texts.languages[sentIn]}`}>
        <StatusBadge status={status} />
      </StaffHeading>
      {actionData?.done === "bad-request" && <Notice tone="error">{texts.badRequest}</Notice>}
      {actionData?.done === "status" && <Notice>{texts.detail.statusSaved}</Notice>}
      {actionData?.done === "note" && <Notice>{texts.detail.noteSaved}</Notice>}
      {actionData?.done === "outcome" && (
        <Notice>{actionData.repeated ? texts.outcome.repeated : fill(texts.outcome.sent, { status: texts.statuses[actionData.outcomeStatus] })}</Notice>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StaffSection id="details-title" title={texts.detail.details} className="sm:p-7">
          <dl className="mt-4 divide-y divide-sand">
            {fields.map((field) => (
              <div key={field.label} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
                <dt className="font-semibold text-ink-soft">{field.label}</dt>
                <dd className="whitespace-pre-wrap break-words">{field.value || "—"}</dd>
              </div>
            ))}
          </dl>
        </StaffSection>
        <div className="space-y-8">
          <section aria-labelledby="status-title" className="rounded-2xl border border-sand bg-white p-5 shadow-sm">
            <h2 id="status-title" className="sr-only">
              {texts.detail.changeStatus}
            </h2>
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="status" />
              <SelectField
                name="status"
                label={texts.detail.changeStatus}
                placeholder={texts.lists.anyStatus}
                options={statuses.map((option) => ({ value: option, label: texts.statuses[option] }))}
                defaultValue={status}
                key={status}
              />
              <button type="submit" className="btn btn-primary">
                {texts.detail.saveStatus}
              </button>
            </Form>
          </section>
          {outcomeForm && <OutcomeEmailForm form={outcomeForm} errors={actionData?.done === "outcome-refused" ? actionData.outcomeErrors : undefined} />}
          <StaffSection id="notes-title" title={texts.detail.notes}>
            <p className="text-sm text-ink-soft">{texts.detail.notesHint}</p>
            {notes.length === 0 ? (
              <p className="mt-3 text-ink-soft">{texts.detail.noNotes}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {notes.map((note) => (
                  <li key={`${note.createdAt}${note.author}`} className="rounded-lg bg-cream p-3">
                    <p className="whitespace-pre-wrap break-words">{note.body}</p>
                    <p className="mt-1 text-sm text-ink-soft">{fill(texts.detail.noteBy, { author: note.author, date: moment(note.createdAt) })}</p>
                  </li>
                ))}
              </ul>
            )}
            {restoredNote && !noteSaved && <Notice tone="error">{texts.detail.noteKept}</Notice>}
            <Form method="post" className="mt-4 space-y-3" key={`${notes.length}:${restoredNote ? "kept" : ""}`}>
              <input type="hidden" name="intent" value="note" />
              <TextAreaField
                name="note"
                label={texts.detail.addNote}
                maxLength={maxLengths.longText}
                error={actionData?.noteError ?? undefined}
                defaultValue={(!noteSaved && restoredNote) || undefined}
                onInput={(event) => keptNote.keep(event.currentTarget.value)}
              />
              <button type="submit" className="btn btn-outline">
                {texts.detail.saveNote}
              </button>
            </Form>
          </StaffSection>
          <StaffSection id="history-title" title={texts.detail.history}>
            <ol className="mt-3 space-y-2 text-sm">
              {history.map((entry) => (
                <li key={`${entry.at}${entry.action}`}>
                  <span className="font-semibold">{moment(entry.at)}</span> · {entry.actor} · {describe(entry)}
                </li>
              ))}
            </ol>
          </StaffSection>
        </div>
      </div>
    </>
  );
}
