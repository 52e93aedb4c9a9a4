import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { fill } from "#app/i18n/fill.ts";
import { useTranslation } from "#app/i18n/i18next.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { type Forbidden, requireStaff, staffContext } from "#app/staff/auth.server.ts";
import { StaffHeading, StaffShell } from "#app/staff/components/staff-shell.tsx";
import { adminTexts } from "#app/staff/texts.ts";
import { useAdminTexts } from "#app/staff/use-staff-texts.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/layout";

/**
 * Every page, action and export under /admin passes this first (app/staff/auth.server.ts): signed in, and
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

const isForbidden = (data: unknown): data is Forbidden => typeof data === "object" && data !== null && "forbidden" in data;

/**
 * A page the role may not use (403, from the middleware: the layout's own loader never ran, so the refusal
 * carries who is signed in), or an error of a page inside the area (the layout's data is there).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = useLang();
  const layout = useRouteLoaderData<typeof loader>(`${lang}:admin`);
  const forbidden = isRouteErrorResponse(error) && isForbidden(error.data) ? error.data : undefined;
  const staff = forbidden ? { staffEmail: forbidden.staffEmail, role: forbidden.role } : layout;
  return (
    <StaffShell staffEmail={staff?.staffEmail} role={staff?.role}>
      {forbidden ? <ForbiddenMessage role={forbidden.role} /> : <PageError />}
    </StaffShell>
  );
}

function ForbiddenMessage({ role }: { role: Forbidden["role"] }) {
  const texts = useAdminTexts();
  return (
    <div className="max-w-2xl" data-testid="forbidden">
      <StaffHeading title={texts.forbidden.title} intro={fill(texts.forbidden.message, { role: texts.roles[role] })} />
      <LocalLink to="/admin" className="btn btn-primary">
        {texts.forbidden.back}
      </LocalLink>
    </div>
  );
}

function PageError() {
  const { t } = useTranslation();
  return <StaffHeading title={t("error.title")} intro={t("error.message")} />;
}
