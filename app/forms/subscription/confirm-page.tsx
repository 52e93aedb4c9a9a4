import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/fields/field-components.tsx";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { welcomeMessage } from "#app/forms/subscription/emails.server.ts";
import { interestNames } from "#app/forms/subscription/fields.ts";
import { CardLinks, MailingListCard } from "#app/forms/subscription/mailing-list-card.tsx";
import { linkToken, notIndexed, verifyConfirmationToken } from "#app/forms/subscription/mailing-list-links.server.ts";
import { confirmSubscription } from "#app/forms/subscription/subscribers.server.ts";
import { confirmTexts, listCardTexts } from "#app/forms/subscription/texts.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/confirm-page";

/**
 * The link in the e-mail sent when someone asks to join the mailing list. Opening it only asks (mail systems open
 * links to scan them, and must not subscribe anyone); the button POSTs to the same address, which puts the address
 * on the list with the choices the signed link carries, with or without scripts. Every answer is no-store
 * (formHeaders) and not indexed.
 */
export const headers = formHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const texts = confirmTexts[lang];
  const words = listCardTexts[lang];
  const asked = verifyConfirmationToken(context.get(appServicesContext).secret, linkToken(request));
  if (asked === null || asked === "expired")
    return data({ state: asked === null ? ("invalid" as const) : ("expired" as const), details: null, texts, words }, { status: 400, headers: notIndexed });
  const details = {
    email: asked.email,
    language: asked.lang,
    interests: asked.interests.map((interest) => interestNames[lang][interest]).join(lang === "am" ? "፣ " : ", "),
  };
  return data({ state: "confirm" as const, details, texts, words }, { headers: notIndexed });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const asked = verifyConfirmationToken(services.secret, linkToken(request));
  if (asked === null || asked === "expired") return data({ confirmed: false }, { status: 400, headers: notIndexed });
  await confirmSubscription(services.db, asked, () => welcomeMessage(services, asked));
  services.nudgeOutbox();
  return data({ confirmed: true }, { headers: notIndexed });
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [];
  const { state, texts } = loaderData;
  const title = { confirm: texts.confirmTitle, expired: texts.expiredTitle, invalid: texts.invalidTitle }[state];
  return privatePageMeta(location.pathname, title, title);
};

export default function ConfirmSubscriptionPage({ loaderData: { state, details, texts, words }, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const shown = actionData?.confirmed ? "done" : state;
  const look = {
    confirm: { Icon: MailCheck, tone: "ask", title: texts.confirmTitle, text: texts.confirm },
    done: { Icon: CircleCheck, tone: "done", title: texts.doneTitle, text: texts.done },
    expired: { Icon: CircleAlert, tone: "problem", title: texts.expiredTitle, text: texts.expired },
    invalid: { Icon: CircleAlert, tone: "problem", title: texts.invalidTitle, text: texts.invalid },
  } as const;
  return (
    <MailingListCard {...look[shown]} words={words} details={details ?? undefined}>
      {shown === "confirm" ? (
        <Form method="post" replace>
          <SubmitButton large submitting={submitting} label={texts.submit} icon={<MailCheck className="h-6 w-6" aria-hidden="true" />} />
        </Form>
      ) : (
        <CardLinks other={shown === "done" ? undefined : { to: "/subscribe", label: texts.toForm }} />
      )}
    </MailingListCard>
  );
}
