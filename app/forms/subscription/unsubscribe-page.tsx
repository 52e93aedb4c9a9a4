import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { unsubscribe } from "#app/forms/subscription/subscribers.server.ts";
import { unsubscribeTexts } from "#app/forms/subscription/texts.ts";
import { verifyUnsubscribeToken } from "#app/forms/subscription/unsubscribe-link.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/unsubscribe-page";

/**
 * The link in every mailing-list e-mail. Opening it takes the address off the list at once (one click);
 * mail programs that offer "Unsubscribe" themselves POST to the same address (RFC 8058), handled by
 * the action. The signed token means only the link we sent works.
 */
async function unsubscribeWithToken(request: Request, context: Route.LoaderArgs["context"]) {
  const { db, secret } = context.get(appServicesContext);
  const email = verifyUnsubscribeToken(secret, new URL(request.url).searchParams.get("token") ?? "");
  if (email) await unsubscribe(db, email);
  const texts = unsubscribeTexts[langFromPath(new URL(request.url).pathname)];
  return data({ done: email !== null, texts }, { status: email ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export const loader = ({ request, context }: Route.LoaderArgs) => unsubscribeWithToken(request, context);
export const action = ({ request, context }: Route.ActionArgs) => unsubscribeWithToken(request, context);

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [];
  const title = loaderData.done ? loaderData.texts.doneTitle : loaderData.texts.invalidTitle;
  return privatePageMeta(location.pathname, title, title);
};

export default function UnsubscribePage({ loaderData: { done, texts } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const Icon = done ? CircleCheck : CircleAlert;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Icon className={`h-14 w-14 ${done ? "text-forest-600" : "text-ember-700"}`} aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-forest-800 sm:text-4xl">{done ? texts.doneTitle : texts.invalidTitle}</h1>
      <p className="mt-4 text-lg text-ink-soft">{done ? texts.done : texts.invalid}</p>
      <div className="tibeb tibeb-thin my-8 w-40 rounded-full" aria-hidden="true" />
      <div className="flex flex-wrap justify-center gap-3">
        <LocalLink to={done ? "/subscribe" : "/contact"} className="btn btn-outline">
          {done ? texts.subscribeAgain : t("actions.contactUs")}
        </LocalLink>
        <LocalLink to="/" className="btn btn-primary">
          {t("notFound.returnHome")}
        </LocalLink>
      </div>
    </div>
  );
}
