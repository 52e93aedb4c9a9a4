import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/translate.ts";

export interface ToastMessage {
  variant: "success" | "error";
  title: string;
  description: string;
}

/**
 * Live regions for a form's result. They are always in the page, so a screen reader announces what is
 * put into them; the server renders the same markup, so the result shows without scripts too.
 * A new `toast` object (a new submission) shows again even if an earlier one was dismissed.
 */
export function Toasts({ toast }: { toast: ToastMessage | null | undefined }) {
  const [dismissed, setDismissed] = useState<ToastMessage | null>(null);
  useEffect(() => setDismissed(null), [toast]);
  const visible = toast && toast !== dismissed ? toast : null;
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem]">
      <div role="status" aria-live="polite" className="w-full">
        {visible?.variant === "success" && <ToastCard toast={visible} onDismiss={() => setDismissed(visible)} />}
      </div>
      <div role="alert" aria-live="assertive" className="w-full">
        {visible?.variant === "error" && <ToastCard toast={visible} onDismiss={() => setDismissed(visible)} />}
      </div>
    </div>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  const { t } = useTranslation();
  const success = toast.variant === "success";
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      data-toast={toast.variant}
      className={`pointer-events-auto flex w-full gap-3 rounded-xl border-s-8 p-4 shadow-2xl ${
        success ? "border-forest-600 bg-white text-ink" : "border-ember-700 bg-ember-700 text-white"
      }`}
    >
      <Icon className={`mt-0.5 h-6 w-6 shrink-0 ${success ? "text-forest-600" : "text-white"}`} aria-hidden="true" />
      <div className="flex-1">
        <p className="font-bold">{toast.title}</p>
        <p className="mt-1">{toast.description}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className={`-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-md ${success ? "hover:bg-sand" : "hover:bg-ember-600"}`}
        aria-label={t("actions.dismiss")}
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
