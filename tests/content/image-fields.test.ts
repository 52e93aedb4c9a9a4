/**
 * Image fields of content (issue 15): the schema takes an image's id, or an album's ids in their order, and
 * refuses anything else; a page's image speaks the page's language, falling back to the other one, marked.
 */
import { describe, expect, test } from "vitest";
import { albumsKind } from "#app/content/albums-kind.ts";
import { newsKind } from "#app/content/news-kind.ts";
import { problemsOf, snapshotSchema } from "#app/content/schema.ts";
import { pageImage } from "#app/media/page-images.server.ts";
import type { MediaItem } from "#app/media/store.server.ts";

const article = (cover: string | undefined) => ({
  slug: "classroom",
  fields: { date: "2026-11-20", category: "community", featured: false, ...(cover === undefined ? {} : { cover }) },
  texts: { en: { title: "Classroom", excerpt: "Painted.", author: "Meron", body: "Thanks." }, am: { title: "", excerpt: "", author: "", body: "" } },
});
const album = (photos: string) => ({
  slug: "genna",
  fields: { date: "2027-01-07", photos },
  texts: { en: { title: "Genna", description: "" }, am: { title: "", description: "" } },
});
const problems = (schema: ReturnType<typeof snapshotSchema>, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : problemsOf(parsed.error);
};

describe("image fields", () => {
  test("a cover is optional, an image's id, and absent from an article saved before covers existed", () => {
    const schema = snapshotSchema(newsKind);
    expect(problems(schema, article(""))).toEqual({});
    expect(problems(schema, article(" 12 "))).toEqual({});
    expect(problems(schema, article(undefined))).toEqual({});
    expect(problems(schema, article("12,13"))).toEqual({ cover: "image" });
    expect(problems(schema, article("../x"))).toEqual({ cover: "image" });
  });

  test("an album has at least one photo, each once, in the order given", () => {
    const schema = snapshotSchema(albumsKind);
    const parsed = schema.safeParse(album("7,3,12"));
    expect(parsed.success && parsed.data.fields.photos).toBe("7,3,12");
    expect(problems(schema, album(""))).toEqual({ photos: "noPhotos" });
    expect(problems(schema, album("7,7"))).toEqual({ photos: "image" });
    expect(problems(schema, album("7;3"))).toEqual({ photos: "image" });
  });
});

describe("an image on a page", () => {
  const item: MediaItem = {
    id: 1,
    key: "0123456789abcdef0123",
    originalName: "genna.jpg",
    width: 1200,
    height: 900,
    texts: { en: { alt: "Children dancing", caption: "" }, am: { alt: "", caption: "ገና" } },
    focal: { x: 30, y: 70 },
    showsChildren: false,
    guardiansAgreed: null,
    status: "published",
    uploadedBy: "editor@example.org",
    createdAt: "2026-11-25T00:00:00.000Z",
    variants: [400, 800, 1200].flatMap((width) =>
      (["avif", "webp", "jpeg"] as const).map((format) => ({
        fileName: `0123456789abcdef0123-${width}.${format === "jpeg" ? "jpg" : format}`,
        format,
        width,
        height: (width * 3) / 4,
        byteSize: 1000,
      })),
    ),
  };

  test("offers every width of each format, best first, with its size, and a JPEG of 800 px for old browsers", () => {
    const image = pageImage(item, "en");
    expect(image.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    expect(image.sources[0]?.srcSet).toBe(
      "/media/0123456789abcdef0123-400.avif 400w, /media/0123456789abcdef0123-800.avif 800w, /media/0123456789abcdef0123-1200.avif 1200w",
    );
    expect([image.width, image.height]).toEqual([1200, 900]);
    expect(image.src).toBe("/media/0123456789abcdef0123-800.jpg");
    expect(image.large).toBe("/media/0123456789abcdef0123-1200.jpg");
  });

  test("speaks the page's language, and the other one, marked, only where the page's is missing", () => {
    expect(pageImage(item, "en")).toMatchObject({ alt: "Children dancing", caption: "ገና", captionLang: "am" });
    expect(pageImage(item, "en").altLang).toBeUndefined();
    expect(pageImage(item, "am")).toMatchObject({ alt: "Children dancing", altLang: "en", caption: "ገና" });
    expect(pageImage(item, "am").captionLang).toBeUndefined();
  });
});
