import type { Lang } from "#app/i18n/language.ts";

/**
 * Rewrites a rendered page so its JavaScript loads after the page has loaded, not before it is painted.
 *
 * Every page works as plain HTML (links, the <details> menu, forms that post), so the scripts only
 * enhance it. React Router emits `<link rel="modulepreload">` tags and a module script whose static
 * imports start downloading while the page is still being parsed; on a slow phone those downloads
 * compete with the HTML, the stylesheet and the fonts and delay the first paint. Here the preloads are
 * removed, and the module script waits for the `load` event and the paint after it, then preloads the
 * same modules and imports them, in the same order, before starting React Router's client entry.
 */
/**
 * The route manifest a public page loads: React Router's with only the public routes of the page's language (and
 * those of no language), written at build time by scripts/build/public-manifest.ts (decisions 31, 40). A public page
 * never links into the staff area, and its links stay in its language (`LocalizedLink`); the language switcher is a
 * plain link, a full page load.
 */
export const publicManifestName = (manifest: string, lang: Lang) => manifest.replace(/\.js$/, `-public-${lang}.js`);

/** `publicLang`: the language of a public page, which loads that language's manifest; none for a staff page. */
export function deferHydration(html: string, { publicLang }: { publicLang?: Lang }): string {
  const preloads: string[] = [];
  // The manifest is named in the preloads and imported by the module script; in development it is a module of
  // Vite's, not a file of build/client, and stays as it is.
  const page = publicLang ? html.replace(/\/assets\/manifest-[\w-]+\.js/g, (manifest) => publicManifestName(manifest, publicLang)) : html;
  const withoutPreloads = page.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  // React Router's inline scripts at the end of the body (scroll restoration, the route context and its data)
  // are classic scripts: each would wait for the stylesheets still loading, and the parser with it. As modules
  // they run after parsing, in the same order among themselves and the module script below (decision 44).
  const bodyStart = withoutPreloads.indexOf("<body");
  const withDeferredScripts = withoutPreloads.slice(0, bodyStart) + withoutPreloads.slice(bodyStart).replaceAll("<script>", '<script type="module">');
  return withDeferredScripts.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_tag, code: string) => {
    // Static imports, named (`import * as route0 from …`) or bare (the route manifest, `import "…";`), would
    // load at once: each becomes an import awaited in its turn.
    const dynamicImports = code
      .replace(/import \* as (\w+) from ("[^"]+");/g, "const $1 = await import($2);")
      .replace(/(^|;|\n)\s*import ("[^"]+");/g, "$1await import($2);");
    // After `load` and the fonts, once the largest text has been painted and 100 ms have passed without a
    // larger paint (a browser that does not report it, Safari, waits for two frames instead).
    const waitForPage = `await new Promise((r) => (document.readyState === "complete" ? r() : addEventListener("load", r, { once: true })));await document.fonts.ready;await new Promise((r) => { if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return requestAnimationFrame(() => requestAnimationFrame(r)); let quiet = setTimeout(r, 3000); new PerformanceObserver((list, observer) => { clearTimeout(quiet); quiet = setTimeout(() => { observer.disconnect(); r(); }, 100); }).observe({ type: "largest-contentful-paint", buffered: true }); });`;
    const preload = `for (const href of ${JSON.stringify(preloads)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }`;
    // Each module is evaluated in a task of its own (with any import not yet evaluated), the client entry
    // (React DOM) last, so that no single task blocks a slow phone for long.
    const entry = dynamicImports.match(/import\(("[^"]+")\);\s*$/)?.[1];
    // Evaluated before the route modules are registered, the entry would hydrate without them.
    if (!entry) throw new Error("deferHydration: React Router's module script no longer ends by importing its client entry");
    const modules = preloads.filter((href) => JSON.stringify(href) !== entry);
    const evaluateOneByOne = `for (const href of ${JSON.stringify(modules)}) { await import(href); await new Promise((r) => setTimeout(r)); }`;
    return `<script type="module">${waitForPage}${preload}${evaluateOneByOne}${dynamicImports}</script>`;
  });
}
