import { data, useLoaderData } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import type { TranslationState } from "#app/content/kinds.ts";
import { contentKinds } from "#app/content/registry.ts";
import { publishedEntry, translationQueue } from "#app/content/store.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment, formatNumber } from "#app/i18n/format.ts";
import { type Lang, langFromPath, languages } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { useAccountsTexts } from "#app/staff/accounts/texts.ts";
import { TranslationBadges } from "#app/staff/content/content-badges.tsx";
import { overviewTexts, useOverviewTexts } from "#app/staff/overview/texts.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { kindOfList, submissionLists } from "#app/staff/shared/lists.ts";
import { can, type StaffRole } from "#app/staff/shared/permissions.ts";
import { navigationFor } from "#app/staff/shared/staff-pages.ts";
import { Notice, StaffHeading, StaffSection } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { countsByStatus, enrollment } from "#app/staff/submissions/queries.server.ts";
import { useSubmissionsTexts } from "#app/staff/submissions/texts.ts";
import { resendEmail, undeliveredEmails } from "#app/staff/submissions/undelivered-emails.server.ts";
import { UndeliveredEmails, type UndeliveredView } from "#app/staff/submissions/undelivered-emails.tsx";
import type { Database } from "#app/storage/database.server.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/dashboard-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, overviewTexts[langFromPath(location.pathname)].dashboard.title);

