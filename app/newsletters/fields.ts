import { z } from "zod/mini";
import { requiredText } from "#app/fields/validation.ts";
import { subscriptionInterests } from "#app/forms/subscription/fields.ts";
import { languages } from "#app/i18n/language.ts";

/**
 * A newsletter's form in the staff area, shared by the browser and the server: the subject and Markdown in
 * each language, side by side, and the audience: every confirmed subscriber, or those of one language, or
 * those who chose any of some interests (none ticked: every interest).
 */
export const audienceLanguages = ["all", ...languages] as const;

export const newsletterLimits = { subject: 200, body: 20_000 } as const;

export const newsletterSchema = z.object({
  subjectEn: requiredText(newsletterLimits.subject),
  subjectAm: requiredText(newsletterLimits.subject),
  bodyEn: requiredText(newsletterLimits.body),
  bodyAm: requiredText(newsletterLimits.body),
  language: z.enum(audienceLanguages, { error: "choose" }),
  interests: z.array(z.enum(subscriptionInterests, { error: "choose" })),
});

export type NewsletterForm = z.infer<typeof newsletterSchema>;

export interface NewsletterAudience {
  language: (typeof audienceLanguages)[number];
  /** Empty: every subscriber of the language, whatever their interests. */
  interests: (typeof subscriptionInterests)[number][];
}

export interface NewsletterInput {
  subjectEn: string;
  subjectAm: string;
  bodyEn: string;
  bodyAm: string;
  audience: NewsletterAudience;
}

export const newsletterInput = ({ language, interests, ...words }: NewsletterForm): NewsletterInput => ({
  ...words,
  audience: { language, interests: [...new Set(interests)] },
});
