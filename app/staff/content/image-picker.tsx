import { ImageOff, ImagePlus } from "lucide-react";
import { useEffect, useState } from "react";
import { type ItemField, imageIdsOf } from "#app/content/kinds.ts";
import { imageMarkdown } from "#app/content/markdown.ts";
import type { Lang } from "#app/i18n/language.ts";
import type { ContentStaffTexts } from "#app/staff/content/texts.ts";
import type { PickableImage } from "#app/staff/shared/pickable-image.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

type ImageField = Extract<ItemField, { input: "image" | "images" }>;

/**
 * Choosing images for a content field on a phone as on a computer: a grid of thumbnails, each a large label
 * around a radio button (one image) or a checkbox (an album's photos), named by its alt text. Plain form
 * inputs, so it works without scripts and without dragging; an album's photos are sent in the order shown,
 * the chosen ones first in their order.
 */
export function ImagePicker({
  field,
  value,
  images,
  problem,
  lang,
  texts,
}: {
  field: ImageField;
  value: string;
  images: PickableImage[];
  problem?: string;
  lang: Lang;
  texts: ContentStaffTexts;
}) {
  const fieldId = `field-${field.name}`;
  const chosen = imageIdsOf(value);
  const several = field.input === "images";
  const ordered = several
    ? [...chosen.flatMap((id) => images.filter((image) => image.id === id)), ...images.filter((image) => !chosen.includes(image.id))]
    : images;
  const option =
    "relative flex min-h-11 cursor-pointer flex-col rounded-xl border-2 border-sand bg-white p-2 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400";
  const box = "absolute start-3 top-3 h-6 w-6 accent-forest-700";
  return (
    <fieldset
      aria-describedby={[`${fieldId}-hint`, problem ? `${fieldId}-problem` : ""].filter(Boolean).join(" ")}
      aria-invalid={problem ? true : undefined}
      data-testid={`picker-${field.name}`}
    >
      <legend className="font-semibold">{field.label[lang]}</legend>
      <p id={`${fieldId}-hint`} className="text-sm text-ink-soft">
        {field.hint?.[lang] ?? texts.content.picker.hint}{" "}
        <LocalLink to="/admin/media" className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline">
          {texts.content.picker.library}
        </LocalLink>
      </p>
      {images.length === 0 && <p className="mt-2 rounded-lg bg-sand p-3">{texts.content.picker.empty}</p>}
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {!several && (
          <li>
            <label className={`${option} h-full`}>
              <input type="radio" name={field.name} value="" defaultChecked={chosen.length === 0} className={box} />
              <span className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-sand text-ink-soft">
                <ImageOff className="h-8 w-8" aria-hidden="true" />
              </span>
              <span className="mt-2 text-sm font-semibold">{texts.content.picker.none}</span>
            </label>
          </li>
        )}
        {ordered.map((image) => (
          <li key={image.id}>
            <label className={`${option} h-full`}>
              <input
                type={several ? "checkbox" : "radio"}
                name={field.name}
                value={String(image.id)}
                defaultChecked={chosen.includes(image.id)}
                className={box}
              />
              {/* The label's text is the alt text: the thumbnail itself adds nothing to read. */}
              <img src={image.thumb} alt="" width={image.width} height={image.height} loading="lazy" className="aspect-[4/3] w-full rounded-lg object-cover" />
              <span lang={lang} className="mt-2 line-clamp-3 text-sm">
                {image.alt[lang]}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * "Insert a photo" under a text that may show images (an article's, an event's): the published photos, each with
 * its line (`![](media:12)`) to copy, which works without scripts; with them, a button puts the line where the
 * cursor is, on a line of its own. The photo's alt text and caption are the library's, never typed.
 */
export function TextImagePicker({ textareaId, images, lang, texts }: { textareaId: string; images: PickableImage[]; lang: Lang; texts: ContentStaffTexts }) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const insert = (id: number) => {
    const textarea = document.getElementById(textareaId);
    if (!(textarea instanceof HTMLTextAreaElement)) return;
    const before = textarea.value.slice(0, textarea.selectionEnd).trimEnd();
    const after = textarea.value.slice(textarea.selectionEnd).trimStart();
    const line = imageMarkdown(id);
    textarea.value = [before, line, after].filter(Boolean).join("\n\n");
    const caret = (before ? before.length + 2 : 0) + line.length;
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
    // The editor reads its form on each input: the preview, the drafts.
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  };
  return (
    <details className="mt-2 rounded-lg border border-sand bg-cream" data-testid={`insert-image-${textareaId}`}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-semibold text-forest-700">
        <ImagePlus className="h-5 w-5" aria-hidden="true" />
        {texts.content.insertImage.open}
      </summary>
      <div className="px-3 pb-3">
        <p className="text-sm text-ink-soft">{texts.content.insertImage.hint}</p>
        {images.length === 0 ? (
          <p className="mt-2 rounded-lg bg-sand p-3">{texts.content.picker.empty}</p>
        ) : (
          <>
            <p className="mt-2 text-sm">{texts.content.insertImage.copy}</p>
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {images.map((image) => (
                <li key={image.id} className="flex flex-col rounded-xl border-2 border-sand bg-white p-2">
                  <img
                    src={image.thumb}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                  <span lang={lang} className="mt-2 line-clamp-3 text-sm">
                    {image.alt[lang]}
                  </span>
                  <code className="mt-1 select-all break-all text-sm">{imageMarkdown(image.id)}</code>
                  {scripted && (
                    <button type="button" className="btn btn-outline mt-2" onClick={() => insert(image.id)}>
                      {texts.content.insertImage.insert}
                      <span className="sr-only">: {image.alt[lang]}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
