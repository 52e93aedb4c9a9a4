import { ComingSoonProgram } from "~/components/coming-soon-program";
import { upcomingProgramPage } from "~/content/upcoming-programs";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/programs.sports";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("sports", url, upcomingProgramPage("sports"));
export const meta: Route.MetaFunction = pageMeta;

export default function SportsProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="sports" title={title} content={content} />;
}
