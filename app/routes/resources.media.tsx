import { Images } from "lucide-react";
import { ComingSoonPageBody } from "~/components/coming-soon-page";
import { PageHeader } from "~/components/page-header";
import { SectionTabs } from "~/components/section-tabs";
import { media } from "~/content/resources";
import { loadPage, pageMeta } from "~/lib/page-data";
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
