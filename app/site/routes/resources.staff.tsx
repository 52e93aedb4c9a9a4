import { CalendarDays, Crown, GraduationCap, Megaphone, School, Users } from "lucide-react";
import type { ReactNode } from "react";
import { appServicesContext } from "#app/http/services.server.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { HelpBox } from "#app/site/components/help-box.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { directoryMembers, type PersonCard } from "#app/site/content/people-data.server.ts";
import { type StaffTeam, staff, type TeamId } from "#app/site/content/resources.ts";
import { EmailLink, PhoneLink } from "#app/ui/contact-links.tsx";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/resources.staff";

/** /resources/staff: the teams' words, with their members from the database. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = loadPage("staff", url, staff);
  return { ...page, members: await directoryMembers(context.get(appServicesContext).db, page.lang) };
}
export const meta: Route.MetaFunction = pageMeta;

const iconClass = "h-6 w-6";
const teamIcons: Record<TeamId, ReactNode> = {
  leadership: <Crown className={iconClass} aria-hidden="true" />,
  education: <GraduationCap className={iconClass} aria-hidden="true" />,
  teachers: <School className={iconClass} aria-hidden="true" />,
  administration: <Users className={iconClass} aria-hidden="true" />,
  outreach: <Megaphone className={iconClass} aria-hidden="true" />,
  events: <CalendarDays className={iconClass} aria-hidden="true" />,
};

export default function StaffPage({ loaderData: { title, content, members } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="resources" />
      <Section labelledBy="staff-teams">
        <SectionHeading id="staff-teams">{content.teamsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {content.teams.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} members={members[team.id]} labels={content.labels} />
            </li>
          ))}
        </ul>
      </Section>
      <Section className="pt-0">
        <HelpBox id="staff-help" heading={content.note.heading} text={content.note.text}>
          <LocalLink to={pages.contact.path} className="btn btn-primary">
            {t("actions.contactUs")}
          </LocalLink>
        </HelpBox>
      </Section>
    </>
  );
}

function TeamCard({ team, members, labels }: { team: StaffTeam; members: PersonCard[]; labels: { members: string; email: string; phone: string } }) {
  const headingId = `team-${team.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-sand bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-forest-50 text-forest-700">{teamIcons[team.id]}</span>
        <h3 id={headingId} className="text-xl font-bold text-forest-800">
          {team.name}
        </h3>
      </div>
      <p className="mt-3 text-ink-soft">{team.description}</p>
      <ul aria-label={labels.members} className="mt-4 flex-1 divide-y divide-sand border-y border-sand">
        {members.map((member) => (
          <li key={member.slug} className="flex items-center gap-3 py-3" data-testid={`member-${member.slug}`}>
            {member.photo ? (
              <ResponsiveImage image={member.photo} sizes="2.5rem" crop className="h-10 w-10 shrink-0 rounded-full" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-100 text-sm font-bold text-[#6b4a00]"
              >
                {initials(member.name)}
              </span>
            )}
            <span className="flex min-w-0 flex-col leading-snug">
              <span lang={member.textLang} className="font-semibold text-ink">
                {member.name}
              </span>
              <span lang={member.textLang} className="text-sm text-ink-soft">
                {member.role}
              </span>
              {member.note && <span className="text-sm font-semibold text-ink-soft">{member.note}</span>}
              {member.email && <EmailLink address={member.email} />}
              {member.phone && (
                <a href={`tel:${member.phone.replace(/[^0-9+]/g, "")}`} className="font-semibold text-forest-700 underline">
                  {member.phone}
                </a>
              )}
            </span>
          </li>
        ))}
      </ul>
      {team.contact && (
        <p className="mt-4 flex flex-wrap items-center gap-x-2">
          <span className="text-sm font-semibold uppercase tracking-wide text-ink-soft">{team.contact === "phone" ? labels.phone : labels.email}</span>
          {team.contact === "phone" ? <PhoneLink /> : <EmailLink mailbox={team.contact} />}
        </p>
      )}
    </article>
  );
}

/** The first letter of the first two words that are not a title such as "Dr." or "ዶ/ር". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => !word.includes(".") && !word.includes("/"))
    .slice(0, 2)
    .map((word) => [...word][0])
    .join("");
}
