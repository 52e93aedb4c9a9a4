import { BookOpenText, Car, Clock, Languages, Mail, PartyPopper, School, Utensils } from "lucide-react";
import type { ReactNode } from "react";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { type VolunteerRoleId, volunteer } from "#app/site/content/support.ts";
import { EmailLink } from "#app/ui/contact-links.tsx";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/support.volunteer";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("volunteer", url, volunteer);
export const meta: Route.MetaFunction = pageMeta;

const iconClass = "h-6 w-6";
const icons: Record<VolunteerRoleId, ReactNode> = {
  teaching: <School className={iconClass} aria-hidden="true" />,
  reading: <BookOpenText className={iconClass} aria-hidden="true" />,
  lunch: <Utensils className={iconClass} aria-hidden="true" />,
  drivers: <Car className={iconClass} aria-hidden="true" />,
  setup: <PartyPopper className={iconClass} aria-hidden="true" />,
  translation: <Languages className={iconClass} aria-hidden="true" />,
};

export default function VolunteerPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section labelledBy="volunteer-roles">
        <SectionHeading id="volunteer-roles">{content.rolesHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.roles.map((role) => (
            <li key={role.id}>
              <article aria-labelledby={`role-${role.id}`} className="flex h-full flex-col rounded-2xl border border-sand bg-white p-6 shadow-sm">
                <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-forest-50 text-forest-700">{icons[role.id]}</span>
                <h3 id={`role-${role.id}`} className="text-xl font-bold text-forest-800">
                  {role.title}
                </h3>
                <p className="mt-2 flex-1 text-ink-soft">{role.text}</p>
                <p className="mt-4 flex gap-2 rounded-xl bg-cream p-3 text-sm">
                  <Clock className="mt-0.5 h-4 w-4 shrink-0 text-forest-700" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{content.commitmentLabel} </span>
                    {role.commitment}
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="volunteer-expect" className="pt-0">
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <h2 id="volunteer-expect" className="text-xl font-bold text-forest-800 sm:text-2xl">
              {content.expect.heading}
            </h2>
            <ol className="mt-5 space-y-5">
              {content.expect.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-forest-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-bold text-ink">{step.title}</h3>
                    <p className="mt-1 text-ink-soft">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl bg-sand p-6 sm:p-8 lg:col-span-2">
            <h2 className="text-xl font-bold text-forest-800 sm:text-2xl">{content.who.heading}</h2>
            <ul className="mt-4 list-disc space-y-3 ps-5 marker:text-forest-700">
              {content.who.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <CallToActionBand id="volunteer-cta" heading={content.cta.heading} text={content.cta.text}>
        <LocalLink to="/contact?topic=volunteer" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {content.cta.contactLink}
        </LocalLink>
        <p className="flex flex-col text-forest-100">
          <span className="text-sm">{content.cta.emailLabel}</span>
          <EmailLink mailbox="volunteerEmail" tone="light" />
        </p>
      </CallToActionBand>
    </>
  );
}
