import { ArrowRight, Clock, Mail, MapPin, Navigation, Phone, Send } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import type { Mailbox } from "#app/config/organisation.ts";
import { SubmitButton, useFocusFirstError } from "#app/fields/field-components.tsx";
import { type FormView, formView } from "#app/fields/fields.ts";
import { type ContactTopic, contact } from "#app/forms/contact/content.ts";
import { contactMessageInputs, contactMessageLayout, contactMessageSchema, contactMessageWords, topicMailboxes } from "#app/forms/contact/fields.ts";
import { contactFormTexts } from "#app/forms/contact/texts.ts";
import { formHeaders, handleFormSubmission } from "#app/forms/shared/action.server.ts";
import { FormFields, optionsOf } from "#app/forms/shared/form-fields.tsx";
import type { FormResult } from "#app/forms/shared/result.ts";
import { FormSafeguards } from "#app/forms/shared/safeguards.tsx";
import { storeFormSubmission } from "#app/forms/shared/storage.server.ts";
import { Toasts } from "#app/forms/shared/toast.tsx";
import { formToast, receivedText, useValidatedForm } from "#app/forms/shared/use-validated-form.ts";
import { combineLocalized } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { useContactFacts, useOfficeHours } from "#app/ui/contact-facts.ts";
import { EmailLink, PhoneLink } from "#app/ui/contact-links.tsx";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/contact-page";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("contact", url, combineLocalized({ page: contact, form: contactFormTexts }));
  // The topics' mailboxes travel with the page's data: fields.ts, where they are declared, would bring zod with the page.
  return { ...page, mailboxes: topicMailboxes, form: formView(contactMessageInputs, contactMessageWords, contactMessageLayout, page.lang) };
};
export const meta: Route.MetaFunction = pageMeta;
export const headers = formHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  handleFormSubmission({
    request,
    context,
    schema: contactMessageSchema,
    formName: "contact message",
    accept: (input) => storeFormSubmission("contact", input),
  });

