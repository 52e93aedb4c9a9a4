import { ImagePlus, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { data, Form, Link, useLoaderData, useRevalidator } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { maxImageBytes } from "#app/media/images.server.ts";
import { listMedia } from "#app/media/store.server.ts";
import { contentWriter } from "#app/staff/content/content.server.ts";
import { previewPath } from "#app/staff/media/media-paths.ts";
import { receiveUploads, type UploadOutcome } from "#app/staff/media/media-uploads.server.ts";
import { mediaStaffTexts, useMediaStaffTexts } from "#app/staff/media/texts.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { PublicationStatus } from "#app/staff/shared/publication.tsx";
import { Notice, StaffHeading, StaffSection } from "#app/staff/shared/staff-shell.tsx";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/library-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, mediaStaffTexts[langFromPath(location.pathname)].media.title);

export async function loader({ context }: Route.LoaderArgs) {
  const items = await listMedia(context.get(appServicesContext).db);
  return {
    maxMegabytes: maxImageBytes / 1024 / 1024,
    items: items.map((item) => ({
      id: item.id,
      key: item.key,
      previewWidth: Math.min(...item.variants.map((variant) => variant.width)),
      width: item.width,
      height: item.height,
      alt: item.texts,
      status: item.status,
      showsChildren: item.showsChildren,
      uploadedBy: item.uploadedBy,
      createdAt: item.createdAt,
    })),
  };
}

/** Without scripts, the chosen photos arrive here all at once; with scripts, each goes to media/upload. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) throw data({ error: "bad request" }, { status: 400 });
  return { outcomes: await receiveUploads(context.get(appServicesContext).db, form, contentWriter(context.get(staffContext))) };
}

export default function MediaLibrary({ actionData }: Route.ComponentProps) {
  const { items, maxMegabytes } = useLoaderData<typeof loader>();
  const t = useMediaStaffTexts().media;
  const lang = useLang();
  return (
    <div className="max-w-6xl space-y-8">
      <StaffHeading title={t.title} intro={t.intro} />
      <Uploader maxMegabytes={maxMegabytes} outcomesWithoutScript={actionData?.outcomes} />
      <section aria-labelledby="library-title">
        <h2 id="library-title" className="text-xl font-bold text-forest-800">
          {t.listTitle}
        </h2>
        {items.length === 0 ? (
          <p className="mt-3 text-ink-soft">{t.empty}</p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id} className="overflow-hidden rounded-2xl border border-sand bg-white shadow-sm" data-testid="media-item">
                <Link to={localizePath(`/admin/media/${item.id}`, lang)} className="block focus:outline-none focus:ring-4 focus:ring-gold-300">
                  <img
                    src={previewPath(item.key, item.previewWidth, lang)}
                    alt={item.alt[lang].alt || item.alt.en.alt || item.alt.am.alt}
                    width={item.width}
                    height={item.height}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-sand object-cover"
                  />
                  <span className="block space-y-1 p-3 text-sm">
                    <PublicationStatus status={item.status} className="inline-block px-2 py-0.5" />
                    <span className="block text-ink-soft">
                      {fill(t.uploadedBy, { email: item.uploadedBy, date: formatMoment(item.createdAt, lang, organisation.timeZone) })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface Progress {
  name: string;
  percent: number;
}

/**
 * The upload form. Without scripts it posts every chosen photo at once to this page. With scripts each photo
 * goes on its own to media/upload, with its progress shown (a phone on a slow connection sends for minutes),
 * and one that fails does not stop the rest.
 */
