import type { ReactNode } from "react";

/** The title band at the top of every inner page: the page's one <h1> and an optional introduction. */
export function PageHeader({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="border-b border-sand bg-gradient-to-b from-sand to-cream">
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16">
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-forest-800 sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg text-ink-soft sm:text-xl">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

/** The width and padding shared by the sections of a page. */
export function Section({ children, className = "", labelledBy }: { children: ReactNode; className?: string; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={`mx-auto max-w-7xl px-4 py-10 sm:px-6 ${className}`}>
      {children}
    </section>
  );
}

export function SectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold text-forest-800 sm:text-3xl">
      {children}
    </h2>
  );
}
