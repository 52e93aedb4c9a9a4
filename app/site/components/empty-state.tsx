import type { ReactNode } from "react";

/**
 * A friendly placeholder for a page whose content is not there yet: an icon, an <h2>, a few words and
 * the links passed as children.
 */
export function EmptyState({ id, icon, heading, children }: { id: string; icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-sand bg-white text-center shadow-sm">
      <div className="tibeb tibeb-thin" aria-hidden="true" />
      <div className="px-6 py-10 sm:px-12 sm:py-14">
        <span className="mx-auto mb-6 flex h-20 w-20 items-center justify-center rounded-full bg-gold-100 text-forest-700 ring-8 ring-cream">{icon}</span>
        <h2 id={id} className="text-2xl font-bold text-forest-800 sm:text-3xl">
          {heading}
        </h2>
        <div className="mx-auto mt-4 max-w-2xl text-lg text-ink-soft">{children}</div>
      </div>
    </div>
  );
}
