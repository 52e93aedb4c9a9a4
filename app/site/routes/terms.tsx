import { pageMeta } from "#app/pages/page-data.ts";
import { LegalPage, loadLegalPage } from "#app/site/components/legal-page.tsx";
import { terms } from "#app/site/content/legal.ts";
import type { Route } from "./+types/terms";

export const loader = ({ url }: Route.LoaderArgs) => loadLegalPage("terms", url, terms);
export const meta: Route.MetaFunction = pageMeta;

export default function TermsPage({ loaderData: { title, content, updatedOn } }: Route.ComponentProps) {
  return <LegalPage title={title} content={content} updatedOn={updatedOn} />;
}
