import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ComingSoonProgram } from "#app/site/components/coming-soon-program.tsx";
import { upcomingProgramPage } from "#app/site/content/upcoming-programs.ts";
import type { Route } from "./+types/programs.housing";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("housing", url, upcomingProgramPage("housing"));
export const meta: Route.MetaFunction = pageMeta;

export default function HousingProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="housing" title={title} content={content} />;
}
