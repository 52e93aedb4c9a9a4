import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ComingSoonProgram } from "#app/site/components/coming-soon-program.tsx";
import { upcomingProgramPage } from "#app/site/content/upcoming-programs.ts";
import type { Route } from "./+types/programs.health";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("health", url, upcomingProgramPage("health"));
export const meta: Route.MetaFunction = pageMeta;

export default function HealthProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="health" title={title} content={content} />;
}
