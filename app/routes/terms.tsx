import { LegalPage } from "~/components/legal-page";
import { terms } from "~/content/legal";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/terms";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("terms", url, terms);
export const meta: Route.MetaFunction = pageMeta;

export default function TermsPage({ loaderData: { lang, title, content } }: Route.ComponentProps) {
  return <LegalPage lang={lang} title={title} content={content} />;
}
