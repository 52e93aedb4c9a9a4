import { LegalPage } from "~/components/legal-page";
import { privacy } from "~/content/legal";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/privacy";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("privacy", url, privacy);
export const meta: Route.MetaFunction = pageMeta;

export default function PrivacyPage({ loaderData: { lang, title, content } }: Route.ComponentProps) {
  return <LegalPage lang={lang} title={title} content={content} />;
}
