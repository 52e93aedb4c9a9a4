import { redirect } from "react-router";
import { verifyUnsubscribeToken } from "#app/forms/subscription/mailing-list-links.server.ts";
import { mailingListPaths } from "#app/forms/subscription/mailing-list-paths.ts";
import { unsubscribe } from "#app/forms/subscription/subscribers.server.ts";
import { unsubscribeTexts } from "#app/forms/subscription/texts.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import type { Route } from "./+types/one-click-unsubscribe";

/**
 * The address of the `List-Unsubscribe` header: a mail program's own "Unsubscribe" button POSTs
 * `List-Unsubscribe=One-Click` here from the provider's servers (RFC 8058), with no Origin or its own. A
 * resource route, because React Router refuses a page's action posted from another origin; the signed
 * token is what makes the request ours, so whatever the body says, a valid token unsubscribes. The answer
 * is a line of text in the link's language, for whoever reads it.
 */
const privateAnswer = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, secret } = context.get(appServicesContext);
  const url = new URL(request.url);
  const texts = unsubscribeTexts[langFromPath(url.pathname)];
  const email = verifyUnsubscribeToken(secret, url.searchParams.get("token") ?? "");
  if (email) await unsubscribe(db, email);
  return new Response(email ? `${texts.doneTitle}\n${texts.done}\n` : `${texts.invalidTitle}\n${texts.invalid}\n`, {
    status: email ? 200 : 400,
    headers: { ...privateAnswer, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Opened in a browser (a mail program that shows the header's address): the page that asks first. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${localizePath(mailingListPaths.unsubscribe, langFromPath(url.pathname))}${url.search}`, { headers: privateAnswer });
}
