import { CalendarClock, Eye, FlaskConical, Pause, Play, RefreshCw, Save, Send } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useLoaderData, useRevalidator } from "react-router";
import { z } from "zod/mini";
import { organisation } from "#app/config/organisation.ts";
import { imageMarkdown } from "#app/content/markdown.ts";
import { publishedPaths } from "#app/content/store.server.ts";
import { fieldId, TextAreaField, TextField } from "#app/fields/field-components.tsx";
import { type FieldErrors, parseForm } from "#app/fields/validation.ts";
import { mailDomain } from "#app/forms/shared/submissions.server.ts";
import { interestNames, subscriptionInterests } from "#app/forms/subscription/fields.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment, formatNumber } from "#app/i18n/format.ts";
import { type Lang, langFromPath, languages, listSeparator, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { wallClock, zonedMoment } from "#app/i18n/zoned-day.ts";
import { missingPhotos, newsletterMessage, newsletterPhotos } from "#app/newsletters/emails.server.ts";
import { audienceLanguages, type NewsletterForm, newsletterInput, newsletterLimits, newsletterSchema } from "#app/newsletters/fields.ts";
import {
  audienceSize,
  createNewsletter,
  findNewsletter,
  type Newsletter,
  newsletterProgress,
  scheduleNewsletter,
  setNewsletterPaused,
  startNewsletter,
  updateNewsletter,
} from "#app/newsletters/newsletters.server.ts";
import { publishedPickableImages } from "#app/staff/content/content.server.ts";
import { TextImagePicker } from "#app/staff/content/image-picker.tsx";
import { contentStaffTexts } from "#app/staff/content/texts.ts";
import { NewsletterStatus } from "#app/staff/newsletters/newsletter-status.tsx";
import { newslettersTexts, useNewslettersTexts } from "#app/staff/newsletters/texts.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { BackLink } from "#app/staff/shared/publication.tsx";
import { Notice, StaffHeading, StaffSection } from "#app/staff/shared/staff-shell.tsx";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { enqueueEmail } from "#app/storage/outbox.server.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/newsletter-page";

/**
 * One newsletter (`/admin/newsletters/new`, `/admin/newsletters/:id`): while a draft or scheduled, its form,
 * both languages side by side, the audience, the previews, a test to oneself, sending now or at a time; once
 * started, its progress with pause and resume. Every button posts the whole form, so nothing typed is lost
 * and all of it works without scripts; each answer is a redirect that says what happened (`?done=`).
 */
export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, newslettersTexts[langFromPath(location.pathname)].title);

const outcomes = ["saved", "tested", "started", "scheduled", "unscheduled", "paused", "resumed"] as const;
type Outcome = (typeof outcomes)[number];

const idOf = (param: string | undefined): number | null => {
  if (param === undefined) return null;
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
};

async function found(db: Parameters<typeof findNewsletter>[0], param: string | undefined): Promise<Newsletter | null> {
  const id = idOf(param);
  if (id === null) return null;
  const newsletter = await findNewsletter(db, id);
  if (!newsletter) throw data(null, { status: 404 });
  return newsletter;
}

const blank: NewsletterForm = { subjectEn: "", subjectAm: "", bodyEn: "", bodyAm: "", language: "all", interests: [] };

