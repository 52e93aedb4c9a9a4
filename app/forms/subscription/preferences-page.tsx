import { CircleAlert, CircleCheck, MailCheck, MailMinus, MailPlus } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { SubmitButton, useFocusFirstError } from "#app/fields/field-components.tsx";
import { formView } from "#app/fields/fields.ts";
import { formHeaders, handleFormSubmission } from "#app/forms/shared/action.server.ts";
import { FormFields } from "#app/forms/shared/form-fields.tsx";
import type { FormResult } from "#app/forms/shared/result.ts";
import { FormSafeguards } from "#app/forms/shared/safeguards.tsx";
import { Toasts } from "#app/forms/shared/toast.tsx";
import { formToast, useValidatedForm } from "#app/forms/shared/use-validated-form.ts";
import { confirmationMessage } from "#app/forms/subscription/emails.server.ts";
import { preferencesInputs, preferencesLayout, preferencesSchema, subscriptionInterests, subscriptionWords } from "#app/forms/subscription/fields.ts";
import { CardLinks, MailingListCard } from "#app/forms/subscription/mailing-list-card.tsx";
import { linkToken, notIndexed, tokenPath, unsubscribeToken, verifyPreferencesToken } from "#app/forms/subscription/mailing-list-links.server.ts";
import { changePreferences, subscriberOf } from "#app/forms/subscription/subscribers.server.ts";
import { listCardTexts, preferencesTexts, subscriptionTexts, unsubscribeTexts } from "#app/forms/subscription/texts.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/preferences-page";

/**
 * The preferences link in every mailing-list e-mail: the subscriber sees their address and changes the language
 * of our e-mails and their topics, or leaves. The form is the subscription form's own fields (fields.ts), checked
 * by the same schema in the browser and by the shared form handler, with or without scripts; the address is
 * the one the signed link carries, so only the link we sent works, and React Router refuses a post from another
 * origin, as on every page with a form. Leaving posts to the unsubscribe page's own action. An address that is not
 * on the list joins again only by confirming from an e-mail (`changePreferences`). Every answer is no-store
 * (formHeaders) and not indexed.
 */
export const headers = formHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const texts = preferencesTexts[lang];
  const words = listCardTexts[lang];
  const email = verifyPreferencesToken(services.secret, linkToken(request));
  if (!email) return data({ state: "invalid" as const, texts, words, choices: null }, { status: 400, headers: notIndexed });
  // After a post, the page is drawn from this too: what the list holds now.
  const subscriber = await subscriberOf(services.db, email);
  const choices = {
    email,
    defaults: { language: subscriber?.lang ?? lang, interests: subscriber?.interests ?? subscriptionInterests },
    form: formView(preferencesInputs, subscriptionWords, preferencesLayout, lang),
    unsubscribePath: tokenPath("unsubscribe", unsubscribeToken(services.secret, email), lang),
    unsubscribe: unsubscribeTexts[lang].unsubscribe,
    joinAgain: unsubscribeTexts[lang].subscribeAgain,
    confirmTitle: subscriptionTexts[lang].successTitle,
    confirm: subscriptionTexts[lang].success,
  };
  return data({ state: subscriber?.onList ? ("onList" as const) : ("notOnList" as const), texts, words, choices }, { headers: notIndexed });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const email = verifyPreferencesToken(services.secret, linkToken(request));
  if (!email) return data<FormResult<string>>({ status: "invalid", errors: {}, values: {} }, { status: 400, headers: notIndexed });
  return handleFormSubmission({
    request,
    context,
    schema: preferencesSchema,
    formName: "preferences",
    accept: async ({ data: chosen }) => {
      const subscriber = { email, lang: chosen.language, interests: chosen.interests };
      await changePreferences(services.db, subscriber, () => confirmationMessage(services, subscriber));
      return { receivedAt: new Date().toISOString() };
    },
  });
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [];
  const { state, texts } = loaderData;
  const title = { onList: texts.title, notOnList: texts.notOnListTitle, invalid: texts.invalidTitle }[state];
  return privatePageMeta(location.pathname, title, title);
};

/** The form's rules, fetched on the first touch (useValidatedForm): a static import would bring zod with the page. */
const loadPreferencesSchema = () => import("#app/forms/subscription/fields.ts").then((fields) => fields.preferencesSchema);

export default function PreferencesPage({ loaderData: { state, texts, words, choices }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { formRef, formProps, result, submitting, errors, values } = useValidatedForm(loadPreferencesSchema, actionData);
  useFocusFirstError(formRef, errors);
  if (state === "invalid" || !choices)
    return (
      <MailingListCard Icon={CircleAlert} tone="problem" title={texts.invalidTitle} text={texts.invalid} words={words}>
        <CardLinks other={{ to: "/contact", label: t("actions.contactUs") }} />
      </MailingListCard>
    );

  const received = actionData?.status === "received" ? actionData : undefined;
  const look = {
    onList: { Icon: MailCheck, tone: "ask", title: texts.title, text: texts.intro },
    saved: { Icon: CircleCheck, tone: "done", title: texts.savedTitle, text: texts.saved },
    notOnList: { Icon: MailPlus, tone: "ask", title: texts.notOnListTitle, text: texts.notOnList },
    confirming: { Icon: MailCheck, tone: "done", title: choices.confirmTitle, text: choices.confirm },
  } as const;
  const shown = received ? (state === "onList" ? "saved" : "confirming") : state;
  // The fields show what the list holds: drawn afresh when that changes (a save), whatever the order in which the
  // action's answer and the page's new data arrive.
  const shownChoices = `${choices.defaults.language}:${choices.defaults.interests.join()}`;
  // Two forms post from this page: each button says it is sending only when it is its own form.
  const leaving = navigation.formAction === choices.unsubscribePath;
  return (
    <>
      <MailingListCard {...look[shown]} words={words} details={{ email: choices.email }}>
        {shown === "confirming" ? (
          <CardLinks />
        ) : (
          <Form method="post" replace preventScrollReset {...formProps} key={shownChoices} className="space-y-6 text-start">
            <FormSafeguards />
            <FormFields
              form={choices.form}
              values={values}
              errors={errors}
              defaults={choices.defaults}
              submit={
                <SubmitButton
                  large
                  submitting={submitting && !leaving}
                  label={state === "onList" ? texts.save : choices.joinAgain}
                  icon={state === "onList" ? <MailCheck className="h-6 w-6" aria-hidden="true" /> : <MailPlus className="h-6 w-6" aria-hidden="true" />}
                />
              }
            />
          </Form>
        )}
        {state === "onList" && (
          <Form method="post" action={choices.unsubscribePath} className="mt-10 border-t border-sand pt-8">
            <p className="mb-4 text-lg text-ink-soft">{texts.leave}</p>
            <button type="submit" className="btn btn-outline min-h-12 w-full sm:w-auto" disabled={submitting && leaving}>
              <MailMinus className="h-5 w-5" aria-hidden="true" />
              {submitting && leaving ? t("form.submitting") : choices.unsubscribe}
            </button>
          </Form>
        )}
      </MailingListCard>
      <Toasts toast={formToast(result, t, { title: look[shown].title, description: look[shown].text })} />
    </>
  );
}
