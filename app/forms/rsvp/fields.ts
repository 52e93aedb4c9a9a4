import { z } from "zod/mini";
import { type FieldInput, type FieldInputs, type FieldWords, schemaOf } from "#app/fields/fields.ts";
import { email, maxLengths, optionalText, requiredText } from "#app/fields/validation.ts";

/**
 * A reply to an event's RSVP: every field, once (app/fields/fields.ts says how this is read). The event
 * page's form, the e-mails, the staff list of replies and its CSV derive from these two records. How many
 * people one reply may bring is the event's own (its editor's "people per reply"); the rule here is the most
 * any event allows, and the action checks the event's.
 */
export const mostPeoplePerReply = 20;

/** How many people one reply brings: 1 to the event's most, chosen from a list. */
function peopleInput(most: number) {
  return {
    rule: z.pipe(
      z.pipe(z.string({ error: "choose" }).check(z.regex(/^\d{1,2}$/, "choose")), z.transform(Number)),
      z.int().check(z.gte(1, "choose"), z.lte(most, "choose")),
    ),
    control: { type: "select", options: Array.from({ length: most }, (_, index) => String(index + 1)) },
  } as const satisfies FieldInput;
}

export const rsvpInputs = {
  name: { rule: requiredText(maxLengths.name), control: { type: "text", autoComplete: "name", maxLength: maxLengths.name } },
  email: { rule: email, control: { type: "email", autoComplete: "email", maxLength: maxLengths.email } },
  people: peopleInput(mostPeoplePerReply),
  /** The answer to the event's own question, when it asks one. */
  answer: { rule: optionalText(maxLengths.longText), control: { type: "textarea", rows: 3, maxLength: maxLengths.longText }, optional: true },
} as const satisfies FieldInputs;

export const rsvpSchema = schemaOf(rsvpInputs);
export type RsvpReply = z.infer<typeof rsvpSchema>;

/** The form of one event: its own most people per reply. */
export const rsvpInputsFor = (partyMax: number) => ({ ...rsvpInputs, people: peopleInput(Math.min(partyMax, mostPeoplePerReply)) });

export const rsvpWords: FieldWords<RsvpReply> = {
  name: { label: { en: "Your name", am: "ስምዎ" }, staffLabel: { en: "Name", am: "ስም" } },
  email: { label: { en: "E-mail address", am: "የኢሜይል አድራሻ" }, hint: { en: "For your confirmation and the reminder.", am: "ለማረጋገጫውና ለማስታወሻው።" } },
  people: {
    label: { en: "How many people are coming, you included?", am: "እርስዎን ጨምሮ ስንት ሰዎች ይመጣሉ?" },
    staffLabel: { en: "People", am: "የሰዎች ብዛት" },
    confirmation: { label: { en: "People", am: "የሰዎች ብዛት" } },
    summary: true,
  },
  // The form asks the event's question itself; staff read it above the list.
  answer: {
    label: { en: "Your answer", am: "መልስዎ" },
    staffLabel: { en: "Answer to the event's question", am: "ለዝግጅቱ ጥያቄ የተሰጠ መልስ" },
    confirmation: { quote: { en: "Your answer", am: "መልስዎ" } },
  },
};
