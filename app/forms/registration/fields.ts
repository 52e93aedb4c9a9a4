import { z } from "zod/mini";
import { school } from "#app/config/school.ts";
import { checkbox, email, maxLengths, optionalText, phone, requiredText } from "#app/forms/shared/validation.ts";

export const childAge = school.childAge;
export const grades = ["k", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] as const;
export const amharicLevels = ["none", "beginner", "intermediate", "fluent", "native"] as const;

export const registrationSchema = z.object({
  parentName: requiredText(maxLengths.name),
  parentEmail: email,
  parentPhone: phone,
  childName: requiredText(maxLengths.name),
  childAge: z.pipe(
    z.pipe(
      z.string({ error: "required" }).check(z.trim(), z.minLength(1, "required"), z.regex(/^\d{1,2}$/, "ageRange")),
      z.transform(Number),
    ),
    z.int().check(z.gte(childAge.min, "ageRange"), z.lte(childAge.max, "ageRange")),
  ),
  childGrade: z.enum(grades, { error: "choose" }),
  amharicLevel: z.enum(amharicLevels, { error: "choose" }),
  medicalInfo: optionalText(maxLengths.longText),
  emergencyContact: requiredText(maxLengths.name),
  emergencyPhone: phone,
  scholarshipNeeded: checkbox,
  agreement: checkbox.check(z.refine((agreed) => agreed, "agreementRequired")),
});

export type Registration = z.infer<typeof registrationSchema>;
