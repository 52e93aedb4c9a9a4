import { type ContentKind, coverImageField } from "#app/content/kinds.ts";
import type { Localized } from "#app/i18n/language.ts";

export const newsCategories = ["education", "community", "events", "announcements"] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const newsCategoryLabels: Record<NewsCategory, Localized> = {
  education: { en: "Education", am: "ትምህርት" },
  community: { en: "Community", am: "ማኅበረሰብ" },
  events: { en: "Events", am: "ዝግጅቶች" },
  announcements: { en: "Announcements", am: "ማስታወቂያዎች" },
};

/** News articles: /news and /news/:slug (app/site/routes/news*.tsx read them, staff edit them). */
export const newsKind = {
  kind: "news",
  path: "/news",
  label: { en: "News article", am: "የዜና ጽሑፍ" },
  listLabel: { en: "News", am: "ዜና" },
  titleField: "title",
  itemFields: [
    { name: "date", input: "date", label: { en: "Date shown on the article", am: "በጽሑፉ ላይ የሚታየው ቀን" } },
    {
      name: "category",
      input: "choice",
      label: { en: "Category", am: "ምድብ" },
      options: newsCategories,
      optionLabels: newsCategoryLabels,
    },
    {
      name: "featured",
      input: "flag",
      label: { en: "Featured story", am: "ዋና ታሪክ" },
      hint: { en: "Shown large at the top of the news page (the newest featured one).", am: "በዜና ገጹ አናት ላይ በትልቁ ይታያል (አዲሱ ዋና ታሪክ)።" },
    },
    coverImageField,
  ],
  textFields: [
    { name: "title", input: "line", label: { en: "Title", am: "ርዕስ" }, required: true, max: 200 },
    {
      name: "excerpt",
      input: "paragraph",
      label: { en: "Summary", am: "ማጠቃለያ" },
      hint: { en: "One or two sentences, shown on the news page and under the title.", am: "በዜና ገጹና ከርዕሱ በታች የሚታዩ አንድ ወይም ሁለት ዓረፍተ ነገሮች።" },
      required: true,
      max: 600,
    },
    { name: "author", input: "line", label: { en: "Written by", am: "ጸሐፊ" }, required: true, max: 120 },
    {
      name: "body",
      input: "markdown",
      label: { en: "Article", am: "ጽሑፍ" },
      hint: {
        en: "A blank line starts a new paragraph. ## Heading, - list item, 1. numbered item, *italic*, **bold**, [link text](https://…). A photo: “Insert a photo”, its line ![](media:12) on its own.",
        am: "ባዶ መስመር አዲስ አንቀጽ ይጀምራል። ## ንዑስ ርዕስ፣ - የዝርዝር ንጥል፣ 1. ቁጥር ያለው ንጥል፣ *ያዘመመ*፣ **ደማቅ**፣ [የአገናኝ ጽሑፍ](https://…)። ፎቶ፦ «ፎቶ ያስገቡ»፤ መስመሩ ![](media:12) ብቻውን ይቆማል።",
      },
      required: true,
      max: 40_000,
      images: true,
    },
  ],
} as const satisfies ContentKind;
