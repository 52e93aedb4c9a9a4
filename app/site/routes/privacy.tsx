import { pageMeta } from "#app/pages/page-data.ts";
import { LegalPage, loadLegalPage } from "#app/site/components/legal-page.tsx";
import { privacy } from "#app/site/content/legal.ts";
import type { Route } from "./+types/privacy";

export const loader = ({ url }: Route.LoaderArgs) => loadLegalPage("privacy", url, privacy);
export const meta: Route.MetaFunction = pageMeta;

export default function PrivacyPage({ loaderData: { title, content, updatedOn } }: Route.ComponentProps) {
  return <LegalPage title={title} content={content} updatedOn={updatedOn} />;
}
