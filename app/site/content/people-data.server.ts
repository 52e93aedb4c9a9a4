import { imageIdsOf } from "#app/content/kinds.ts";
import { type DirectoryTeam, directoryTeams } from "#app/content/people-kind.ts";
import { isWebAddress } from "#app/content/schema.ts";
import { type SponsorTierId, sponsorTiers } from "#app/content/sponsors-kind.ts";
import { type PublishedItem, publishedItems, textInLanguage } from "#app/content/store.server.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import { pageImages } from "#app/media/page-images.server.ts";
import { sponsor } from "#app/site/content/support.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { PageImage } from "#app/ui/page-image.ts";

/**
 * People and sponsors from the database (kinds "people" and "sponsors"), published by `now`, in their order,
 * in the page's language or in the other one while a translation is missing (marked with its language, and
 * with a short note in the page's language). Only the page's language reaches the page.
 */

/** Under a card shown in the other language. */
export const notTranslatedNote: Localized = {
  en: "Not translated into English yet.",
  am: "ገና ወደ አማርኛ አልተተረጎመም።",
};

interface Shown {
  /** Set when the text is in the other language (its translation is missing). */
  textLang?: Lang;
  /** The page's note for such a text. */
  note?: string;
}

export interface PersonCard extends Shown {
  slug: string;
  name: string;
  role: string;
  bio: string;
  email?: string;
  phone?: string;
  /** Their photo, while it is published. */
  photo?: PageImage;
}

export interface SponsorCard extends Shown {
  slug: string;
  name: string;
  description: string;
  website?: string;
  /** Their logo, while it is published. */
  logo?: PageImage;
}

/** The published image of each item's image field `field` (a photo, a logo), in the page's language, by item id. */
async function imagesOf(db: Queryable, items: PublishedItem[], field: string, lang: Lang): Promise<Map<number, PageImage>> {
  const found = await pageImages(
    db,
    items.flatMap((item) => imageIdsOf(item.fields[field])),
    lang,
  );
  return new Map(
    items.flatMap((item) => {
      const image = found.get(imageIdsOf(item.fields[field])[0] ?? 0);
      return image ? [[item.id, image] as const] : [];
    }),
  );
}

/** The item's text in the page's language, or the other one's with its `lang` and the note that says so. */
function textOf(item: PublishedItem, lang: Lang): { text: Record<string, string>; shown: Shown } {
  const { text, textLang } = textInLanguage(item, lang);
  return { text, shown: textLang ? { textLang, note: notTranslatedNote[lang] } : {} };
}

const inOrder = (items: PublishedItem[]) => items.sort((a, b) => Number(a.fields.order ?? 0) - Number(b.fields.order ?? 0) || a.id - b.id);

function personCard(item: PublishedItem, lang: Lang, photos: Map<number, PageImage>): PersonCard {
  const { text, shown } = textOf(item, lang);
  const email = String(item.fields.email ?? "");
  const phone = String(item.fields.phone ?? "");
  const photo = photos.get(item.id);
  return {
    slug: item.slug,
    name: text.name ?? "",
    role: text.role ?? "",
    bio: text.bio ?? "",
    ...(email && { email }),
    ...(phone && { phone }),
    ...(photo && { photo }),
    ...shown,
  };
}

const people = async (db: Queryable, now: Date) => inOrder(await publishedItems(db, "people", now));

/** The board and the staff of /about/leadership. */
export async function leadershipPeople(db: Queryable, lang: Lang, now = new Date()): Promise<{ board: PersonCard[]; staff: PersonCard[] }> {
  const all = await people(db, now);
  const photos = await imagesOf(db, all, "photo", lang);
  const of = (section: string) => all.filter((item) => item.fields.section === section).map((item) => personCard(item, lang, photos));
  return { board: of("board"), staff: of("staff") };
}

/** Each team's members in the staff directory (/resources/staff). */
export async function directoryMembers(db: Queryable, lang: Lang, now = new Date()): Promise<Record<DirectoryTeam, PersonCard[]>> {
  const all = await people(db, now);
  const photos = await imagesOf(db, all, "photo", lang);
  return Object.fromEntries(
    directoryTeams.map((team) => [team, all.filter((item) => item.fields.team === team).map((item) => personCard(item, lang, photos))]),
  ) as Record<DirectoryTeam, PersonCard[]>;
}

export interface SponsorTierGroup {
  tier: SponsorTierId;
  name: string;
  sponsors: SponsorCard[];
}

/** The published sponsors by tier, highest first; tiers without sponsors are left out. */
export async function sponsorsByTier(db: Queryable, lang: Lang, now = new Date()): Promise<SponsorTierGroup[]> {
  const all = inOrder(await publishedItems(db, "sponsors", now));
  const logos = await imagesOf(db, all, "logo", lang);
  return sponsorTiers
    .map((tier) => ({
      tier,
      name: sponsor[lang].tiers.find((each) => each.id === tier)?.name ?? tier,
      sponsors: all
        .filter((item) => item.fields.tier === tier)
        .map((item): SponsorCard => {
          const { text, shown } = textOf(item, lang);
          const website = String(item.fields.website ?? "");
          const logo = logos.get(item.id);
          return {
            slug: item.slug,
            name: text.name ?? "",
            description: text.description ?? "",
            ...(isWebAddress(website) && { website }),
            ...(logo && { logo }),
            ...shown,
          };
        }),
    }))
    .filter((group) => group.sponsors.length > 0);
}
