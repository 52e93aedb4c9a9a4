import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError } from "react-router";
import stylesheet from "#app/app.css?url";
import emblem from "#app/emblem.svg?inline";
import amharicPageFonts from "#app/fonts/generated/amharic-page.css?url";
import notoSans from "#app/fonts/generated/noto-sans.woff2?url";
import { appServicesContext } from "#app/http/services.server.ts";
import { languageDetectionScript } from "#app/i18n/language-detection.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { shellData } from "#app/site/shell/office-hours.server.ts";
import { SiteFooter } from "#app/site/shell/site-footer.tsx";
import { SiteHeader } from "#app/site/shell/site-header.tsx";
import { isForbidden } from "#app/staff/shared/forbidden.ts";
import { isStaffPath } from "#app/staff/shared/lists.ts";
import { revealWhenFontsReadyScript } from "#app/ui/page-fonts.ts";
import type { Route } from "./+types/root";

/** The contact facts and office hours of the footer, in both languages (they do not change with the page). */
export const loader = ({ context }: Route.LoaderArgs) => shellData(context.get(appServicesContext).db);
// Nothing in it changes between pages or languages; a publish renders every page again (the render cache).
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // Inlined (a quarter of a kilobyte): a favicon request would share the slow first round trips with the
  // stylesheets.
  { rel: "icon", href: emblem, type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  // A switch of language waits here for that language's strings (decision 31), before the head's meta
  // functions or any component ask for them.
  useTranslation();
  const staffArea = isStaffPath(useLocation().pathname);
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b5233" />
        {/* The head's two scripts come before any stylesheet: a script after a stylesheet still loading waits for
            it, and the parser with it, so the page's text would be parsed only once the stylesheets are in
            (decision 44). */}
        {/* biome-ignore lint: static string, allowed by hash in the Content-Security-Policy */}
        <script dangerouslySetInnerHTML={{ __html: languageDetectionScript }} />
        {/* biome-ignore lint: static string, allowed by hash in the Content-Security-Policy */}
        <script dangerouslySetInnerHTML={{ __html: revealWhenFontsReadyScript[lang] }} />
        <Meta />
        <Links />
        {/* After the stylesheet, which blocks the first paint and so must be asked for first. English pages
            fetch their font at once; Amharic pages carry theirs in a stylesheet of their own
            (scripts/build/fonts.ts). */}
        {/* Keyed: React cannot turn one <link> into the other. */}
        {lang === "en" ? (
          <link key="font" rel="preload" as="font" type="font/woff2" href={notoSans} crossOrigin="anonymous" />
        ) : (
          <link key="fonts-stylesheet" rel="stylesheet" href={amharicPageFonts} />
        )}
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <SkipLink />
        {/* The staff area has its own header (staff/shared/staff-shell.tsx). */}
        {!staffArea && <SiteHeader />}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {!staffArea && <SiteFooter />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="btn btn-gold fixed left-3 top-3 z-50 -translate-y-24 focus:translate-y-0">
      {t("navigation.skipToContent")}
    </a>
  );
}

export default function App() {
  // Scripts load after the page (see deferred-hydration.server.ts); this marks when they have taken over.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return <Outlet />;
}

/** Loaded only to answer a staff member's refusal, so no public page carries the staff area's code. */
const ForbiddenPage = lazy(() => import("#app/staff/shared/forbidden-page.tsx"));

export function ErrorBoundary() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const error = useRouteError();
  // The staff area's middleware refuses a page the role may not use before any loader runs, so React Router
  // renders its 403 here, at the first route with a loader.
  if (isRouteErrorResponse(error) && isForbidden(error.data) && isStaffPath(pathname))
    return (
      <Suspense>
        <ForbiddenPage forbidden={error.data} />
      </Suspense>
    );
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" data-path={pathname}>
      <h1 className="text-3xl font-bold text-forest-800">{t("error.title")}</h1>
      <p className="mt-4 text-lg">{t("error.message")}</p>
    </section>
  );
}
