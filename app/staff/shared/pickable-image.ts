import type { Localized } from "#app/i18n/language.ts";

/** A published image as the picker offers it: a small JPEG and its alt text in both languages. */
export interface PickableImage {
  id: number;
  thumb: string;
  width: number;
  height: number;
  alt: Localized;
}
