import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { fill } from "#app/i18n/fill.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import type { StaffRole } from "#app/staff/shared/permissions.ts";
import { navigationFor } from "#app/staff/shared/staff-pages.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { LanguageSwitcher } from "#app/ui/language-switcher.tsx";
import { LocalLink, LocalNavLink } from "#app/ui/localized-link.tsx";
import { LogoMark } from "#app/ui/logo.tsx";

/** The staff area's header: who is signed in, the sections their role may use (app/staff/shared/staff-pages.ts) and signing out. */
export function StaffShell({ staffEmail, role, children }: { staffEmail?: string; role?: StaffRole; children: ReactNode }) {
  const texts = useAdminTexts();
  const lang = useLang();
  const sections = role ? navigationFor(role).map((section) => ({ to: section.to, label: texts.nav[section.label], end: section.to === "/admin" })) : [];
  return (
    <>
      <header className="bg-forest-800 text-white">
        <div className="tibeb tibeb-thin" aria-hidden="true" />
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-3 py-2 sm:px-6">
          <LocalLink to={staffEmail ? "/admin" : "/admin/sign-in"} className="flex min-h-11 flex-1 items-center gap-2.5 rounded-md">
            <LogoMark className="h-10 w-10 shrink-0" />
            <span className="flex flex-col leading-tight">
              <span className="font-bold">{texts.title}</span>
              <span className="text-xs text-forest-100">{organisation.name[lang]}</span>
            </span>
          </LocalLink>
          <LanguageSwitcher className="bg-white" />
          {staffEmail && (
            <Form method="post" action={lang === "am" ? "/am/admin/sign-out" : "/admin/sign-out"}>
              <button type="submit" className="btn btn-gold">
                <LogOut className="h-5 w-5" aria-hidden="true" />
                {texts.nav.signOut}
              </button>
            </Form>
          )}
        </div>
        {staffEmail && (
          <div className="border-t border-forest-700">
            <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-3 sm:px-6">
              <nav aria-label={texts.nav.label} className="-mx-1 overflow-x-auto">
                <ul className="flex gap-1 py-1">
                  {sections.map((section) => (
                    <li key={section.to}>
                      <LocalNavLink
                        to={section.to}
                        end={section.end}
                        className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 font-semibold text-forest-50 hover:bg-forest-700 aria-[current=page]:bg-white aria-[current=page]:text-forest-800"
                      >
                        {section.label}
                      </LocalNavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <p className="py-2 text-sm text-forest-100">
                {fill(texts.nav.signedInAs, { email: staffEmail })}
                {role && <span className="ms-2 rounded-full bg-forest-700 px-2 py-0.5 font-semibold text-white">{texts.roles[role]}</span>}
              </p>
            </div>
          </div>
        )}
      </header>
      <div className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6">{children}</div>
    </>
  );
}

/** A staff page's title and, optionally, a line under it. */
export function StaffHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-forest-800">{title}</h1>
        {intro && <p className="mt-2 max-w-3xl text-ink-soft">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/** A white card with its own heading, named by it for assistive technology. */
export function StaffSection({ id, title, className = "", children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-sand bg-white p-5 shadow-sm ${className}`}>
      <h2 id={id} className="text-xl font-bold text-forest-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A short result line after an action (saved, erased, signed out). */
export function Notice({ tone = "success", children }: { tone?: "success" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mb-6 rounded-xl border-s-8 p-4 font-semibold ${tone === "error" ? "border-ember-700 bg-ember-50 text-ember-700" : "border-forest-600 bg-forest-50 text-forest-800"}`}
    >
      {children}
    </p>
  );
}
