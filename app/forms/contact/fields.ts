import { z } from "zod/mini";
import { email, maxLengths, optionalPhone, requiredText } from "#app/forms/shared/validation.ts";

/**
 * What a visitor can write to us about. The ids are also the `?topic=` values other pages link with
 * (/contact?topic=sponsorship from the sponsorship page, ?topic=volunteer from the volunteer page).
 */
export const contactTopics = ["general", "registration", "volunteer", "sponsorship", "donation", "events", "press"] as const;
export type ContactTopicId = (typeof contactTopics)[number];

export function isContactTopic(value: unknown): value is ContactTopicId {
  return typeof value === "string" && (contactTopics as readonly string[]).includes(value);
}

export const contactMessageSchema = z.object({
  name: requiredText(maxLengths.name),
  email,
  phone: optionalPhone,
  topic: z.enum(contactTopics, { error: "choose" }),
  message: requiredText(maxLengths.message),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
