import { Images } from "lucide-react";
import { ComingSoonPageBody } from "#app/site/components/coming-soon-page.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { media } from "#app/site/content/resources.ts";
import { loadPage, pageMeta } from "#app/site/page-data.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/resources.media";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("media", url, media);
export const meta: Route.MetaFunction = pageMeta;

export default function MediaPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="resources" />
      <ComingSoonPageBody content={content} icon={<Images className="h-9 w-9" aria-hidden="true" />} />
    </>
  );
}
