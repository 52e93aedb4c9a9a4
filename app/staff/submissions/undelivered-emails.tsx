import { Form } from "react-router";
import { fill } from "#app/i18n/fill.ts";
import { useSubmissionsTexts } from "#app/staff/submissions/texts.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

/** One undelivered e-mail as the overview's loader sends it: dates already formatted, never the message itself. */
export interface UndeliveredView {
  id: number;
  status: "pending" | "failed";
  recipient: string;
  subject: string;
  attempts: string;
  lastError: string | null;
  nextTry: string | null;
  written: string;
  reference: string | null;
  /** Given up, or waiting after a failed attempt; one never tried is due already and has nothing to bring forward. */
  canResend: boolean;
}

/**
 * The overview's list of e-mails that could not be sent, each with the mail server's reason and a button
 * that puts it back in the queue: a plain form post, so it works without JavaScript.
 */
export function UndeliveredEmails({ emails }: { emails: UndeliveredView[] }) {
  const texts = useSubmissionsTexts().undelivered;
  return (
    <section aria-labelledby="undelivered-title" className="mt-8">
      <h2 id="undelivered-title" className="text-xl font-bold text-forest-800">
        {texts.title}
      </h2>
      <p className="mt-1 max-w-3xl text-ink-soft">{texts.intro}</p>
      {emails.length === 0 ? (
        <p className="mt-3 text-ink-soft">{texts.none}</p>
      ) : (
        <ul className="mt-4 grid gap-4" data-testid="undelivered-emails">
          {emails.map((email) => (
            <li key={email.id} className="rounded-2xl border border-sand bg-white p-5 shadow-sm" data-testid={`undelivered-${email.id}`}>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${email.status === "failed" ? "bg-ember-50 text-ember-700" : "bg-gold-100 text-ink"}`}
                >
                  {email.status === "failed" ? texts.failed : texts.waiting}
                </span>
                <span className="text-sm text-ink-soft">
                  {[
                    fill(texts.written, { date: email.written }),
                    fill(texts.attempts, { count: email.attempts }),
                    email.nextTry && fill(texts.nextTry, { date: email.nextTry }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </p>
              <dl className="mt-3 grid items-baseline gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
                <dt className="font-semibold text-ink-soft">{texts.to}</dt>
                <dd className="break-all">{email.recipient}</dd>
                <dt className="font-semibold text-ink-soft">{texts.subject}</dt>
                <dd className="break-words">{email.subject}</dd>
                {email.reference && (
                  <>
                    <dt className="font-semibold text-ink-soft">{texts.about}</dt>
                    <dd>
                      <LocalLink
                        to={`/admin/submissions/${email.reference}`}
                        className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                      >
                        {email.reference}
                      </LocalLink>
                    </dd>
                  </>
                )}
                <dt className="font-semibold text-ink-soft">{texts.reason}</dt>
                <dd className="break-words font-mono text-sm" data-testid="reason">
                  {email.lastError ?? texts.noReason}
                </dd>
              </dl>
              {email.canResend && (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="email" value={email.id} />
                  <button type="submit" className="btn btn-outline w-full sm:w-auto">
                    {texts.resend}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
