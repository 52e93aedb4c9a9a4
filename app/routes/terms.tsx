import { LegalPage } from "~/components/legal-page";
import { terms } from "~/content/legal";
import { formatDate } from "~/lib/format";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/terms";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("terms", url, terms);
  return { ...page, updatedOn: formatDate(page.content.updated, page.lang) };
};
export const meta: Route.MetaFunction = pageMeta;

export default function TermsPage({ loaderData: { title, content, updatedOn } }: Route.ComponentProps) {
  return <LegalPage title={title} content={content} updatedOn={updatedOn} />;
}
