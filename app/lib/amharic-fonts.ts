/** Family names of the fonts inlined into the Amharic pages' stylesheet by scripts/build-fonts.ts. */
export const inlinedFontFamilies = { latin: "Noto Sans Inline", ethiopic: "Noto Sans Ethiopic Inline" } as const;

/** While set on <html>, the Amharic page is laid out but not shown (the stylesheet hides it). */
export const fontsLoadingClass = "fonts-loading";

/**
 * Inline script placed after the Amharic page's stylesheets. Inlined fonts are decoded asynchronously,
 * a few tens of milliseconds after the stylesheet arrives; painted before that, the page would be laid
 * out in fallback fonts and then move as every line re-wraps. It starts the decoding at once and keeps
 * the page hidden until both fonts are ready, one second at most. Without scripts the page shows at once.
 */
export const revealWhenFontsReadyScript = `(function(){var d=document.documentElement,c=${JSON.stringify(fontsLoadingClass)};if(!document.fonts)return;d.classList.add(c);Promise.race([Promise.all([document.fonts.load(${JSON.stringify(`1em "${inlinedFontFamilies.ethiopic}"`)},"ሀ"),document.fonts.load(${JSON.stringify(`1em "${inlinedFontFamilies.latin}"`)},"a")]),new Promise(function(r){setTimeout(r,1000)})]).then(function(){d.classList.remove(c)},function(){d.classList.remove(c)})})()`;
