import { ComingSoonProgram } from "~/components/coming-soon-program";
import { upcomingProgramPage } from "~/content/upcoming-programs";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/programs.women";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("women", url, upcomingProgramPage("women"));
export const meta: Route.MetaFunction = pageMeta;

export default function WomenProgramPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return <ComingSoonProgram program="women" title={title} content={content} />;
}