const formOf = (newsletter: Newsletter): NewsletterForm => ({
  subjectEn: newsletter.subject.en,
  subjectAm: newsletter.subject.am,
  bodyEn: newsletter.body.en,
  bodyAm: newsletter.body.am,
  language: newsletter.audience.language,
  interests: newsletter.audience.interests,
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const newsletter = await found(db, params.id);
  const done = outcomes.find((outcome) => outcome === url.searchParams.get("done"));
  const moment = (iso: string | null) => (iso ? formatMoment(iso, lang, organisation.timeZone) : null);
  return {
    id: newsletter?.id ?? null,
    status: newsletter?.status ?? "draft",
    form: newsletter ? formOf(newsletter) : blank,
    audienceSize: formatNumber(await audienceSize(db, newsletter?.audience ?? { language: "all", interests: [] }), lang),
    sendAt: newsletter?.sendAt ? wallClock(newsletter.sendAt, organisation.timeZone) : "",
    sendsAt: moment(newsletter?.sendAt ?? null),
    progress: newsletter?.startedAt ? await newsletterProgress(db, newsletter.id) : null,
    preparing: Boolean(newsletter?.startedAt && !newsletter.queuedAt),
    archivePath: newsletter?.status === "sent" ? localizePath(`/news/newsletters/${newsletter.slug}`, lang) : null,
    staffEmail: context.get(staffContext).email,
    done: done ?? null,
    // Events and news to link to, by their English address (the Amharic page is the same under /am).
    linkable: (await publishedPaths(db)).filter((path) => /^\/(news|events)\//.test(path)),
    images: await publishedPickableImages(db),
    // Image lines of the saved text that its e-mails leave out: staff are told beside the previews.
    missingPhotos: newsletter ? missingPhotos(newsletter.body, await newsletterPhotos(db, newsletter.body)) : { en: [], am: [] },
  };
}

const intents = z.enum(["save", "test", "send", "schedule", "unschedule", "pause", "resume"]);
const sendAtSchema = z.object({ sendAt: z.string() });

type Problems = FieldErrors<keyof NewsletterForm> & { sendAt?: true; locked?: true };

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const { db } = services;
  const lang = langFromPath(new URL(request.url).pathname);
  const newsletter = await found(db, params.id);
  const form = await readFormBody(request);
  const intent = intents.safeParse(form?.get("intent"));
  if (!form || !intent.success) return data({ problems: {} as Problems, values: null, badRequest: true }, { status: 400 });
  const answer = (id: number, outcome: Outcome) => redirect(localizePath(`/admin/newsletters/${id}?done=${outcome}`, lang));

  // Who started, scheduled, paused or resumed which newsletter (its English subject: no one's details).
  const audit = (id: number, action: string, subject: string) =>
    db.transaction((tx) => recordAudit(tx, { actor: context.get(staffContext).email, action, subject: `newsletter ${id}`, detail: { subject } }));

  if (intent.data === "pause" || intent.data === "resume") {
    if (!newsletter) throw data(null, { status: 404 });
    if (await setNewsletterPaused(db, newsletter.id, intent.data === "pause")) await audit(newsletter.id, `newsletter.${intent.data}`, newsletter.subject.en);
    services.nudgeNewsletters();
    return answer(newsletter.id, intent.data === "pause" ? "paused" : "resumed");
  }
  if (newsletter && newsletter.status !== "draft" && newsletter.status !== "scheduled")
    return data({ problems: { locked: true } as Problems, values: null, badRequest: false }, { status: 409 });

  const parsed = parseForm(newsletterSchema, form);
  if (!parsed.ok)
    return data({ problems: parsed.errors as Problems, values: Object.fromEntries(form) as Record<string, string>, badRequest: false }, { status: 400 });
  const input = newsletterInput(parsed.data);
  let sendAt: Date | null = null;
  if (intent.data === "schedule") {
    const asked = sendAtSchema.safeParse({ sendAt: form.get("sendAt") });
    const moment = asked.success ? zonedMoment(asked.data.sendAt, organisation.timeZone) : undefined;
    if (!moment || new Date(moment).getTime() <= Date.now())
      return data({ problems: { sendAt: true } as Problems, values: Object.fromEntries(form) as Record<string, string>, badRequest: false }, { status: 400 });
    sendAt = new Date(moment);
  }

  const id = newsletter ? newsletter.id : await createNewsletter(db, input);
  if (newsletter && !(await updateNewsletter(db, id, input)))
    return data({ problems: { locked: true } as Problems, values: null, badRequest: false }, { status: 409 });
  switch (intent.data) {
    case "test": {
      const words = { subject: { en: input.subjectEn, am: input.subjectAm }, body: { en: input.bodyEn, am: input.bodyAm } };
      const photos = await newsletterPhotos(db, words.body);
      const staffEmail = context.get(staffContext).email;
      await db.transaction(async (tx) => {
        for (const each of languages)
          await enqueueEmail(
            tx,
            newsletterMessage({ publicUrl: services.publicUrl, secret: services.secret }, words, photos, each, staffEmail, { test: true }),
            mailDomain,
          );
      });
      services.nudgeOutbox();
      return answer(id, "tested");
    }
    case "send":
      if (await startNewsletter(db, id)) await audit(id, "newsletter.send", input.subjectEn);
      services.nudgeNewsletters();
      return answer(id, "started");
    case "schedule":
      if (await scheduleNewsletter(db, id, sendAt)) await audit(id, "newsletter.schedule", input.subjectEn);
      return answer(id, "scheduled");
    case "unschedule":
      await scheduleNewsletter(db, id, null);
      return answer(id, "unscheduled");
    default:
      return answer(id, "saved");
  }
}

/** The figures stay current while the newsletter is being sent: read again every few seconds, with scripts. */
function useFreshWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => state === "idle" && revalidate(), 3_000);
    return () => clearInterval(timer);
  }, [active, revalidate, state]);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const page = useLoaderData<typeof loader>();
  const t = useNewslettersTexts();
  const lang = useLang();
  const editable = page.status === "draft" || page.status === "scheduled";
  useFreshWhile(page.status === "sending" || page.preparing);
  const problems: Problems = actionData?.problems ?? {};
  const notice = page.done && (page.done === "tested" ? fill(t.tested, { email: page.staffEmail }) : noticeText(t, page.done, page.sendsAt));
  return (
    <div className="max-w-6xl space-y-6">
      <BackLink to={localizePath("/admin/newsletters", lang)} label={t.back} />
      <StaffHeading title={page.id === null ? t.newTitle : page.form[lang === "en" ? "subjectEn" : "subjectAm"] || t.newTitle}>
        <NewsletterStatus status={page.status} />
      </StaffHeading>
      {notice && <Notice>{notice}</Notice>}
      {actionData?.badRequest && <Notice tone="error">{adminTexts[lang].badRequest}</Notice>}
      {problems.locked && <Notice tone="error">{t.problems.locked}</Notice>}
      {page.progress && <Progress page={page} />}
      {editable && <Compose page={page} values={actionData?.values ?? null} problems={problems} />}
      {page.id !== null && (
        <StaffSection id="newsletter-preview" title={t.previewTitle}>
          <p className="mt-2 text-ink-soft">{t.previewHint}</p>
          {languages.map(
            (each) =>
              page.missingPhotos[each].length > 0 && (
                <Notice key={each} tone="error">
                  {fill(t.missingPhotos, {
                    language: each === "en" ? t.english : t.amharic,
                    lines: page.missingPhotos[each].map(imageMarkdown).join(listSeparator[lang]),
                  })}
                </Notice>
              ),
          )}
          <ul className="mt-4 flex flex-wrap gap-3">
            {languages.flatMap((each) => [
              <li key={`${each}-html`}>
                <a href={localizePath(`/admin/newsletters/${page.id}/preview/${each}`, lang)} target="_blank" rel="noopener" className="btn btn-outline">
                  <Eye className="h-5 w-5" aria-hidden="true" />
                  {t.previewHtml[each]}
                </a>
              </li>,
              <li key={`${each}-text`}>
                <a
                  href={localizePath(`/admin/newsletters/${page.id}/preview/${each}?format=text`, lang)}
                  target="_blank"
                  rel="noopener"
                  className="btn btn-outline"
                >
                  {t.previewText[each]}
                </a>
              </li>,
            ])}
          </ul>
        </StaffSection>
      )}
    </div>
  );
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;
type Texts = ReturnType<typeof useNewslettersTexts>;

