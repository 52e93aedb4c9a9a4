import { ComingSoonProgram } from "~/components/coming-soon-program";
import { upcomingProgramPage } from "~/content/upcoming-programs";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/programs.seniors";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("seniors", url, upcomingProgramPage("seniors"));
export const meta: Route.MetaFunction = pageMeta;

export default function SeniorsProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="seniors" title={title} content={content} />;
}
