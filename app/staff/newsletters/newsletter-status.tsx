import type { NewsletterStatus as Status } from "#app/newsletters/newsletters.server.ts";
import { useNewslettersTexts } from "#app/staff/newsletters/texts.ts";

/** Where a newsletter stands, as a badge: the list and the newsletter's page. */
export function NewsletterStatus({ status }: { status: Status }) {
  const t = useNewslettersTexts();
  const tone = status === "sent" ? "bg-forest-100 text-forest-800" : status === "draft" ? "bg-sand text-ink" : "bg-gold-100 text-ink";
  return <span className={`self-start rounded-full px-3 py-1 text-sm font-semibold sm:self-center ${tone}`}>{t.statuses[status]}</span>;
}
