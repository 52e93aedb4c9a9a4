import { Bell, Images } from "lucide-react";
import { appServicesContext } from "#app/http/services.server.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { EmptyState } from "#app/site/components/empty-state.tsx";
import { EmailUsBox } from "#app/site/components/help-box.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { galleryAlbums } from "#app/site/content/albums-data.server.ts";
import { gallery } from "#app/site/content/resources.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { imagePreload, ResponsiveImage } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/resources.media";

/** How wide an album's cover is drawn in the gallery's grid. */
const albumCoverSizes = "(min-width: 1280px) 24rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** /resources/media: the published albums (app/content/albums-kind.ts), newest first, or a friendly empty state. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = loadPage("media", url, gallery);
  return { ...page, albums: await galleryAlbums(context.get(appServicesContext).db, page.lang) };
}

/** The first album's cover is the page's largest image at the top: preloaded. */
export const meta: Route.MetaFunction = (args) => {
  const first = args.loaderData?.albums[0];
  return [...pageMeta(args), ...(first ? [imagePreload(first.cover, albumCoverSizes)] : [])];
};

export default function MediaPage({ loaderData: { title, description, content, albums } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={description} />
      <SectionTabs section="resources" />
      {albums.length === 0 ? (
        <Section labelledBy="gallery-empty">
          <EmptyState id="gallery-empty" icon={<Images className="h-9 w-9" aria-hidden="true" />} heading={content.empty.heading}>
            <p>{content.empty.text}</p>
            <p className="mt-6">
              <LocalLink to="/subscribe?interest=news" className="btn btn-primary">
                <Bell className="h-5 w-5" aria-hidden="true" />
                {content.empty.notifyLink}
              </LocalLink>
            </p>
          </EmptyState>
        </Section>
      ) : (
        <Section labelledBy="albums">
          <SectionHeading id="albums">{content.albumsHeading}</SectionHeading>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {albums.map((album, index) => (
              <li key={album.slug}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-sand bg-white shadow-sm">
                  <ResponsiveImage image={album.cover} sizes={albumCoverSizes} priority={index === 0} crop className="aspect-[4/3] w-full" />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 lang={album.textLang} className="text-xl font-bold text-forest-800">
                      {/* The whole card is the link (its ::after covers it): one tap target, one name. */}
                      <LocalLink
                        to={`/resources/media/${album.slug}`}
                        className="inline-flex min-h-11 items-center after:absolute after:inset-0 after:content-[''] group-hover:underline"
                      >
                        {album.title}
                      </LocalLink>
                    </h3>
                    <p className="mt-1 text-sm text-ink-soft">
                      <time dateTime={album.date}>{album.dateLabel}</time>
                      <span aria-hidden="true"> · </span>
                      {album.countLabel}
                    </p>
                    {album.description && (
                      <p lang={album.textLang} className="mt-3 text-ink-soft">
                        {album.description}
                      </p>
                    )}
                    {album.textLang && <p className="mt-2 text-sm font-semibold text-ink-soft">{content.notTranslated}</p>}
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-3xl text-ink-soft">{content.note}</p>
        </Section>
      )}
      <Section className="pt-0">
        <EmailUsBox id="gallery-contribute" heading={content.contribute.heading} text={content.contribute.text} emailLabel={content.contribute.emailLabel} />
      </Section>
    </>
  );
}
