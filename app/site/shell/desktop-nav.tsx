import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { basePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { pages } from "#app/pages/pages.ts";
import { type NavGroup, navigation } from "#app/site/navigation.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

/** Whether `path` is the current page or a page inside it. */
export function isInSection(currentPath: string, sectionPath: string): boolean {
  const current = basePath(currentPath);
  return sectionPath === "/" ? current === "/" : current === sectionPath || current.startsWith(`${sectionPath}/`);
}

/**
 * Disclosure navigation (WAI-ARIA APG): each section is a link, and a button beside it opens its pages.
 * Enter or Space on the button toggles, Escape closes and returns focus to the button, and focus or a
 * click leaving the group closes it. A mouse opens a group while it hovers over it. Without scripts, CSS
 * opens a group on hover and on focus.
 */
export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("navigation.mainMenu")}>
      <ul className="flex flex-wrap items-center gap-x-1 py-1">
        {navigation.map((group) => (
          <NavItem key={group.page} group={group} />
        ))}
      </ul>
    </nav>
  );
}

function NavItem({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const visible = open || hovered;
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const page = pages[group.page];
  const label = page.label[lang];
  const current = isInSection(pathname, page.path);

  useEffect(() => {
    setOpen(false);
    setHovered(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  const linkClass = `flex min-h-11 items-center rounded-md px-3 font-semibold hover:bg-forest-50 hover:text-forest-800 ${
    current ? "text-forest-700 underline decoration-gold-400 decoration-[3px] underline-offset-8" : "text-ink"
  }`;

  if (!group.children) {
    return (
      <li>
        <LocalLink to={page.path} className={linkClass} aria-current={basePath(pathname) === page.path ? "page" : undefined}>
          {label}
        </LocalLink>
      </li>
    );
  }

  const panelId = `nav-panel-${group.page}`;
  return (
    <li
      ref={itemRef}
      className="nav-group relative flex items-center"
      data-open={visible ? "" : undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape" && visible) {
          setOpen(false);
          setHovered(false);
          buttonRef.current?.focus();
        }
      }}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setHovered(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <LocalLink to={page.path} className={linkClass} aria-current={basePath(pathname) === page.path ? "page" : undefined}>
        {label}
      </LocalLink>
      <button
        ref={buttonRef}
        type="button"
        className="flex min-h-11 min-w-8 items-center justify-center rounded-md text-ink-soft hover:bg-forest-50"
        aria-expanded={visible}
        aria-controls={panelId}
        aria-label={t("navigation.showSubmenu", { section: label })}
        onClick={() => {
          setHovered(false);
          setOpen(!visible);
        }}
      >
        <ChevronDown className={`h-4 w-4 transition-transform ${visible ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <div id={panelId} className="nav-panel absolute left-0 top-full z-40 pt-2">
        <ul className="min-w-64 rounded-xl border border-sand bg-white p-2 shadow-xl">
          {group.children.map((key) => {
            const child = pages[key];
            return (
              <li key={key}>
                <LocalLink
                  to={child.path}
                  className="flex min-h-11 items-center rounded-lg px-3 py-2 hover:bg-forest-50 hover:text-forest-800 aria-[current=page]:bg-forest-50 aria-[current=page]:font-bold aria-[current=page]:text-forest-800"
                  aria-current={basePath(pathname) === child.path ? "page" : undefined}
                >
                  {child.label[lang]}
                </LocalLink>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
