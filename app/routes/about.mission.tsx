import { PageHeader, Section } from "~/components/page-header";
import { ProseSections } from "~/components/prose";
import { mission } from "~/content/mission";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/about.mission";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("mission", url, mission);
export const meta: Route.MetaFunction = pageMeta;

export default function MissionPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section>
        <ProseSections sections={content.sections} />
      </Section>
    </>
  );
}
