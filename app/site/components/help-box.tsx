import type { ReactNode } from "react";
import { EmailLink } from "#app/ui/contact-links.tsx";

/** A small closing box: a question as an <h2>, one sentence, and the links passed as children. */
export function HelpBox({ id, heading, text, children }: { id: string; heading: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-bold text-forest-800 sm:text-2xl">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-soft">{text}</p>
      {children && <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">{children}</div>}
    </div>
  );
}

/** A closing box whose answer is an e-mail to the organisation, its subject the question: "Send them to info@…". */
export function EmailUsBox({ id, heading, text, emailLabel }: { id: string; heading: string; text: string; emailLabel: string }) {
  return (
    <HelpBox id={id} heading={heading} text={text}>
      <p className="flex flex-wrap items-center gap-x-2">
        <span className="text-ink-soft">{emailLabel}</span>
        <EmailLink subject={heading} />
      </p>
    </HelpBox>
  );
}
