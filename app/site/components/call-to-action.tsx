import type { ReactNode } from "react";
import { Section } from "#app/ui/page-header.tsx";

/**
 * A closing call to action on a dark green band with a tibeb edge: a heading, one sentence and the
 * links passed as children (give them the .btn classes; .btn-gold reads best on the green).
 */
export function CallToActionBand({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <Section labelledBy={id}>
      <div className="overflow-hidden rounded-2xl bg-forest-800 text-white shadow-sm">
        <div className="tibeb" aria-hidden="true" />
        <div className="flex flex-col gap-6 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id={id} className="text-2xl font-bold sm:text-3xl">
              {heading}
            </h2>
            <p className="mt-2 text-lg text-forest-100">{text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap md:shrink-0">{children}</div>
        </div>
      </div>
    </Section>
  );
}
