import { ComingSoonProgram } from "~/components/coming-soon-program";
import { upcomingProgramPage } from "~/content/upcoming-programs";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/programs.housing";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("housing", url, upcomingProgramPage("housing"));
export const meta: Route.MetaFunction = pageMeta;

export default function HousingProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="housing" title={title} content={content} />;
}
