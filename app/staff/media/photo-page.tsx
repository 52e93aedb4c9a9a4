import { data, Form, useLoaderData } from "react-router";
import { z } from "zod/mini";
import { organisation } from "#app/config/organisation.ts";
import { CheckboxField, TextAreaField, TextField } from "#app/fields/field-components.tsx";
import { checkbox, optionalText, parseForm } from "#app/fields/validation.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { loadMedia, type MediaDetails, saveMediaDetails, type Unpublishable } from "#app/media/store.server.ts";
import { contentWriter } from "#app/staff/content/content.server.ts";
import { previewPath } from "#app/staff/media/media-paths.ts";
import { mediaStaffTexts, useMediaStaffTexts } from "#app/staff/media/texts.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { publicationOutcome, storeIntent } from "#app/staff/shared/publication.ts";
import { BackLink, PublicationButtons, PublicationStatus } from "#app/staff/shared/publication.tsx";
import { Notice, StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/photo-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, mediaStaffTexts[langFromPath(location.pathname)].media.title);

async function found(db: Parameters<typeof loadMedia>[0], param: string | undefined) {
  const id = Number(param);
  const item = Number.isSafeInteger(id) ? await loadMedia(db, id) : undefined;
  if (!item) throw data(null, { status: 404 });
  return item;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await found(context.get(appServicesContext).db, params.id);
  const preview = item.variants.filter((variant) => variant.format === "jpeg" && variant.width <= 800).at(-1) ?? item.variants[0];
  return {
    item: {
      id: item.id,
      key: item.key,
      originalName: item.originalName,
      width: item.width,
      height: item.height,
      previewWidth: preview?.width ?? item.width,
      texts: item.texts,
      focal: item.focal,
      showsChildren: item.showsChildren,
      guardiansAgreed: item.guardiansAgreed,
      status: item.status,
    },
  };
}

const focal = z.catch(z.coerce.number().check(z.int(), z.gte(0), z.lte(100)), 50);
const detailsSchema = z.object({
  intent: z.enum(["save", "publish", "unpublish"]),
  altEn: optionalText(300),
  altAm: optionalText(300),
  captionEn: optionalText(500),
  captionAm: optionalText(500),
  focalX: focal,
  focalY: focal,
  showsChildren: checkbox,
  guardiansAgreed: checkbox,
});

/** Saves the words and the photo-policy record; publishing is refused, with every reason and nothing lost, until they are complete. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, publicSiteChanged } = context.get(appServicesContext);
  const item = await found(db, params.id);
  const form = await readFormBody(request);
  const parsed = form && parseForm(detailsSchema, form);
  if (!parsed?.ok) return data({ refused: [] as Unpublishable[], values: null, badRequest: true }, { status: 400 });
  const { intent, altEn, altAm, captionEn, captionAm, focalX, focalY, showsChildren, guardiansAgreed } = parsed.data;
  const details: MediaDetails = {
    texts: { en: { alt: altEn, caption: captionEn }, am: { alt: altAm, caption: captionAm } },
    focal: { x: focalX, y: focalY },
    showsChildren,
    guardiansAgreed,
  };
  const result = await saveMediaDetails(db, item.id, details, storeIntent(intent), contentWriter(context.get(staffContext)));
  if (!result) throw data(null, { status: 404 });
  if ("refused" in result) return data({ refused: result.refused, values: details, badRequest: false }, { status: 400 });
  // Pages showing the image drop it, or show it, by the time the answer arrives (other servers within a second).
  await publicSiteChanged();
  return { outcome: publicationOutcome(intent, item.status, result.saved.status) };
}

export default function MediaItem({ actionData }: Route.ComponentProps) {
  const { item } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const textsMedia = useMediaStaffTexts();
  const t = textsMedia.media;
  const lang = useLang();
  const refused = actionData && "refused" in actionData ? actionData : undefined;
  // A refused publication saved nothing: what was typed comes back from the answer.
  const shown = refused?.values ?? item;
  return (
    <div className="max-w-5xl space-y-6">
      <BackLink to={localizePath("/admin/media", lang)} label={t.listTitle} />
      <StaffHeading title={item.originalName} intro={fill(t.sizes, { width: item.width, height: item.height })}>
        <PublicationStatus status={item.status} />
      </StaffHeading>
      {actionData && "outcome" in actionData && <Notice>{t[actionData.outcome]}</Notice>}
      {refused?.badRequest && <Notice tone="error">{texts.badRequest}</Notice>}
      {refused && refused.refused.length > 0 && (
        <div role="alert" className="rounded-xl border-s-8 border-ember-700 bg-ember-50 p-4 font-semibold text-ember-700">
          <ul className="list-disc space-y-1 ps-5">
            {refused.refused.map((reason) => (
              <li key={reason}>{t.unpublishable[reason]}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <img
          src={previewPath(item.key, item.previewWidth, lang)}
          alt={item.texts[lang].alt}
          width={item.width}
          height={item.height}
          className="h-auto w-full rounded-2xl border border-sand bg-sand"
          style={{ objectPosition: `${item.focal.x}% ${item.focal.y}%` }}
        />
        <Form method="post" className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm" key={JSON.stringify(actionData ?? "")}>
          {/* Not `required`: a draft may be saved undescribed; publishing says what is missing. */}
          <p className="text-sm text-ink-soft">{t.altHint}</p>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField name="altEn" lang="en" label={t.altEn} required={false} maxLength={300} defaultValue={shown.texts.en.alt} />
            <TextField name="altAm" lang="am" label={t.altAm} required={false} maxLength={300} defaultValue={shown.texts.am.alt} />
            <TextAreaField name="captionEn" lang="en" label={t.captionEn} optional rows={2} maxLength={500} defaultValue={shown.texts.en.caption} />
            <TextAreaField name="captionAm" lang="am" label={t.captionAm} optional rows={2} maxLength={500} defaultValue={shown.texts.am.caption} />
          </div>
          <fieldset>
            <legend className="mb-2 font-semibold">{t.focal}</legend>
            <div className="grid grid-cols-2 gap-4">
              <TextField name="focalX" type="number" inputMode="numeric" min={0} max={100} label={t.focalX} defaultValue={shown.focal.x} />
              <TextField name="focalY" type="number" inputMode="numeric" min={0} max={100} label={t.focalY} defaultValue={shown.focal.y} />
            </div>
          </fieldset>
          <div className="space-y-2 rounded-xl bg-cream p-4">
            <CheckboxField name="showsChildren" label={t.showsChildren} defaultChecked={shown.showsChildren} />
            <CheckboxField
              name="guardiansAgreed"
              label={t.guardiansAgreed}
              defaultChecked={refused?.values ? refused.values.guardiansAgreed : item.guardiansAgreed !== null}
              hint={
                item.guardiansAgreed
                  ? fill(t.guardiansRecorded, { email: item.guardiansAgreed.by, date: formatMoment(item.guardiansAgreed.at, lang, organisation.timeZone) })
                  : undefined
              }
            />
          </div>
          <PublicationButtons published={item.status === "published"} />
        </Form>
      </div>
    </div>
  );
}
