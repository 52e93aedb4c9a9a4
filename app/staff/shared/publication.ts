/**
 * Publishing in the staff area's libraries (photos, documents): the buttons' intents and what the page says after
 * a save, in the words of `adminTexts.media`, which both libraries share.
 */
export type PublicationIntent = "save" | "publish" | "unpublish";
export type PublicationOutcome = "saved" | "publishedDone" | "unpublishedDone" | "withdrawn";
type Status = "draft" | "published";

/** A save of something published that now lacks what publishing needs takes it off the site: "withdrawn". */
export function publicationOutcome(intent: PublicationIntent, before: Status | undefined, after: Status): PublicationOutcome {
  if (intent === "publish") return "publishedDone";
  if (intent === "unpublish") return "unpublishedDone";
  return before === "published" && after === "draft" ? "withdrawn" : "saved";
}

/** The store's word for a button's intent. */
export const storeIntent = (intent: PublicationIntent) => (intent === "save" ? "keep" : intent);
