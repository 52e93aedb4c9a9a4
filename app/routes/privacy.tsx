import { LegalPage } from "~/components/legal-page";
import { privacy } from "~/content/legal";
import { formatDate } from "~/lib/format";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/privacy";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("privacy", url, privacy);
  return { ...page, updatedOn: formatDate(page.content.updated, page.lang) };
};
export const meta: Route.MetaFunction = pageMeta;

export default function PrivacyPage({ loaderData: { title, content, updatedOn } }: Route.ComponentProps) {
  return <LegalPage title={title} content={content} updatedOn={updatedOn} />;
}
