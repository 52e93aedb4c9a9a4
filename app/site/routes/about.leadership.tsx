import { appServicesContext } from "#app/http/services.server.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { leadership, type PeopleGroup } from "#app/site/content/leadership.ts";
import { leadershipPeople, type PersonCard as Person } from "#app/site/content/people-data.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/about.leadership";

/** /about/leadership: the page's words, with the board and staff from the database. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = loadPage("leadership", url, leadership);
  return { ...page, people: await leadershipPeople(context.get(appServicesContext).db, page.lang) };
}
export const meta: Route.MetaFunction = pageMeta;

export default function LeadershipPage({ loaderData: { title, content, people } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <People id="board" group={content.board} people={people.board} columns="sm:grid-cols-2 lg:grid-cols-3" />
      <People id="staff" group={content.staff} people={people.staff} columns="md:grid-cols-2" offset={1} />
      <Section labelledBy="join">
        <div className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-10">
          <SectionHeading id="join">{content.join.heading}</SectionHeading>
          <p className="mt-3 max-w-3xl text-lg text-ink-soft">{content.join.text}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <LocalLink to={pages.volunteer.path} className="btn btn-primary">
              {t("home.volunteerCta")}
            </LocalLink>
            <LocalLink to={pages.contact.path} className="btn btn-outline">
              {t("actions.contactUs")}
            </LocalLink>
          </div>
        </div>
      </Section>
    </>
  );
}

function People({ id, group, people, columns, offset = 0 }: { id: string; group: PeopleGroup; people: Person[]; columns: string; offset?: number }) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id}>{group.heading}</SectionHeading>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">{group.intro}</p>
      <ul className={`mt-8 grid gap-6 ${columns}`}>
        {people.map((person, index) => (
          <li key={person.slug} data-testid={`person-${person.slug}`}>
            <PersonCard person={person} colour={circleColours[(index + offset) % circleColours.length]!} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Background and text colours of the initials circles, each pair with AA contrast. */
const circleColours = ["bg-forest-700 text-white", "bg-gold-300 text-ink", "bg-ember-700 text-white"] as const;

function PersonCard({ person, colour }: { person: Person; colour: string }) {
  return (
    <article className="h-full rounded-2xl border border-sand bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        {person.photo ? (
          <ResponsiveImage image={person.photo} sizes="4rem" crop className="h-16 w-16 shrink-0 rounded-full" />
        ) : (
          <span aria-hidden="true" className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-full text-xl font-bold ${colour}`}>
            {initials(person.name)}
          </span>
        )}
        <div lang={person.textLang}>
          <h3 className="text-xl font-bold text-forest-800">{person.name}</h3>
          <p className="font-semibold text-ember-700">{person.role}</p>
        </div>
      </div>
      {person.bio && (
        <p lang={person.textLang} className="mt-4 text-ink-soft">
          {person.bio}
        </p>
      )}
      {person.note && <p className="mt-2 text-sm font-semibold text-ink-soft">{person.note}</p>}
    </article>
  );
}

/** The first letter of the first and last names: "Meseret Alemu" gives "MA", "መሠረት ዓለሙ" gives "መዓ". */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return [first, last].map((word) => Array.from(word)[0] ?? "").join("");
}
