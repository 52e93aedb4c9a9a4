import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ProseSections } from "#app/site/components/prose.tsx";
import { mission } from "#app/site/content/mission.ts";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
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
