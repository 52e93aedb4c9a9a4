import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ComingSoonProgram } from "#app/site/components/coming-soon-program.tsx";
import { upcomingProgramPage } from "#app/site/content/upcoming-programs.ts";
import type { Route } from "./+types/programs.sports";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("sports", url, upcomingProgramPage("sports"));
export const meta: Route.MetaFunction = pageMeta;

export default function SportsProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="sports" title={title} content={content} />;
}
