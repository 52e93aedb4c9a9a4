import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { langFromPath } from "#app/i18n/language.ts";
import { translator, useTranslation } from "#app/i18n/translate.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/not-found";

/** Any path that is not a page: answered with HTTP 404, in the language of its prefix. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(langFromPath(location.pathname));
  return privatePageMeta(location.pathname, t("notFound.title"), t("notFound.message"));
};

export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <div className="tibeb mb-8 w-40 rounded-full" aria-hidden="true" />
      <h1 className="text-7xl font-bold text-forest-800">{t("notFound.heading")}</h1>
      <p className="mt-4 text-2xl text-ink-soft">{t("notFound.message")}</p>
      <LocalLink to="/" className="btn btn-primary mt-8">
        {t("notFound.returnHome")}
      </LocalLink>
    </div>
  );
}
