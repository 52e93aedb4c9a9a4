import { Outlet } from "react-router";
import { langFromPath } from "#app/i18n/language.ts";
import { requireStaff, staffContext } from "#app/staff/auth.server.ts";
import { StaffShell } from "#app/staff/components/staff-shell.tsx";
import { adminTexts } from "#app/staff/texts.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/layout";

/** Every page, action and export under /admin passes this first (app/staff/auth.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

// The loader makes the middleware run on every navigation inside the staff area, not only on full loads.
export function loader({ context }: Route.LoaderArgs) {
  return { staffEmail: context.get(staffContext).email };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const texts = adminTexts[langFromPath(location.pathname)];
  return privatePageMeta(location.pathname, texts.title, texts.title);
};

export default function StaffArea({ loaderData: { staffEmail } }: Route.ComponentProps) {
  return (
    <StaffShell staffEmail={staffEmail}>
      <Outlet />
    </StaffShell>
  );
}