const mailboxes: readonly Mailbox[] = ["email", "schoolEmail", "volunteerEmail"];
const directionsUrl = (street: string, postcode: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${street}, ${postcode}`)}`;

function DetailCard({ id, icon, heading, children }: { id: string; icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-2xl border border-sand bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-forest-50 text-forest-700">{icon}</span>
        <h3 id={id} className="text-xl font-bold text-forest-800">
          {heading}
        </h3>
      </div>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </article>
  );
}

/**
 * The topic named in `?topic=` (links from other pages: /contact?topic=sponsorship, ?topic=volunteer) is
 * chosen in the form, its card highlighted, and the form scrolled into view. Pages are prerendered
 * without the query, so this happens after hydration; without scripts the visitor picks the topic.
 */
function useRequestedTopic(topics: readonly string[]): string | null {
  const [searchParams] = useSearchParams();
  const [topic, setTopic] = useState<string | null>(null);
  useEffect(() => {
    const requested = searchParams.get("topic");
    setTopic(requested);
    if (requested !== null && topics.includes(requested)) document.getElementById("contact-form")?.scrollIntoView({ block: "start" });
  }, [searchParams, topics]);
  return topic;
}

/** The form's rules, fetched on the first touch (useValidatedForm): a static import would bring zod with the page. */
const loadContactMessageSchema = () => import("#app/forms/contact/fields.ts").then((fields) => fields.contactMessageSchema);

export default function ContactPage({
  loaderData: {
    title,
    form: formFields,
    mailboxes: topicMailboxes,
    content: { page: content, form },
  },
  actionData,
}: Route.ComponentProps) {
  const topics = optionsOf(formFields.fields.topic);
  const requestedTopic = useRequestedTopic(topics);
  const officeHours = useOfficeHours();
  const facts = useContactFacts();
  // The address as the page's language writes it (staff enter it), and the postal address, in English, under it.
  const written = facts.address[useLang()];
  const postal = [facts.street, facts.postcode];
  const iconClass = "h-6 w-6";
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section labelledBy="contact-details">
        <SectionHeading id="contact-details">{content.detailsHeading}</SectionHeading>
        <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          <DetailCard id="contact-visit" icon={<MapPin className={iconClass} aria-hidden="true" />} heading={content.visit.heading}>
            <address className="not-italic text-lg">
              {written.lines.length === 0 ? (
                postal.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))
              ) : (
                <>
                  <span lang={written.lang} className="block">
                    {written.lines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </span>
                  {written.lines.join() !== postal.join() && (
                    <>
                      <span className="mt-3 block text-sm text-ink-soft">{content.visit.postalLabel}</span>
                      <span lang="en" translate="no" className="block">
                        {postal.map((line) => (
                          <span key={line} className="block">
                            {line}
                          </span>
                        ))}
                      </span>
                    </>
                  )}
                </>
              )}
            </address>
            <p className="mt-3 flex-1 text-ink-soft">{content.visit.note}</p>
            <p className="mt-4">
              <a href={directionsUrl(facts.street, facts.postcode)} className="btn btn-outline">
                <Navigation className="h-5 w-5" aria-hidden="true" />
                {content.visit.directions}
              </a>
            </p>
          </DetailCard>
          <DetailCard id="contact-call" icon={<Phone className={iconClass} aria-hidden="true" />} heading={content.call.heading}>
            <p className="text-lg">
              <PhoneLink />
            </p>
            <p className="mt-3 text-ink-soft">{content.call.text}</p>
          </DetailCard>
          <DetailCard id="contact-write" icon={<Mail className={iconClass} aria-hidden="true" />} heading={content.write.heading}>
            <dl className="space-y-3">
              {mailboxes.map((mailbox) => (
                <div key={mailbox}>
                  <dt className="text-sm text-ink-soft">{content.write.mailboxes[mailbox]}</dt>
                  <dd>
                    <EmailLink address={facts[mailbox]} />
                  </dd>
                </div>
              ))}
            </dl>
          </DetailCard>
          <DetailCard id="contact-hours" icon={<Clock className={iconClass} aria-hidden="true" />} heading={content.hours.heading}>
            <dl className="space-y-3">
              {officeHours.map((row) => (
                <div key={row.days}>
                  <dt lang={row.lang} className="text-sm text-ink-soft">
                    {row.days}
                  </dt>
                  <dd className="text-lg font-semibold">{row.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-ink-soft">{content.hours.note}</p>
          </DetailCard>
        </div>
      </Section>

      <Section labelledBy="contact-form-title" className="grid gap-10 pt-0 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactForm
          texts={form}
          form={formFields}
          actionData={actionData}
          requestedTopic={requestedTopic !== null && topics.includes(requestedTopic) ? requestedTopic : undefined}
        />
        <div className="h-fit">
          <div className="overflow-hidden rounded-2xl bg-forest-800 text-white shadow-sm">
            <div className="tibeb" aria-hidden="true" />
            <div className="p-6 sm:p-10">
              <h2 id="contact-reply" className="text-2xl font-bold sm:text-3xl">
                {content.reply.heading}
              </h2>
              <p className="mt-2 max-w-3xl text-lg text-forest-50">{content.reply.text}</p>
              <p className="mt-4 flex max-w-3xl flex-wrap items-center gap-x-3 text-forest-100">
                <span>{content.reply.urgent}</span>
                <PhoneLink tone="light" />
              </p>
              <p className="mt-2 font-semibold text-gold-300">{content.reply.emergency}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section labelledBy="contact-topics" className="pt-0">
        <SectionHeading id="contact-topics">{content.topicsHeading}</SectionHeading>
        <p className="mt-2 max-w-3xl text-lg text-ink-soft">{content.topicsIntro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.topics.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} mailbox={topicMailboxes[topic.id]} writeTo={content.writeTo} highlighted={requestedTopic === topic.id} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function ContactForm({
  texts,
  form,
  actionData,
  requestedTopic,
}: {
  texts: (typeof contactFormTexts)["en"];
  form: FormView;
  actionData: FormResult<keyof typeof contactMessageSchema.shape> | undefined;
  requestedTopic?: string;
}) {
  const { t } = useTranslation();
  const { formRef, formProps, result, submitting, errors, values } = useValidatedForm(loadContactMessageSchema, actionData);
  useFocusFirstError(formRef, errors);
  const received = actionData?.status === "received" ? actionData : undefined;
  return (
    <div id="contact-form" className="scroll-mt-28">
      {/* A new key after each message sent gives a fresh, empty form; the requested topic is chosen once known. */}
      <Form
        method="post"
        preventScrollReset
        {...formProps}
        key={received?.receivedAt ?? requestedTopic ?? "contact"}
        aria-labelledby="contact-form-title"
        className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7"
      >
        <div>
          <h2 id="contact-form-title" className="text-2xl font-bold text-forest-800">
            {texts.title}
          </h2>
          <p className="mt-1 text-ink-soft">{texts.intro}</p>
        </div>
        {received && (
          <p className="rounded-xl border-s-8 border-forest-600 bg-forest-50 p-4 font-semibold text-forest-800">{receivedText(received, t, texts.success)}</p>
        )}
        <FormSafeguards />
        <FormFields
          form={form}
          values={values}
          errors={errors}
          defaults={requestedTopic ? { topic: requestedTopic } : undefined}
          submit={<SubmitButton submitting={submitting} label={texts.submit} icon={<Send className="h-5 w-5" aria-hidden="true" />} />}
        />
      </Form>
      <Toasts toast={formToast(result, t, { title: texts.successTitle, description: texts.success })} />
    </div>
  );
}

function TopicCard({ topic, mailbox, writeTo, highlighted }: { topic: ContactTopic; mailbox: Mailbox; writeTo: string; highlighted: boolean }) {
  return (
    <article
      id={`topic-${topic.id}`}
      aria-labelledby={`topic-${topic.id}-title`}
      data-highlighted={highlighted ? "" : undefined}
      className={`flex h-full scroll-mt-28 flex-col rounded-2xl border bg-white p-6 shadow-sm transition ${
        highlighted ? "border-gold-400 ring-4 ring-gold-300" : "border-sand"
      }`}
    >
      <h3 id={`topic-${topic.id}-title`} className="text-xl font-bold text-forest-800">
        {topic.title}
      </h3>
      <p className="mt-2 flex-1 text-ink-soft">{topic.text}</p>
      <p className="mt-4 flex flex-col items-start">
        <span className="text-sm text-ink-soft">{writeTo}</span>
        <EmailLink mailbox={mailbox} subject={topic.subject} />
      </p>
      {topic.page && (
        <p>
          <LocalLink
            to={topic.page.to}
            className="group inline-flex min-h-11 items-center gap-1 font-semibold text-forest-700 hover:text-forest-800 hover:underline"
          >
            {topic.page.label}
            <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" aria-hidden="true" />
          </LocalLink>
        </p>
      )}
    </article>
  );
}
