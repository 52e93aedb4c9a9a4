import { BookOpen } from "lucide-react";
import { ComingSoonPageBody } from "~/components/coming-soon-page";
import { PageHeader } from "~/components/page-header";
import { SectionTabs } from "~/components/section-tabs";
import { magazine } from "~/content/resources";
import { loadPage, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/resources.magazine";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("magazine", url, magazine);
export const meta: Route.MetaFunction = pageMeta;

export default function MagazinePage({ loaderData: { title, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="resources" />
      <ComingSoonPageBody content={content} icon={<BookOpen className="h-9 w-9" aria-hidden="true" />} />
    </>
  );
}
