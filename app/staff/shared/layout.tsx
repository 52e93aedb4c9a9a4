import { isRouteErrorResponse, Outlet, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { langFromPath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { requireStaff, staffContext } from "#app/staff/shared/auth.server.ts";
import { isForbidden } from "#app/staff/shared/forbidden.ts";
import ForbiddenPage from "#app/staff/shared/forbidden-page.tsx";
import { signInPath } from "#app/staff/shared/sign-in-path.ts";
import { StaffHeading, StaffShell } from "#app/staff/shared/staff-shell.tsx";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/layout";

/**
 * Every page, action and export under /admin passes this first (app/staff/shared/auth.server.ts): signed in, and
 * with the permission the route declares in app/staff/staff-pages.ts.
 */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

// The loader makes the middleware run on every navigation inside the staff area, not only on full loads.
export function loader({ context }: Route.LoaderArgs) {
  const { email, role } = context.get(staffContext);
  return { staffEmail: email, role };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const texts = adminTexts[langFromPath(location.pathname)];
  return privatePageMeta(location.pathname, texts.title, texts.title);
};

export default function StaffArea({ loaderData: { staffEmail, role } }: Route.ComponentProps) {
  return (
    <StaffShell staffEmail={staffEmail} role={role}>
      <Outlet />
    </StaffShell>
  );
}

/**
 * An error of a page inside the area, in the area's frame (a refusal for want of a permission is the root's: see
 * forbidden-page.tsx; a change an action refuses is the same page, here). A post whose session ended (401, e.g. a
 * note sent after the session timed out) says so and leads back through sign-in to this page, where what was typed
 * is put back (app/staff/shared/kept-text.ts).
 */
export function ErrorBoundary() {
  const lang = useLang();
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const layout = useRouteLoaderData<typeof loader>(`${lang}:admin`);
  if (isRouteErrorResponse(error) && error.status === 401) {
    const texts = adminTexts[lang].signIn;
    return (
      <StaffShell>
        <StaffHeading title={texts.title} intro={texts.expiredKept} />
        <a href={signInPath(pathname, `${pathname}${search}`, "expired")} className="btn btn-primary">
          {texts.submit}
        </a>
      </StaffShell>
    );
  }
  if (isRouteErrorResponse(error) && isForbidden(error.data)) return <ForbiddenPage forbidden={error.data} />;
  return (
    <StaffShell staffEmail={layout?.staffEmail} role={layout?.role}>
      <StaffHeading title={t("error.title")} intro={t("error.message")} />
    </StaffShell>
  );
}