function Uploader({ maxMegabytes, outcomesWithoutScript }: { maxMegabytes: number; outcomesWithoutScript: UploadOutcome[] | undefined }) {
  const t = useMediaStaffTexts().media;
  const lang = useLang();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcomes, setOutcomes] = useState<UploadOutcome[] | null>(null);
  const [noFile, setNoFile] = useState(false);
  const shown = outcomes ?? outcomesWithoutScript;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = [...(new FormData(event.currentTarget).getAll("photos") as File[])].filter((file) => file.size > 0);
    setNoFile(files.length === 0);
    if (files.length === 0) return;
    const form = event.currentTarget;
    const results: UploadOutcome[] = [];
    for (const file of files) {
      setProgress({ name: file.name, percent: 0 });
      results.push(...(await sendOne(file, localizePath("/admin/media/upload", lang), (percent) => setProgress({ name: file.name, percent }))));
    }
    setProgress(null);
    setOutcomes(results);
    form.reset();
    revalidator.revalidate();
  }

  return (
    <StaffSection id="upload-title" title={t.uploadTitle} className="sm:p-7">
      <p className="mt-2 text-ink-soft">{fill(t.limits, { megabytes: maxMegabytes })}</p>
      <Form method="post" encType="multipart/form-data" className="mt-5 space-y-4" onSubmit={onSubmit}>
        <label htmlFor="media-photos" className="block font-semibold">
          {t.choose}
        </label>
        <input
          id="media-photos"
          name="photos"
          type="file"
          multiple
          // Only these three: a phone then hands over its HEIC photos converted to JPEG.
          accept="image/jpeg,image/png,image/webp"
          className="block w-full min-h-12 rounded-lg border-2 border-dashed border-[#b9ab95] bg-white p-3 text-base file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-forest-700 file:px-4 file:font-semibold file:text-white"
        />
        <button type="submit" className="btn btn-primary" disabled={progress !== null}>
          <Upload className="h-5 w-5" aria-hidden="true" />
          {t.upload}
        </button>
        {progress && (
          <div role="status" className="space-y-2">
            <p>{fill(t.uploading, { name: progress.name, percent: progress.percent })}</p>
            <progress max={100} value={progress.percent} className="h-3 w-full accent-forest-700" aria-label={progress.name} />
          </div>
        )}
      </Form>
      {noFile && <Notice tone="error">{t.refused.noFile}</Notice>}
      {shown && <UploadOutcomes outcomes={shown} maxMegabytes={maxMegabytes} />}
    </StaffSection>
  );
}

/** Sends one photo with XMLHttpRequest (fetch reports no upload progress); a broken connection reads as unreadable. */
function sendOne(file: File, url: string, onProgress: (percent: number) => void): Promise<UploadOutcome[]> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const body = new FormData();
    body.append("photos", file);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    const failed = (refused: "tooLarge" | "unsupported") => resolve([{ name: file.name, outcome: "refused", refused }]);
    request.onload = () => {
      if (request.status === 413) return failed("tooLarge");
      try {
        resolve((JSON.parse(request.responseText) as { outcomes: UploadOutcome[] }).outcomes);
      } catch {
        failed("unsupported");
      }
    };
    request.onerror = () => failed("unsupported");
    request.open("POST", url);
    request.send(body);
  });
}

function UploadOutcomes({ outcomes, maxMegabytes }: { outcomes: UploadOutcome[]; maxMegabytes: number }) {
  const t = useMediaStaffTexts().media;
  const added = outcomes.filter((outcome) => outcome.outcome === "added").length;
  return (
    <div className="mt-5 space-y-2">
      {outcomes.length === 0 && <Notice tone="error">{t.refused.noFile}</Notice>}
      {added > 0 && (
        <Notice>
          <ImagePlus className="me-2 inline h-5 w-5" aria-hidden="true" />
          {fill(t.uploaded, { count: added })}
        </Notice>
      )}
      {outcomes.map((outcome) =>
        outcome.outcome === "existed" ? (
          <Notice key={outcome.name}>{fill(t.alreadyHere, { name: outcome.name })}</Notice>
        ) : outcome.outcome === "refused" ? (
          <Notice key={outcome.name} tone="error">
            {fill(t.refused[outcome.refused], { name: outcome.name, megabytes: maxMegabytes })}
          </Notice>
        ) : null,
      )}
    </div>
  );
}
