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
export function deferHydration(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  return withoutPreloads.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_tag, code: string) => {
    const dynamicImports = code.replace(/import \* as (\w+) from ("[^"]+");/g, "const $1 = await import($2);");
    // After `load`, two animation frames: the loaded fonts have been painted before any script is fetched.
    const waitForLoad = `await new Promise((r) => (document.readyState === "complete" ? r() : addEventListener("load", r, { once: true })));await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));`;
    const preload = `for (const href of ${JSON.stringify(preloads)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }`;
    return `<script type="module">${waitForLoad}${preload}${dynamicImports}</script>`;
  });
}
