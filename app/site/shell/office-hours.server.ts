import { contactFacts } from "#app/content/facts.server.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import { keptThroughOutages } from "#app/storage/kept-through-outages.server.ts";
import type { ContactFacts } from "#app/ui/contact-facts.ts";

/**
 * The root loader's data: what the site's shell needs on every page, the contact facts and office hours (staff
 * edit them in the content store), formatted once on the server in both languages: the browser then builds no
 * date formatter while it hydrates a page, and the root's data is not reloaded when the switcher changes language.
 */
export const shellData = keptThroughOutages(
  async (db: Queryable): Promise<{ contact: ContactFacts }> => ({ contact: await contactFacts(db) }),
  () => "shell",
);
