import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ComingSoonProgram } from "#app/site/components/coming-soon-program.tsx";
import { upcomingProgramPage } from "#app/site/content/upcoming-programs.ts";
import type { Route } from "./+types/programs.seniors";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("seniors", url, upcomingProgramPage("seniors"));
export const meta: Route.MetaFunction = pageMeta;

export default function SeniorsProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="seniors" title={title} content={content} />;
}
