import { PageHeader, Section } from "~/components/page-header";
import { ProseSections } from "~/components/prose";
import { vision } from "~/content/vision";
import { loadPage, pageMeta } from "~/lib/page-data";
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
