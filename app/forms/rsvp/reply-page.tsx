import { CalendarCheck, CircleAlert } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod/mini";
import { eventView } from "#app/content/event-view.server.ts";
import { eventsKind } from "#app/content/events-kind.ts";
import { publishedItems } from "#app/content/store.server.ts";
import { SelectField } from "#app/fields/field-components.tsx";
import { parseForm } from "#app/fields/validation.ts";
import { rsvpLetters } from "#app/forms/rsvp/emails.server.ts";
import { mostPeoplePerReply, rsvpInputsFor } from "#app/forms/rsvp/fields.ts";
import { verifyReplyToken } from "#app/forms/rsvp/links.server.ts";
import { changeReply, findReply, rsvpSettingsOf, takesReplies } from "#app/forms/rsvp/replies.server.ts";
import { rsvpReplyTexts } from "#app/forms/rsvp/texts.ts";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext, type RequestServices } from "#app/http/services.server.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/reply-page";

/**
 * The link in every RSVP e-mail (/rsvp?token=…, /am/rsvp): the reply and its event, a change of its number of
 * people and its cancellation, both POSTs to this address (with or without scripts). Opening it changes
 * nothing (mail systems open links to scan them). The signed token means only a link we sent works. Every
 * answer is no-store (formHeaders) and not indexed.
 */
export const headers = formHeaders;

const notIndexed = { "X-Robots-Tag": "noindex" };

function referenceOf(request: Request, { secret }: RequestServices): string | null {
  return verifyReplyToken(secret, new URL(request.url).searchParams.get("token") ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const texts = rsvpReplyTexts[lang];
  const reference = referenceOf(request, services);
  const reply = reference ? await findReply(services.db, reference) : undefined;
  const now = new Date();
  const event = reply && (await publishedItems(services.db, "events", now)).find((item) => item.id === reply.eventId);
  if (!reply || !event) return data({ texts, found: null }, { status: 400, headers: notIndexed });
  const view = eventView(event, lang);
  const open = reply.status !== "cancelled" && takesReplies(event, now);
  return data(
    {
      texts,
      found: {
        status: reply.status,
        people: reply.people,
        peopleShown: formatNumber(reply.people, lang),
        event: { title: view.title, when: [view.when.date, view.when.time].filter(Boolean).join(" · "), path: `${eventsKind.path}/${event.slug}` },
        // The choices of the event's form, numbered in the page's language.
        choices: open
          ? rsvpInputsFor(rsvpSettingsOf(event.fields).partyMax).people.control.options.map((value) => ({ value, label: formatNumber(Number(value), lang) }))
          : null,
      },
    },
    { headers: notIndexed },
  );
}

const cancelIntent = "cancel";

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const reference = referenceOf(request, services);
  const formData = await readFormBody(request);
  if (!reference || !formData) return data({ outcome: "missing" as const }, { status: 400, headers: notIndexed });
  const letters = rsvpLetters(services);
  let outcome: Awaited<ReturnType<typeof changeReply>>;
  if (formData.get("intent") === cancelIntent) outcome = await changeReply(services.db, reference, "cancel", letters);
  else {
    const parsed = parseForm(z.object({ people: rsvpInputsFor(mostPeoplePerReply).people.rule }), formData);
    if (!parsed.ok) return data({ outcome: "full" as const }, { status: 400, headers: notIndexed });
    outcome = await changeReply(services.db, reference, { people: parsed.data.people }, letters);
  }
  services.nudgeOutbox();
  const refused = outcome === "full" || outcome === "closed" || outcome === "missing";
  return data({ outcome }, { status: refused ? 409 : 200, headers: notIndexed });
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [];
  const title = loaderData.found ? loaderData.texts.title : loaderData.texts.invalidTitle;
  return privatePageMeta(location.pathname, title, title);
};

export default function ReplyPage({ loaderData: { texts, found }, actionData }: Route.ComponentProps) {
  const choose = useTranslation().t("form.choose");
  const outcome = actionData?.outcome;
  const message = { changed: texts.changed, cancelled: texts.cancelled, full: texts.full, closed: texts.over, missing: texts.invalid }[outcome ?? "changed"];
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <div className="overflow-hidden rounded-2xl border border-sand bg-white shadow-sm">
        <div className="tibeb" aria-hidden="true" />
        <div className="px-5 py-10 sm:px-10">
          <span className={`flex h-16 w-16 items-center justify-center rounded-full ${found ? "bg-forest-50 text-forest-600" : "bg-ember-50 text-ember-700"}`}>
            {found ? <CalendarCheck className="h-8 w-8" aria-hidden="true" /> : <CircleAlert className="h-8 w-8" aria-hidden="true" />}
          </span>
          <h1 className="mt-6 text-3xl font-bold text-forest-800 sm:text-4xl">
            {found ? (found.status === "cancelled" && outcome === "cancelled" ? texts.cancelledTitle : texts.title) : texts.invalidTitle}
          </h1>
          {outcome && (
            <p role="status" className="mt-4 rounded-lg bg-cream p-4 text-lg font-semibold">
              {message}
            </p>
          )}
          {!found && <p className="mt-4 text-lg text-ink-soft">{texts.invalid}</p>}
          {found && (
            <>
              <dl className="mt-8 space-y-3 rounded-xl bg-cream p-5">
                {[
                  [texts.event, found.event.title],
                  [texts.when, found.event.when],
                  [texts.people, found.peopleShown],
                  [texts.status, texts.statuses[found.status]],
                ].map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
                    <dd className="text-lg font-bold text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
              {found.choices ? (
                <div className="mt-8 space-y-6">
                  <Form method="post" replace className="flex flex-col gap-3 sm:flex-row sm:items-end">
                    <div className="grow">
                      <SelectField name="people" label={texts.people} placeholder={choose} options={found.choices} defaultValue={String(found.people)} />
                    </div>
                    <button type="submit" className="btn btn-primary min-h-12">
                      {texts.change}
                    </button>
                  </Form>
                  <Form method="post" replace>
                    <input type="hidden" name="intent" value={cancelIntent} />
                    <p className="mb-3 text-ink-soft">{texts.cancelNote}</p>
                    <button type="submit" className="btn btn-outline min-h-12 w-full sm:w-auto">
                      {texts.cancel}
                    </button>
                  </Form>
                </div>
              ) : (
                found.status !== "cancelled" && <p className="mt-6 text-ink-soft">{texts.over}</p>
              )}
              <LocalLink
                to={found.event.path}
                className="mt-8 inline-flex min-h-11 items-center font-semibold text-forest-700 underline-offset-4 hover:underline"
              >
                {texts.back}
              </LocalLink>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
