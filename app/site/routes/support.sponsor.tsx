import { Award, Check, Gift, Mail } from "lucide-react";
import { formatDollars } from "#app/i18n/format.ts";
import type { Lang } from "#app/i18n/language.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { type SponsorTier, sponsor, type TierId } from "#app/site/content/support.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/support.sponsor";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("sponsor", url, sponsor);
  return { ...page, ranges: page.content.tiers.map((tier) => tierRange(tier, page.content.andAbove, page.lang)) };
};
export const meta: Route.MetaFunction = pageMeta;

/** Each tier's metal, as a band on its card and the colour of its medal. */
const tierStyles: Record<TierId, { band: string; medal: string; card: string }> = {
  bronze: { band: "bg-[#b87333]", medal: "bg-[#f6e4d3] text-[#7a4a1e]", card: "border-sand" },
  silver: { band: "bg-[#9aa3ab]", medal: "bg-[#eceff1] text-[#4a5259]", card: "border-sand" },
  gold: { band: "bg-gold-400", medal: "bg-gold-100 text-[#6b4a00]", card: "border-gold-400 ring-2 ring-gold-300" },
};

function tierRange(tier: SponsorTier, andAbove: string, lang: Lang): string {
  const min = formatDollars(tier.min, lang);
  return tier.max === null ? andAbove.replace("{amount}", min) : `${min}-${formatDollars(tier.max, lang)}`;
}

export default function SponsorPage({ loaderData: { title, content, ranges } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section labelledBy="sponsor-tiers">
        <SectionHeading id="sponsor-tiers">{content.tiersHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {content.tiers.map((tier, index) => {
            const style = tierStyles[tier.id];
            return (
              <li key={tier.id}>
                <article
                  aria-labelledby={`tier-${tier.id}`}
                  className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm ${style.card}`}
                >
                  <div className={`h-3 ${style.band}`} aria-hidden="true" />
                  <div className="flex flex-1 flex-col p-6">
                    <div className="flex items-center gap-3">
                      <span className={`inline-flex h-12 w-12 items-center justify-center rounded-full ${style.medal}`}>
                        <Award className="h-6 w-6" aria-hidden="true" />
                      </span>
                      <h3 id={`tier-${tier.id}`} className="text-2xl font-bold text-forest-800">
                        {tier.name}
                      </h3>
                    </div>
                    <p className="mt-4 text-3xl font-bold text-ink">{ranges[index]}</p>
                    <p className="mt-2 text-ink-soft">{tier.summary}</p>
                    <h4 className="mt-6 text-sm font-bold uppercase tracking-wide text-ink-soft">{content.benefitsLabel}</h4>
                    <ul className="mt-3 space-y-2">
                      {tier.benefits.map((benefit) => (
                        <li key={benefit} className="flex gap-2">
                          <Check className="mt-1 h-5 w-5 shrink-0 text-forest-600" aria-hidden="true" />
                          <span>{benefit}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section labelledBy="sponsor-how" className="pt-0">
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <h2 id="sponsor-how" className="text-xl font-bold text-forest-800 sm:text-2xl">
              {content.how.heading}
            </h2>
            <ol className="mt-5 space-y-4">
              {content.how.steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-forest-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-1">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl bg-sand p-6 sm:p-8 lg:col-span-2">
            <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white text-forest-700">
              <Gift className="h-6 w-6" aria-hidden="true" />
            </span>
            <h2 className="text-xl font-bold text-forest-800 sm:text-2xl">{content.inKind.heading}</h2>
            <p className="mt-2 text-ink-soft">{content.inKind.text}</p>
          </div>
        </div>
      </Section>
      <CallToActionBand id="sponsor-cta" heading={content.cta.heading} text={content.cta.text}>
        <LocalLink to="/contact?topic=sponsorship" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {content.cta.contactLink}
        </LocalLink>
        <LocalLink to={pages.sponsors.path} className="btn border-2 border-white text-white hover:bg-forest-700">
          {content.cta.sponsorsLink}
        </LocalLink>
      </CallToActionBand>
    </>
  );
}
