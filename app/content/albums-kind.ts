import type { ContentKind } from "#app/content/kinds.ts";

/**
 * Photo albums ("Genna 2027"): the gallery at /resources/media lists them, newest first, and each is at
 * /resources/media/:slug, a grid of its photos in the order chosen, each opening large with its caption.
 * Edited, translated, scheduled and revised like an article; its photos are published images of the library.
 */
export const albumsKind = {
  kind: "albums",
  path: "/resources/media",
  label: { en: "Photo album", am: "የፎቶ አልበም" },
  listLabel: { en: "Albums", am: "አልበሞች" },
  titleField: "title",
  itemFields: [
    { name: "date", input: "date", label: { en: "Date of the photos", am: "ፎቶዎቹ የተነሱበት ቀን" } },
    {
      name: "photos",
      input: "images",
      label: { en: "Photos, in the order shown", am: "ፎቶዎች፣ በሚታዩበት ቅደም ተከተል" },
      min: 1,
      max: 200,
    },
  ],
  textFields: [
    { name: "title", input: "line", label: { en: "Title", am: "ርዕስ" }, required: true, max: 200 },
    {
      name: "description",
      input: "paragraph",
      label: { en: "Description", am: "መግለጫ" },
      hint: { en: "One or two sentences, shown in the gallery and above the photos.", am: "በፎቶና በቪዲዮ ማዕከሉና ከፎቶዎቹ በላይ የሚታዩ አንድ ወይም ሁለት ዓረፍተ ነገሮች።" },
      required: false,
      max: 600,
    },
  ],
} as const satisfies ContentKind;
