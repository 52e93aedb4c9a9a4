import type { ContentKind } from "#app/content/kinds.ts";

/**
 * The free text of the main pages that an organisation rewords (decision 25): the home page's introduction, the
 * programme descriptions, the about and history pages' prose. Fixed entries, one per block, each with its page
 * (the editor's "view" link) and its name in the staff list. Headings, buttons and labels stay in the code
 * (app/site/content/); the pages read these in their loaders (app/site/page-text.server.ts).
 */
export const pageTextEntries = {
  "home-introduction": { path: "/", label: { en: "Home page: introduction", am: "መነሻ ገጽ፦ መግቢያ" } },
  "home-education": { path: "/", label: { en: "Home page: the education program", am: "መነሻ ገጽ፦ የትምህርት ፕሮግራሙ" } },
  "programs-introduction": { path: "/programs", label: { en: "Programs: introduction", am: "ፕሮግራሞች፦ መግቢያ" } },
  "programs-education": { path: "/programs", label: { en: "Programs: the education program", am: "ፕሮግራሞች፦ የትምህርት ፕሮግራሙ" } },
  "education-introduction": { path: "/programs/education", label: { en: "Education: introduction", am: "ትምህርት፦ መግቢያ" } },
  "about-introduction": { path: "/about", label: { en: "About us: introduction", am: "ስለ እኛ፦ መግቢያ" } },
  "about-name": { path: "/about", label: { en: "About us: why “Tesfa”", am: "ስለ እኛ፦ ለምን «ተስፋ»" } },
  "history-introduction": { path: "/about/history", label: { en: "History: introduction", am: "ታሪክ፦ መግቢያ" } },
  "history-story": { path: "/about/history", label: { en: "History: how it began", am: "ታሪክ፦ እንዴት ተጀመረ" } },
} as const;
export type PageTextSlug = keyof typeof pageTextEntries;

export const pageTextKind = {
  kind: "page-text",
  label: { en: "Page text", am: "የገጽ ጽሑፍ" },
  titleField: "title",
  fixed: Object.keys(pageTextEntries) as PageTextSlug[],
  entries: pageTextEntries,
  itemFields: [],
  textFields: [
    { name: "title", input: "line", label: { en: "Name of this entry", am: "የዚህ ጽሑፍ ስም" }, required: true, max: 120 },
    {
      name: "text",
      input: "markdown",
      label: { en: "Text", am: "ጽሑፍ" },
      hint: {
        en: "A blank line starts a new paragraph. Keep it about as long as it is now: the page is laid out for it.",
        am: "ባዶ መስመር አዲስ አንቀጽ ይጀምራል። ገጹ የተዘጋጀው ለአሁኑ ርዝመት ስለሆነ ርዝመቱን ተቀራራቢ ያድርጉት።",
      },
      required: true,
      max: 3000,
    },
  ],
} as const satisfies ContentKind;
