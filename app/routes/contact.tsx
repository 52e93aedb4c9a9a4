import { ArrowRight, Clock, Mail, MapPin, Navigation, Phone } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { LocalLink } from "~/components/localized-link";
import { PageHeader, Section, SectionHeading } from "~/components/page-header";
import { organisation } from "~/config/organisation";
import { contact, type ContactTopic, type Mailbox } from "~/content/contact";
import { formatTimeRange } from "~/lib/format";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/contact";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("contact", url, contact);
export const meta: Route.MetaFunction = pageMeta;

const mailboxes: readonly Mailbox[] = ["email", "schoolEmail", "volunteerEmail"];
const directionsUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${organisation.street}, ${organisation.postcode}`)}`;

function DetailCard({ id, icon, heading, children }: { id: string; icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-2xl border border-sand bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-forest-50 text-forest-700">{icon}</span>
        <h3 id={id} className="text-xl font-bold text-forest-800">
          {heading}
        </h3>
      </div>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </article>
  );
}

/**
 * The topic named in `?topic=` (links from other pages: sponsorship, volunteer, newsletter) is
 * highlighted and scrolled into view. Pages are prerendered without the query, so this happens after
 * hydration.
 */
function useRequestedTopic(): string | null {
  const [searchParams] = useSearchParams();
  const [topic, setTopic] = useState<string | null>(null);
  useEffect(() => {
    const requested = searchParams.get("topic");
    setTopic(requested);
    if (requested) document.getElementById(`topic-${requested}`)?.scrollIntoView({ block: "center" });
  }, [searchParams]);
  return topic;
}

export default function ContactPage({ loaderData: { lang, title, content } }: Route.ComponentProps) {
  const requestedTopic = useRequestedTopic();
  const iconClass = "h-6 w-6";
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section labelledBy="contact-details">
        <SectionHeading id="contact-details">{content.detailsHeading}</SectionHeading>
        <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          <DetailCard id="contact-visit" icon={<MapPin className={iconClass} aria-hidden="true" />} heading={content.visit.heading}>
            <address className="not-italic text-lg">
              {organisation.street}
              <br />
              {organisation.postcode}
            </address>
            <p className="mt-3 flex-1 text-ink-soft">{content.visit.note}</p>
            <p className="mt-4">
              <a href={directionsUrl} className="btn btn-outline">
                <Navigation className="h-5 w-5" aria-hidden="true" />
                {content.visit.directions}
              </a>
            </p>
          </DetailCard>
          <DetailCard id="contact-call" icon={<Phone className={iconClass} aria-hidden="true" />} heading={content.call.heading}>
            <p className="text-lg">
              <PhoneLink />
            </p>
            <p className="mt-3 text-ink-soft">{content.call.text}</p>
          </DetailCard>
          <DetailCard id="contact-write" icon={<Mail className={iconClass} aria-hidden="true" />} heading={content.write.heading}>
            <dl className="space-y-3">
              {mailboxes.map((mailbox) => (
                <div key={mailbox}>
                  <dt className="text-sm text-ink-soft">{content.write.mailboxes[mailbox]}</dt>
                  <dd>
                    <EmailLink address={organisation[mailbox]} />
                  </dd>
                </div>
              ))}
            </dl>
          </DetailCard>
          <DetailCard id="contact-hours" icon={<Clock className={iconClass} aria-hidden="true" />} heading={content.hours.heading}>
            <dl className="space-y-3">
              {organisation.hours.map((row) => (
                <div key={row.days.en}>
                  <dt className="text-sm text-ink-soft">{row.days[lang]}</dt>
                  <dd className="text-lg font-semibold">{formatTimeRange(row.opens, row.closes, lang)}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-ink-soft">{content.hours.note}</p>
          </DetailCard>
        </div>
      </Section>

      <Section labelledBy="contact-topics" className="pt-0">
        <SectionHeading id="contact-topics">{content.topicsHeading}</SectionHeading>
        <p className="mt-2 max-w-3xl text-lg text-ink-soft">{content.topicsIntro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.topics.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} writeTo={content.writeTo} highlighted={requestedTopic === topic.id} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="contact-reply" className="pt-0">
        <div className="overflow-hidden rounded-2xl bg-forest-800 text-white shadow-sm">
          <div className="tibeb" aria-hidden="true" />
          <div className="p-6 sm:p-10">
            <h2 id="contact-reply" className="text-2xl font-bold sm:text-3xl">
              {content.reply.heading}
            </h2>
            <p className="mt-2 max-w-3xl text-lg text-forest-50">{content.reply.text}</p>
            <p className="mt-4 flex max-w-3xl flex-wrap items-center gap-x-3 text-forest-100">
              <span>{content.reply.urgent}</span>
              <PhoneLink tone="light" />
            </p>
            <p className="mt-2 font-semibold text-gold-300">{content.reply.emergency}</p>
          </div>
        </div>
      </Section>
    </>
  );
}

function TopicCard({ topic, writeTo, highlighted }: { topic: ContactTopic; writeTo: string; highlighted: boolean }) {
  return (
    <article
      id={`topic-${topic.id}`}
      aria-labelledby={`topic-${topic.id}-title`}
      data-highlighted={highlighted ? "" : undefined}
      className={`flex h-full scroll-mt-28 flex-col rounded-2xl border bg-white p-6 shadow-sm transition ${
        highlighted ? "border-gold-400 ring-4 ring-gold-300" : "border-sand"
      }`}
    >
      <h3 id={`topic-${topic.id}-title`} className="text-xl font-bold text-forest-800">
        {topic.title}
      </h3>
      <p className="mt-2 flex-1 text-ink-soft">{topic.text}</p>
      <p className="mt-4 flex flex-col items-start">
        <span className="text-sm text-ink-soft">{writeTo}</span>
        <EmailLink address={organisation[topic.mailbox]} subject={topic.subject} />
      </p>
      {topic.page && (
        <p>
          <LocalLink
            to={topic.page.to}
            className="group inline-flex min-h-11 items-center gap-1 font-semibold text-forest-700 hover:text-forest-800 hover:underline"
          >
            {topic.page.label}
            <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" aria-hidden="true" />
          </LocalLink>
        </p>
      )}
    </article>
  );
}
