import { ArrowRight, Check, Heart, MessageCircle, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/translate.ts";
import { ComingSoonBadge, InfoCard } from "#app/site/components/cards.tsx";
import { ProgramIcon } from "#app/site/components/program-icons.tsx";
import type { UpcomingProgramKey, UpcomingProgramPage } from "#app/site/content/upcoming-programs.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";

/**
 * The page of a program that is not running yet (health, housing, seniors, women, sports): what it will
 * be, where its preparation stands and how a visitor can help. The text comes from the route's loader.
 */
export function ComingSoonProgram({
  program: key,
  title,
  content: { program, common },
}: {
  program: UpcomingProgramKey;
  title: string;
  content: UpcomingProgramPage;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} intro={program.intro}>
        <div className="mt-6 flex items-center gap-3">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white text-forest-700 shadow-sm">
            <ProgramIcon program={key} />
          </span>
          {/* A wrapper, so the badge sits beside the icon rather than at the far end of the row. */}
          <span>
            <ComingSoonBadge />
          </span>
        </div>
      </PageHeader>

      <Section>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <section aria-labelledby="need">
              <SectionHeading id="need">{common.needHeading}</SectionHeading>
              <div className="mt-4 max-w-3xl space-y-4 text-lg text-ink-soft">
                {program.need.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
            <section aria-labelledby="plans" className="mt-12">
              <SectionHeading id="plans">{common.plansHeading}</SectionHeading>
              <ul className="mt-6 grid gap-5 sm:grid-cols-2">
                {program.plans.map((plan) => (
                  <li key={plan.title}>
                    <InfoCard title={plan.title}>
                      <p>{plan.text}</p>
                    </InfoCard>
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <div className="space-y-6">
            <section aria-labelledby="status" className="rounded-2xl border-s-8 border-gold-400 bg-gold-100 p-6">
              <h2 id="status" className="text-xl font-bold text-forest-800">
                {common.statusHeading}
              </h2>
              <p className="mt-2">{program.status}</p>
            </section>
            <section aria-labelledby="helpers" className="rounded-2xl border border-sand bg-white p-6 shadow-sm">
              <h2 id="helpers" className="text-xl font-bold text-forest-800">
                {common.helpersHeading}
              </h2>
              <ul className="mt-3 space-y-3">
                {program.helpers.map((helper) => (
                  <li key={helper} className="flex gap-3">
                    <Check className="mt-1 h-5 w-5 shrink-0 text-forest-600" aria-hidden="true" />
                    <span>{helper}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </Section>

      <div className="bg-sand/60">
        <Section labelledBy="help">
          <SectionHeading id="help">{common.help.heading}</SectionHeading>
          <p className="mt-3 max-w-3xl text-lg text-ink-soft">{common.help.intro}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            <HelpCard icon={<Users className="h-6 w-6" aria-hidden="true" />} {...common.help.volunteer}>
              <LocalLink to="/support/volunteer" className="btn btn-primary">
                {t("home.volunteerCta")}
              </LocalLink>
            </HelpCard>
            <HelpCard icon={<MessageCircle className="h-6 w-6" aria-hidden="true" />} {...common.help.contact}>
              <LocalLink to="/contact" className="btn btn-outline">
                {t("actions.contactUs")}
              </LocalLink>
            </HelpCard>
            <HelpCard icon={<Heart className="h-6 w-6" aria-hidden="true" />} {...common.help.donate}>
              <LocalLink to="/support/donate" className="btn btn-gold">
                {t("actions.donate")}
              </LocalLink>
            </HelpCard>
          </ul>
        </Section>
      </div>

      <Section labelledBy="meanwhile">
        <div className="flex flex-col gap-6 rounded-2xl bg-forest-800 p-6 text-white sm:p-10 md:flex-row md:items-center">
          <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gold-400 text-ink">
            <ProgramIcon program="education" className="h-7 w-7" />
          </span>
          <div className="flex-1">
            <h2 id="meanwhile" className="text-2xl font-bold">
              {common.meanwhile.heading}
            </h2>
            <p className="mt-2 text-forest-50">{common.meanwhile.text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            <LocalLink to="/programs/education" className="btn btn-gold">
              {common.meanwhile.action}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </LocalLink>
            <LocalLink to="/programs" className="btn btn-outline">
              {t("home.allPrograms")}
            </LocalLink>
          </div>
        </div>
      </Section>
    </>
  );
}

function HelpCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <li>
      <InfoCard title={title} icon={icon}>
        <div className="flex h-full flex-col gap-5">
          <p className="flex-1">{text}</p>
          <div>{children}</div>
        </div>
      </InfoCard>
    </li>
  );
}
