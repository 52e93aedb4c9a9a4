import type { NewsletterInput } from "#app/newsletters/fields.ts";
import { createNewsletter } from "#app/newsletters/newsletters.server.ts";
import { serverDatabase } from "./database.ts";
import type { Backend } from "./server.ts";

export { seedSubscribers } from "../../scripts/bench/subscribers.ts";

/** A newsletter in both languages, each version telling which it is, to every subscriber unless told. */
export function testNewsletter(tag: string, audience: Partial<NewsletterInput["audience"]> = {}): NewsletterInput {
  return {
    subjectEn: `Community news ${tag}`,
    subjectAm: `የማኅበረሰብ ዜና ${tag}`,
    bodyEn: `# The festival\n\nJoin us at [the festival](/events/festival) on Saturday.\n\n- Food\n- *Music*`,
    bodyAm: `# በዓሉ\n\nቅዳሜ [በበዓሉ](/am/events/festival) ላይ ይቀላቀሉን።\n\n- ምግብ\n- ሙዚቃ`,
    audience: { language: "all", interests: [], ...audience },
  };
}

/** A draft newsletter in a shared test server's database, for the staff pages that show one. */
export const storeNewsletter = (backend: Backend) => createNewsletter(serverDatabase(backend), testNewsletter(`draft ${Date.now()}`));
