import { CircleAlert, CircleCheck, MailMinus } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/fields/field-components.tsx";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { CardLinks, MailingListCard } from "#app/forms/subscription/mailing-list-card.tsx";
import { linkToken, notIndexed, verifyUnsubscribeToken } from "#app/forms/subscription/mailing-list-links.server.ts";
import { isSubscribed, unsubscribe } from "#app/forms/subscription/subscribers.server.ts";
import { listCardTexts, unsubscribeTexts } from "#app/forms/subscription/texts.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/unsubscribe-page";

/**
 * The link in every mailing-list e-mail. Opening it only asks (mail systems open links to scan them, and
 * must not unsubscribe anyone); the button POSTs to the same address, which takes the address off the
 * list, with or without scripts. Mail programs' own one-click POST goes to one-click-unsubscribe.ts. The
 * signed token means only the link we sent works. Every answer is no-store (formHeaders) and not indexed.
 */
export const headers = formHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const texts = unsubscribeTexts[lang];
  const words = listCardTexts[lang];
  const email = verifyUnsubscribeToken(services.secret, linkToken(request));
  if (!email) return data({ state: "invalid" as const, email, texts, words }, { status: 400, headers: notIndexed });
  // After the button's POST, the page is drawn from this too: what the list holds now.
  const state = (await isSubscribed(services.db, email)) ? ("confirm" as const) : ("left" as const);
  return data({ state, email, texts, words }, { headers: notIndexed });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const email = verifyUnsubscribeToken(services.secret, linkToken(request));
  if (!email) return data(null, { status: 400, headers: notIndexed });
  await unsubscribe(services.db, email);
  return data(null, { headers: notIndexed });
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [];
  const { state, texts } = loaderData;
  const title = { confirm: texts.confirmTitle, left: texts.doneTitle, invalid: texts.invalidTitle }[state];
  return privatePageMeta(location.pathname, title, title);
};

export default function UnsubscribePage({ loaderData: { state, email, texts, words } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const look = {
    confirm: { Icon: MailMinus, tone: "ask", title: texts.confirmTitle, text: texts.confirm },
    left: { Icon: CircleCheck, tone: "done", title: texts.doneTitle, text: texts.done },
    invalid: { Icon: CircleAlert, tone: "problem", title: texts.invalidTitle, text: texts.invalid },
  } as const;
  return (
    <MailingListCard {...look[state]} words={words} details={email ? { email } : undefined}>
      {state === "confirm" ? (
        <Form method="post" replace>
          <SubmitButton large submitting={submitting} label={texts.unsubscribe} icon={<MailMinus className="h-6 w-6" aria-hidden="true" />} />
          <p className="mt-6 text-ink-soft">{texts.stay}</p>
        </Form>
      ) : (
        <CardLinks other={state === "left" ? { to: "/subscribe", label: texts.subscribeAgain } : { to: "/contact", label: t("actions.contactUs") }} />
      )}
    </MailingListCard>
  );
}
