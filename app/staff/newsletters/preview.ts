import { data } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { isLang } from "#app/i18n/language.ts";
import { newsletterMessage, newsletterPhotos } from "#app/newsletters/emails.server.ts";
import { findNewsletter } from "#app/newsletters/newsletters.server.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import type { Route } from "./+types/preview";

/**
 * GET /admin/newsletters/<id>/preview/<en|am>: the saved newsletter exactly as a subscriber of that language
 * receives it (its links are the staff member's own), as HTML or, with `?format=text`, as its plain text. The
 * e-mail's inline styles need their own policy; it is sandboxed, so nothing in it can run.
 */
const emailPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, publicUrl, secret } = context.get(appServicesContext);
  const id = Number(params.id);
  const newsletter = Number.isSafeInteger(id) && id > 0 ? await findNewsletter(db, id) : undefined;
  if (!newsletter || !isLang(params.lang)) throw data(null, { status: 404 });
  const photos = await newsletterPhotos(db, newsletter.body);
  const email = newsletterMessage({ publicUrl, secret }, newsletter, photos, params.lang, context.get(staffContext).email);
  const asText = new URL(request.url).searchParams.get("format") === "text";
  return new Response(asText ? `${email.subject}\n\n${email.text}` : email.html, {
    headers: {
      "Content-Type": asText ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
      "Content-Security-Policy": emailPolicy,
    },
  });
}
