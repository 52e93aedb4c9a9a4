import { SectionTabs } from "./section-tabs";

/** The tab bar of the resources section, shown under the header of /resources and each of its pages. */
export function ResourceTabs() {
  return <SectionTabs tabs={["staff", "magazine", "archive", "downloads", "media"]} />;
}