function noticeText(t: Texts, done: Exclude<Outcome, "tested">, sendsAt: string | null): string {
  if (done === "scheduled") return fill(t.scheduled, { date: sendsAt ?? "" });
  if (done === "saved") return t.saved;
  return { started: t.started, paused: t.pausedNote, resumed: t.resumed, unscheduled: t.unscheduled }[done];
}

function Progress({ page }: { page: PageData }) {
  const t = useNewslettersTexts();
  const lang = useLang();
  const progress = page.progress;
  if (!progress) return null;
  return (
    <StaffSection id="newsletter-progress" title={t.progressTitle}>
      {page.preparing && <p className="mt-2 font-semibold text-ink-soft">{t.preparing}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        {(["sent", "waiting", "failed", "skipped"] as const).map((name) => (
          <div key={name} className="rounded-xl border border-sand bg-cream p-3" data-testid={`progress-${name}`}>
            <dt className="text-sm font-semibold text-ink-soft">{t.progress[name]}</dt>
            <dd className="text-3xl font-bold text-forest-800">{formatNumber(progress[name], lang)}</dd>
          </div>
        ))}
      </dl>
      {progress.skipped > 0 && <p className="mt-3 text-sm text-ink-soft">{t.skippedHint}</p>}
      {page.status === "paused" && <p className="mt-3 font-semibold text-ink">{t.pausedNote}</p>}
      {page.archivePath && (
        <p className="mt-4">
          {t.sentNote}{" "}
          <a href={page.archivePath} className="font-semibold text-forest-700 underline">
            {page.archivePath}
          </a>
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {(page.status === "sending" || page.status === "paused") && (
          <Form method="post">
            <button type="submit" name="intent" value={page.status === "sending" ? "pause" : "resume"} className="btn btn-primary">
              {page.status === "sending" ? <Pause className="h-5 w-5" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
              {page.status === "sending" ? t.pause : t.resume}
            </button>
          </Form>
        )}
        {page.status !== "sent" && (
          <Link to={localizePath(`/admin/newsletters/${page.id}`, lang)} className="btn btn-outline" reloadDocument>
            <RefreshCw className="h-5 w-5" aria-hidden="true" />
            {t.refresh}
          </Link>
        )}
      </div>
    </StaffSection>
  );
}

function Compose({ page, values, problems }: { page: PageData; values: Record<string, string> | null; problems: Problems }) {
  const t = useNewslettersTexts();
  const lang = useLang();
  // A refused post shows what was typed; otherwise the saved newsletter.
  const shown = values ?? { ...page.form, interests: "" };
  const chosenInterests = values ? [] : page.form.interests;
  const columns: { lang: Lang; heading: string; subject: "subjectEn" | "subjectAm"; body: "bodyEn" | "bodyAm" }[] = [
    { lang: "en", heading: t.english, subject: "subjectEn", body: "bodyEn" },
    { lang: "am", heading: t.amharic, subject: "subjectAm", body: "bodyAm" },
  ];
  return (
    <Form method="post" className="space-y-6" key={JSON.stringify(values ?? page.form)}>
      <div className="grid gap-6 lg:grid-cols-2">
        {columns.map((column) => (
          <StaffSection key={column.lang} id={`newsletter-${column.lang}`} title={column.heading}>
            <div className="mt-4 space-y-4">
              <TextField
                name={column.subject}
                lang={column.lang}
                label={t.subject}
                maxLength={newsletterLimits.subject}
                defaultValue={String(shown[column.subject] ?? "")}
                error={problems[column.subject]}
              />
              <TextAreaField
                name={column.body}
                lang={column.lang}
                label={t.body}
                rows={16}
                maxLength={newsletterLimits.body}
                defaultValue={String(shown[column.body] ?? "")}
                error={problems[column.body]}
                hint={column.lang === lang ? t.bodyHint : undefined}
              />
              <TextImagePicker textareaId={fieldId(column.body)} images={page.images} lang={lang} texts={contentStaffTexts[lang]} />
            </div>
          </StaffSection>
        ))}
      </div>
      {page.linkable.length > 0 && (
        <details className="rounded-2xl border border-sand bg-white p-4">
          <summary className="min-h-11 cursor-pointer font-semibold text-forest-800">{t.linksTitle}</summary>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {page.linkable.map((path) => (
              <li key={path}>
                <code className="break-all">{path}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      <StaffSection id="newsletter-audience" title={t.audienceTitle}>
        <fieldset className="mt-4">
          <legend className="font-semibold">{t.language}</legend>
          <div className="mt-2 space-y-1">
            {audienceLanguages.map((choice) => (
              <label key={choice} className="flex min-h-11 items-center gap-3">
                <input type="radio" name="language" value={choice} defaultChecked={shown.language === choice} className="h-5 w-5" />
                {t.languages[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-4">
          <legend className="font-semibold">{t.interests}</legend>
          <p className="text-sm text-ink-soft">{t.interestsHint}</p>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {subscriptionInterests.map((interest) => (
              <label key={interest} className="flex min-h-11 items-center gap-3">
                <input type="checkbox" name="interests" value={interest} defaultChecked={chosenInterests.includes(interest)} className="h-5 w-5" />
                {interestNames[lang][interest]}
              </label>
            ))}
          </div>
        </fieldset>
        {page.id !== null && <p className="mt-3 text-sm text-ink-soft">{fill(t.audienceSize, { count: page.audienceSize })}</p>}
      </StaffSection>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn btn-outline">
          <Save className="h-5 w-5" aria-hidden="true" />
          {t.save}
        </button>
        <button type="submit" name="intent" value="test" className="btn btn-outline">
          <FlaskConical className="h-5 w-5" aria-hidden="true" />
          {t.test}
        </button>
      </div>
      <StaffSection id="newsletter-send" title={t.sendTitle}>
        <p className="mt-2 text-ink-soft">{fill(t.sendNowHint, { count: page.audienceSize })}</p>
        <button type="submit" name="intent" value="send" className="btn btn-primary mt-3">
          <Send className="h-5 w-5" aria-hidden="true" />
          {t.sendNow}
        </button>
        <div className="mt-5 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="field-send-at" className="block font-semibold">
              {t.sendAt}
            </label>
            <input
              id="field-send-at"
              type="datetime-local"
              name="sendAt"
              defaultValue={values?.sendAt ?? page.sendAt}
              aria-invalid={problems.sendAt ? true : undefined}
              aria-describedby={problems.sendAt ? "field-send-at-problem" : undefined}
              className="mt-1 min-h-11 rounded-lg border border-[#b9ab95] bg-white px-3"
            />
          </div>
          <button type="submit" name="intent" value="schedule" className="btn btn-outline">
            <CalendarClock className="h-5 w-5" aria-hidden="true" />
            {t.schedule}
          </button>
          {page.status === "scheduled" && (
            <button type="submit" name="intent" value="unschedule" className="btn btn-outline">
              {t.unschedule}
            </button>
          )}
        </div>
        {problems.sendAt && (
          <p id="field-send-at-problem" className="mt-2 font-semibold text-ember-700">
            {t.problems.sendAt}
          </p>
        )}
      </StaffSection>
    </Form>
  );
}
