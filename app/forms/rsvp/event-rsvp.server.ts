import { data } from "react-router";
import { findPublished, type PublishedItem, textInLanguage } from "#app/content/store.server.ts";
import { formView, schemaOf } from "#app/fields/fields.ts";
import { rsvpLetters } from "#app/forms/rsvp/emails.server.ts";
import { rsvpInputsFor, rsvpWords } from "#app/forms/rsvp/fields.ts";
import { rsvpSettingsOf, storeReply, takesReplies } from "#app/forms/rsvp/replies.server.ts";
import { type RsvpFormView, rsvpFormHtml } from "#app/forms/rsvp/rsvp-form.server.tsx";
import { rsvpFormTexts } from "#app/forms/rsvp/texts.ts";
import { handleFormSubmission } from "#app/forms/shared/action.server.ts";
import { safeguardFields } from "#app/forms/shared/result.ts";
import { noAutofill } from "#app/forms/shared/safeguards.tsx";
import { appServicesContext, type RequestServices } from "#app/http/services.server.ts";
import { type Lang, langFromPath } from "#app/i18n/language.ts";
import { translator } from "#app/i18n/translate.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * The RSVP on an event's page (app/site/routes/events.event.tsx): the form, sent by the loader as HTML in the
 * page's language, and the page's action. The page stays the same for everyone (the render cache keeps it): no
 * count of places on it; the action's answer, rendered per request, says whether the reply is coming or waiting.
 */

const findEvent = async (db: Queryable, slug: string | undefined, now: Date): Promise<PublishedItem | undefined> => {
  const found = slug ? await findPublished(db, "events", slug, now) : undefined;
  return found && "item" in found ? found.item : undefined;
};

/** The form of an event, as its page draws it in `lang`: every word, the event's own question and most people per reply. */
function formViewOf(event: PublishedItem, lang: Lang): RsvpFormView {
  const question = textInLanguage(event, lang).text.rsvpQuestion ?? "";
  const { name, email, people, answer } = formView(rsvpInputsFor(rsvpSettingsOf(event.fields).partyMax), rsvpWords, [], lang).fields;
  const t = translator(lang);
  return {
    texts: rsvpFormTexts[lang],
    // The event's question is the answer's label; without one, the form asks none.
    fields: [
      { name: "name", ...name },
      { name: "email", ...email },
      { name: "people", ...people },
      ...(question ? [{ name: "answer", ...answer, label: question }] : []),
    ],
    optional: t("form.optional"),
    reference: t("form.reference"),
    errors: {
      required: t("form.errors.required"),
      email: t("form.errors.email"),
      choose: t("form.errors.choose"),
      tooLong: t("form.errors.tooLong"),
    },
    refused: { spam: t("form.refused.spam"), tooMany: t("form.refused.tooMany"), unavailable: t("form.refused.unavailable") },
    invalid: t("form.fixErrors"),
    honeypot: { name: safeguardFields.honeypot, label: t("form.honeypot"), attributes: noAutofill },
  };
}

/** The form of an event that takes replies, as HTML in the page's language, or null. */
export async function rsvpFormOf(db: Queryable, slug: string | undefined, lang: Lang, now = new Date()): Promise<string | null> {
  const event = await findEvent(db, slug, now);
  return event && takesReplies(event, now) ? rsvpFormHtml(formViewOf(event, lang), undefined) : null;
}

/**
 * The event page's action: a reply through the one form handler (honeypot, rules, rate limit), answered with the
 * form's HTML as it then stands (the outcome, or the problems beside what was typed); 409 once the event takes none.
 */
export async function rsvpAction({
  request,
  context,
  params,
}: {
  request: Request;
  context: { get: (key: typeof appServicesContext) => RequestServices };
  params: { slug?: string };
}) {
  const services = context.get(appServicesContext);
  const now = new Date();
  const event = await findEvent(services.db, params.slug, now);
  if (!event) throw data(null, { status: 404 });
  const view = formViewOf(event, langFromPath(new URL(request.url).pathname));
  if (!takesReplies(event, now)) return data({ rsvpHtml: rsvpFormHtml(view, { status: "closed" }) }, { status: 409 });
  const answer = await handleFormSubmission({
    request,
    context,
    schema: schemaOf(rsvpInputsFor(rsvpSettingsOf(event.fields).partyMax)),
    formName: "RSVP",
    accept: async ({ data: reply, lang, submissionId }) => {
      const stored = await storeReply(services.db, { event, reply, lang, submissionId }, rsvpLetters(services));
      return { ...stored, outcome: stored.status };
    },
  });
  return data({ rsvpHtml: rsvpFormHtml(view, answer.data) }, answer.init ?? undefined);
}
