import { type Localized, languages } from "#app/i18n/language.ts";

/**
 * Family names of the site's faces. scripts/build/fonts.ts writes their @font-face rules; app.css names
 * "Noto Sans", "Noto Sans Ethiopic" and "Ethiopic On English Pages" too.
 */
export const fontFamilies = {
  latin: "Noto Sans",
  ethiopic: "Noto Sans Ethiopic",
  /** The few Ethiopic words English pages show (the switcher's "አማርኛ"), inlined. */
  ethiopicOnEnglishPages: "Ethiopic On English Pages",
  /** Amharic pages' faces, inlined into a stylesheet of their own. */
  latinInline: "Noto Sans Inline",
  ethiopicInline: "Noto Sans Ethiopic Inline",
} as const;

/** While set on <html>, the page is neither laid out nor shown (fonts.css sets `display: none` on its body). */
export const fontsLoadingClass = "fonts-loading";

/** The faces each language's text is drawn with, and a character of each. */
const pageFaces: Localized<[family: string, sample: string][]> = {
  en: [
    [fontFamilies.latin, "a"],
    [fontFamilies.ethiopicOnEnglishPages, "አ"],
  ],
  am: [
    [fontFamilies.latinInline, "a"],
    [fontFamilies.ethiopicInline, "ሀ"],
  ],
};

/**
 * Inline script at the top of a page's <head>, by language. Painted before its fonts are ready, the page would
 * be laid out in the device's fonts and then move as every line re-wraps, and a phone would lay it out twice.
 * It hides the page at once and keeps it hidden until its faces are ready, one second at most.
 *
 * It stands before the stylesheets, so that the parser never waits for them (decision 44), and so before the
 * faces are declared: it asks for them each time a stylesheet has loaded (a face not yet declared answers with
 * no font) and in the first animation frame, which a browser runs only once the stylesheets that block rendering
 * are in. The second starts at the first of these. Without scripts the page shows at once (and swaps fonts when
 * they come).
 */
export const revealWhenFontsReadyScript = Object.fromEntries(
  languages.map((lang) => {
    const loads = pageFaces[lang].map(([family, sample]) => `f.load(${JSON.stringify(`1em "${family}"`)},${JSON.stringify(sample)})`);
    return [
      lang,
      `(function(){var d=document.documentElement,c=${JSON.stringify(fontsLoadingClass)},f=document.fonts,w;if(!f)return;d.classList.add(c);function r(){d.classList.remove(c)}function t(){w=w||setTimeout(r,1000);Promise.all([${loads.join(",")}]).then(function(l){for(var i=0;i<l.length;i++)if(!l[i].length)return;r()},r)}d.addEventListener("load",function(e){if(e.target.rel==="stylesheet")t()},true);requestAnimationFrame(t)})()`,
    ];
  }),
) as Localized<string>;
