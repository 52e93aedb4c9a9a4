import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** One item of a staff list (a document, a newsletter) as a card that opens it: its icon, its lines, its status badge. */
export function ItemCard({ to, icon: Icon, badge, children }: { to: string; icon: LucideIcon; badge: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex flex-col gap-2 rounded-2xl border border-sand bg-white p-4 shadow-sm hover:border-forest-600 focus:outline-none focus:ring-4 focus:ring-gold-300 sm:flex-row sm:items-center sm:justify-between"
    >
      <span className="flex items-start gap-3">
        <Icon className="mt-1 h-6 w-6 shrink-0 text-forest-700" aria-hidden="true" />
        <span>{children}</span>
      </span>
      {badge}
    </Link>
  );
}
