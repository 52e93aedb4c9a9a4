import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import type { GalleryContent } from "#app/site/content/resources.ts";
import type { PageImage } from "#app/ui/page-image.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";

/** How far a finger must travel sideways for a swipe to turn the photo, in CSS pixels. */
const swipeDistance = 50;

/**
 * An album's photo shown large with its caption, in a modal `<dialog>`: the browser keeps focus inside it and
 * closes it on Escape; the arrow keys, the buttons and a swipe go to the previous or next photo. Loaded only when
 * a photo is first opened (the album page imports it lazily). `onClose` gets the photo last shown, whose
 * thumbnail takes the focus back.
 */
export default function Lightbox({
  photos,
  start,
  words,
  onClose,
}: {
  photos: PageImage[];
  start: number;
  words: GalleryContent["album"]["lightbox"];
  onClose: (last: number) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const swipeFrom = useRef<number | null>(null);
  const photo = photos[index];
  const go = (step: number) => setIndex((current) => (current + step + photos.length) % photos.length);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const distance = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(distance) >= swipeDistance) go(distance < 0 ? 1 : -1);
  };

  if (!photo) return null;
  const button =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white/10 px-3 font-semibold text-white hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-gold-300";
  return (
    <dialog
      ref={dialog}
      aria-label={words.label}
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-ink p-0 text-white backdrop:bg-black/80"
      data-testid="lightbox"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 p-2 sm:p-4">
          <p aria-live="polite" className="px-2 font-semibold">
            {words.position.replace("{n}", String(index + 1)).replace("{total}", String(photos.length))}
          </p>
          <button type="button" onClick={() => dialog.current?.close()} className={button}>
            <X className="h-6 w-6" aria-hidden="true" />
            {words.close}
          </button>
        </div>
        <figure
          className="flex min-h-0 flex-1 touch-pan-y select-none flex-col items-center justify-center px-2"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        >
          <ResponsiveImage key={photo.src} image={photo} sizes="100vw" priority className="max-h-[calc(100dvh-11rem)] w-auto max-w-full object-contain" />
          {photo.caption && (
            <figcaption lang={photo.captionLang} className="mt-3 max-w-3xl px-2 text-center text-lg">
              {photo.caption}
            </figcaption>
          )}
        </figure>
        <div className="flex items-center justify-between gap-3 p-2 sm:p-4">
          <button type="button" onClick={() => go(-1)} className={button}>
            <ChevronLeft className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{words.previous}</span>
          </button>
          <p className="hidden text-center text-sm text-white/80 sm:block">{words.swipeHint}</p>
          <button type="button" onClick={() => go(1)} className={button}>
            <span className="sr-only sm:not-sr-only">{words.next}</span>
            <ChevronRight className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
