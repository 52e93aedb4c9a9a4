import { ComingSoonProgram } from "~/components/coming-soon-program";
import { upcomingProgramPage } from "~/content/upcoming-programs";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/programs.health";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("health", url, upcomingProgramPage("health"));
export const meta: Route.MetaFunction = pageMeta;

export default function HealthProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="health" title={title} content={content} />;
}
