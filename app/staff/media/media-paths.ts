import { type Lang, localizePath } from "#app/i18n/language.ts";
import { variantFileName } from "#app/media/image-variants.ts";

/** The staff area's address of an image's JPEG at a width: drafts too, for the library's previews. */
export const previewPath = (key: string, width: number, lang: Lang) => localizePath(`/admin/media/file/${variantFileName(key, width, "jpeg")}`, lang);
