import { LegalPage, loadLegalPage } from "~/components/legal-page";
import { privacy } from "~/content/legal";
import { pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/privacy";

export const loader = ({ url }: Route.LoaderArgs) => loadLegalPage("privacy", url, privacy);
export const meta: Route.MetaFunction = pageMeta;

export default function PrivacyPage({ loaderData: { title, content, updatedOn } }: Route.ComponentProps) {
  return <LegalPage title={title} content={content} updatedOn={updatedOn} />;
}
