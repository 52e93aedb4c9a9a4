import { Outlet } from "react-router";
import { StaffShell } from "~/components/staff-shell";
import { adminTexts } from "~/content/admin-texts";
import { langFromPath } from "~/lib/language";
import { privatePageMeta } from "~/lib/meta";
import { requireStaff, staffContext } from "~/lib/staff-auth.server";
import type { Route } from "./+types/admin";

/** Every page, action and export under /admin passes this first (app/lib/staff-auth.server.ts). */
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
