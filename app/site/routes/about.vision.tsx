import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ProseSections } from "#app/site/components/prose.tsx";
import { vision } from "#app/site/content/vision.ts";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/about.vision";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("vision", url, vision);
export const meta: Route.MetaFunction = pageMeta;

export default function VisionPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section>
        <ProseSections sections={content.sections} />
      </Section>
    </>
  );
}
