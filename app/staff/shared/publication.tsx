import { ArrowLeft, EyeOff, Save, Send } from "lucide-react";
import { Link } from "react-router";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";

/** Published or not, as a badge: the libraries' lists and pages (photos, documents). */
export function PublicationStatus({ status, className = "px-3 py-1" }: { status: "draft" | "published"; className?: string }) {
  const t = useAdminTexts().publication;
  return (
    <span className={`rounded-full font-semibold ${status === "published" ? "bg-forest-100 text-forest-800" : "bg-gold-100 text-ink"} ${className}`}>
      {status === "published" ? t.published : t.draft}
    </span>
  );
}

/** A library item's form buttons: publish, save, and take off the public site once published (`PublicationIntent`). */
export function PublicationButtons({ published }: { published: boolean }) {
  const t = useAdminTexts().publication;
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="publish" className="btn btn-primary">
        <Send className="h-5 w-5" aria-hidden="true" />
        {t.publish}
      </button>
      <button type="submit" name="intent" value="save" className="btn btn-outline">
        <Save className="h-5 w-5" aria-hidden="true" />
        {t.save}
      </button>
      {published && (
        <button type="submit" name="intent" value="unpublish" className="btn btn-outline">
          <EyeOff className="h-5 w-5" aria-hidden="true" />
          {t.unpublish}
        </button>
      )}
    </div>
  );
}

/** Back from an item's page to its library. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700">
      <ArrowLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
      {label}
    </Link>
  );
}
