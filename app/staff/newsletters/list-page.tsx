import { Mail, PenLine } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment, formatNumber } from "#app/i18n/format.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { listNewsletters } from "#app/newsletters/newsletters.server.ts";
import { NewsletterStatus } from "#app/staff/newsletters/newsletter-status.tsx";
import { newslettersTexts, useNewslettersTexts } from "#app/staff/newsletters/texts.ts";
import { ItemCard } from "#app/staff/shared/item-card.tsx";
import { StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/list-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, newslettersTexts[langFromPath(location.pathname)].title);

/** Every newsletter, newest first, each with where it stands: written, scheduled, being sent, sent. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = newslettersTexts[lang];
  const moment = (iso: string) => formatMoment(iso, lang, organisation.timeZone);
  return {
    newsletters: (await listNewsletters(context.get(appServicesContext).db)).map((newsletter) => ({
      id: newsletter.id,
      subject: newsletter.subject[lang],
      status: newsletter.status,
      when:
        newsletter.status === "sent" && newsletter.sentAt
          ? fill(t.sentOn, { date: moment(newsletter.sentAt) })
          : newsletter.status === "scheduled" && newsletter.sendAt
            ? fill(t.sendsAt, { date: moment(newsletter.sendAt) })
            : fill(t.written, { date: moment(newsletter.createdAt) }),
      recipients: newsletter.startedAt ? fill(t.recipients, { count: formatNumber(newsletter.recipients, lang) }) : null,
    })),
  };
}

export default function Newsletters() {
  const { newsletters } = useLoaderData<typeof loader>();
  const t = useNewslettersTexts();
  const lang = useLang();
  return (
    <div className="max-w-5xl space-y-6">
      <StaffHeading title={t.title} intro={t.intro}>
        <Link to={localizePath("/admin/newsletters/new", lang)} className="btn btn-primary">
          <PenLine className="h-5 w-5" aria-hidden="true" />
          {t.write}
        </Link>
      </StaffHeading>
      {newsletters.length === 0 ? (
        <p className="text-ink-soft">{t.empty}</p>
      ) : (
        <ul className="space-y-3">
          {newsletters.map((newsletter) => (
            <li key={newsletter.id}>
              <ItemCard to={localizePath(`/admin/newsletters/${newsletter.id}`, lang)} icon={Mail} badge={<NewsletterStatus status={newsletter.status} />}>
                <span className="block font-bold text-forest-800">{newsletter.subject}</span>
                <span className="block text-sm text-ink-soft">
                  {newsletter.when}
                  {newsletter.recipients && ` · ${newsletter.recipients}`}
                </span>
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
