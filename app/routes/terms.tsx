import { LegalPage, loadLegalPage } from "~/components/legal-page";
import { terms } from "~/content/legal";
import { pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/terms";

export const loader = ({ url }: Route.LoaderArgs) => loadLegalPage("terms", url, terms);
export const meta: Route.MetaFunction = pageMeta;

export default function TermsPage({ loaderData: { title, content, updatedOn } }: Route.ComponentProps) {
  return <LegalPage title={title} content={content} updatedOn={updatedOn} />;
}
