import { fill } from "#app/i18n/fill.ts";
import type { Forbidden } from "#app/staff/shared/forbidden.ts";
import { StaffHeading, StaffShell } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

/**
 * The answer to a page the role may not use (403 from the staff area's middleware) or to a change the content
 * store's rule refused (a translator's, from an action), in the staff area's frame with the sections the role may
 * use. React Router renders a middleware's refusal at the root's error boundary (no loader below it has run), which
 * loads this module only then: public pages never carry it; an action's refusal at the staff layout's.
 */
export default function ForbiddenPage({ forbidden }: { forbidden: Forbidden }) {
  const texts = useAdminTexts();
  return (
    <StaffShell staffEmail={forbidden.staffEmail} role={forbidden.role}>
      <div className="max-w-2xl" data-testid="forbidden">
        <StaffHeading
          title={texts.forbidden.title}
          intro={forbidden.refusal ? texts.forbidden.content[forbidden.refusal] : fill(texts.forbidden.message, { role: texts.roles[forbidden.role] })}
        />
        <LocalLink to="/admin" className="btn btn-primary">
          {texts.forbidden.back}
        </LocalLink>
      </div>
    </StaffShell>
  );
}