/**
 * The figures of children's records only for a role that may see them; what needs translating for those who
 * translate; the e-mails not delivered, each only to a role that may see what it is about.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const { role } = context.get(staffContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const translations = can(role, "translate") ? await translationsToDo(db) : null;
  if (!can(role, "submissions")) return { role, figures: null, translations, undelivered: null };
  const lists = await Promise.all(
    submissionLists.map(async (list) => {
      const counts = await countsByStatus(db, kindOfList[list]);
      return { list, newCount: counts.new ?? 0, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
    }),
  );
  const capacity = Number((await publishedEntry(db, "school-facts", "summer-school"))?.fields.capacity ?? 0);
  return { role, figures: { ...(await enrollment(db)), capacity, lists }, translations, undelivered: await undeliveredFor(db, role, lang) };
}

async function undeliveredFor(db: Database, role: StaffRole, lang: Lang): Promise<UndeliveredView[]> {
  const moment = (iso: string) => formatMoment(iso, lang, organisation.timeZone);
  return (await undeliveredEmails(db, (permission) => can(role, permission))).map((email) => ({
    id: email.id,
    status: email.status,
    recipient: email.recipient,
    subject: email.subject,
    attempts: formatNumber(email.attempts, lang),
    lastError: email.lastError,
    nextTry: email.status === "pending" && email.attempts > 0 ? moment(email.nextAttemptAt) : null,
    written: moment(email.createdAt),
    reference: email.reference,
    // The same rule as requeueEmail's (app/storage/outbox.server.ts).
    canResend: email.status === "failed" || email.attempts > 0,
  }));
}

/**
 * Sends an undelivered e-mail again (the overview's only action; the registry lets only roles with
 * `submissions` post here). An e-mail to a staff account is the administrator's: checked per message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, nudgeOutbox } = context.get(appServicesContext);
  const staff = context.get(staffContext);
  const form = await readFormBody(request);
  const id = Number(form?.get("email"));
  if (form?.get("intent") !== "resend" || !Number.isSafeInteger(id) || id <= 0) return data({ resent: null, badRequest: true }, { status: 400 });
  const outcome = await resendEmail(db, id, (permission) => can(staff.role, permission), staff.email);
  if (outcome === "forbidden") return data({ resent: null, badRequest: false }, { status: 403 });
  if (outcome === "queued") nudgeOutbox();
  return { resent: outcome, badRequest: false };
}

async function translationsToDo(db: Database) {
  return (await translationQueue(db)).map((item) => {
    const title = contentKinds[item.kind].titleField;
    return {
      id: item.id,
      kind: item.kind,
      title: item.texts.en?.fields[title] ?? item.texts.am?.fields[title] ?? item.slug,
      titleLang: item.texts.en ? ("en" as const) : ("am" as const),
      translations: Object.fromEntries(languages.map((lang) => [lang, item.texts[lang]?.translation ?? "missing"])) as Record<Lang, TranslationState>,
    };
  });
}

export default function Dashboard({ actionData }: Route.ComponentProps) {
  const { role, figures, translations, undelivered } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const textsAccounts = useAccountsTexts();
  const textsOverview = useOverviewTexts();
  const textsSubmissions = useSubmissionsTexts();
  return (
    <>
      <StaffHeading title={textsOverview.dashboard.title} intro={fill(textsOverview.dashboard.role, { role: texts.roles[role] })} />
      {actionData?.badRequest && <Notice tone="error">{texts.badRequest}</Notice>}
      {actionData?.resent && <Notice tone={actionData.resent === "queued" ? "success" : "error"}>{textsSubmissions.undelivered[actionData.resent]}</Notice>}
      {figures ? (
        <Figures {...figures} />
      ) : (
        <StaffSection id="sections-title" title={textsOverview.dashboard.yourSections}>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {navigationFor(role)
              .filter((section) => section.to !== "/admin")
              .map((section) => (
                <li key={section.to}>
                  <LocalLink
                    to={section.to}
                    className="flex min-h-11 items-center rounded-xl border border-sand px-4 py-3 font-semibold text-forest-800 hover:border-forest-600"
                  >
                    {texts.nav[section.label]}
                  </LocalLink>
                </li>
              ))}
          </ul>
          <p className="mt-4 text-ink-soft">{textsAccounts.roleDescriptions[role]}</p>
        </StaffSection>
      )}
      {undelivered && <UndeliveredEmails emails={undelivered} />}
      {translations && <TranslationsToDo translations={translations} />}
    </>
  );
}

type FiguresData = NonNullable<Awaited<ReturnType<typeof loader>>["figures"]>;

function Figures({ enrolled, waitlisted, capacity, lists }: FiguresData) {
  const texts = useAdminTexts();
  const textsOverview = useOverviewTexts();
  const lang = useLang();
  const number = (n: number) => formatNumber(n, lang);
  return (
    <>
      <StaffSection id="enrollment-title" title={textsOverview.dashboard.enrollment} className="sm:p-7">
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <div>
            <p className="text-4xl font-bold text-forest-800" data-testid="enrolled">
              {number(enrolled)}{" "}
              <span className="text-lg font-semibold text-ink-soft">{fill(textsOverview.dashboard.capacity, { capacity: number(capacity) })}</span>
            </p>
            <p className="text-ink-soft">{textsOverview.dashboard.enrolled}</p>
            <meter min={0} max={capacity} value={enrolled} aria-label={textsOverview.dashboard.enrolled} className="mt-3 h-5 w-full" />
            <p className="mt-2 font-semibold">
              {enrolled >= capacity ? textsOverview.dashboard.full : fill(textsOverview.dashboard.placesLeft, { count: number(capacity - enrolled) })}
            </p>
          </div>
          <div>
            <p className="text-4xl font-bold text-forest-800" data-testid="waitlisted">
              {number(waitlisted)}
            </p>
            <p className="text-ink-soft">{textsOverview.dashboard.waitlisted}</p>
          </div>
        </div>
      </StaffSection>
      <section aria-labelledby="new-title" className="mt-8">
        <h2 id="new-title" className="text-xl font-bold text-forest-800">
          {textsOverview.dashboard.newItems}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {lists.map(({ list, newCount, total }) => (
            <li key={list}>
              <LocalLink
                to={`/admin/${list}?status=new`}
                className="block h-full rounded-2xl border border-sand bg-white p-5 shadow-sm hover:border-forest-600"
              >
                <span className="block font-semibold text-forest-800">{texts.lists[list]}</span>
                <span className="mt-1 block text-3xl font-bold">{fill(textsOverview.dashboard.newCount, { count: number(newCount) })}</span>
                <span className="text-ink-soft">{fill(textsOverview.dashboard.total, { count: number(total) })}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function TranslationsToDo({ translations }: { translations: NonNullable<Awaited<ReturnType<typeof loader>>["translations"]> }) {
  const textsOverview = useOverviewTexts();
  return (
    <section aria-labelledby="translations-title" className="mt-8">
      <h2 id="translations-title" className="text-xl font-bold text-forest-800">
        {textsOverview.dashboard.translations}
      </h2>
      {translations.length === 0 ? (
        <p className="mt-2 text-ink-soft">{textsOverview.dashboard.noTranslations}</p>
      ) : (
        <ul className="mt-4 grid gap-3" data-testid="translation-queue">
          {translations.map((item) => (
            <li key={item.id}>
              <LocalLink
                to={`/admin/content/${item.kind}/${item.id}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand bg-white p-4 shadow-sm hover:border-forest-600"
              >
                <span lang={item.titleLang} className="font-semibold text-forest-800">
                  {item.title}
                </span>
                <TranslationBadges translations={item.translations} />
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
