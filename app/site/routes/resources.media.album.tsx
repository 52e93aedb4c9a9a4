import { ArrowLeft } from "lucide-react";
import { lazy, type MouseEvent, Suspense, useState } from "react";
import { data, redirect } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { translator } from "#app/i18n/translate.ts";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { albumPage } from "#app/site/content/albums-data.server.ts";
import { gallery } from "#app/site/content/resources.ts";
import { documentMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { imagePreload, ResponsiveImage } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/resources.media.album";

// The viewer's code loads only when a photo is first opened: the album page's own script stays small.
const Lightbox = lazy(() => import("#app/site/components/lightbox.tsx"));

/** How wide a photo is drawn in the album's grid. */
const thumbnailSizes = "(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * /resources/media/:slug: one published album, its published photos in a grid. A photo opens large in a viewer
 * (keyboard, swipe) with its caption; without scripts its link opens the large photo itself.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const found = await albumPage(context.get(appServicesContext).db, params.slug, lang);
  if (!found) throw data(null, { status: 404 });
  if ("redirectTo" in found) throw redirect(localizePath(`/resources/media/${found.redirectTo}`, lang), 301);
  return { lang, ...found, text: gallery[lang] };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) {
    const t = translator(langFromPath(location.pathname));
    return [...documentMeta(location.pathname, t("notFound.title"), t("notFound.message")), { name: "robots", content: "noindex" }].filter(
      (tag) => !("rel" in tag),
    );
  }
  const { album, photos } = loaderData;
  const [first] = photos;
  return [
    ...documentMeta(location.pathname, album.title, album.description || album.title),
    // The first photo is at the top of the grid, the largest image the page starts with.
    ...(first ? [imagePreload(first, thumbnailSizes)] : []),
  ];
};

const photoId = (index: number) => `photo-${index + 1}`;

export default function AlbumPage({ loaderData: { album, photos, text } }: Route.ComponentProps) {
  const [open, setOpen] = useState<number | null>(null);
  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, or a download, stays the browser's: only a plain click opens the viewer.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(index);
  };
  const close = (last: number) => {
    setOpen(null);
    // Focus returns to the photo last shown, so the keyboard carries on from there in the grid.
    document.getElementById(photoId(last))?.focus();
  };
  return (
    <>
      <PageHeader
        title={album.textLang ? <span lang={album.textLang}>{album.title}</span> : album.title}
        intro={album.description ? <span lang={album.textLang}>{album.description}</span> : undefined}
      >
        <p className="mt-3 text-ink-soft">
          <time dateTime={album.date}>{album.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          {album.countLabel}
        </p>
        {album.textLang && <p className="mt-2 text-sm font-semibold text-ink-soft">{text.notTranslated}</p>}
      </PageHeader>
      <SectionTabs section="resources" />
      <Section labelledBy="album-photos">
        <LocalLink to="/resources/media" className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {text.album.back}
        </LocalLink>
        <SectionHeading id="album-photos">
          <span className="sr-only">{text.album.photosHeading}</span>
        </SectionHeading>
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.src}>
              <a
                id={photoId(index)}
                href={photo.large}
                onClick={show(index)}
                className="block overflow-hidden rounded-xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
              >
                <ResponsiveImage
                  image={photo}
                  sizes={thumbnailSizes}
                  priority={index === 0}
                  crop
                  className="aspect-square w-full transition duration-200 hover:scale-105"
                />
                <span className="sr-only">{text.album.opensLarge}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-ink-soft">{text.note}</p>
      </Section>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox photos={photos} start={open} words={text.album.lightbox} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
