import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ComingSoonProgram } from "#app/site/components/coming-soon-program.tsx";
import { upcomingProgramPage } from "#app/site/content/upcoming-programs.ts";
import type { Route } from "./+types/programs.women";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("women", url, upcomingProgramPage("women"));
export const meta: Route.MetaFunction = pageMeta;

export default function WomenProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="women" title={title} content={content} />;
}
