import { z } from "zod";
import { school } from "../config/school.ts";
import { checkbox, email, maxLengths, optionalText, phone, requiredText } from "./form-validation.ts";

export const childAge = school.childAge;
export const grades = ["k", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] as const;
export const amharicLevels = ["none", "beginner", "intermediate", "fluent", "native"] as const;

export const registrationSchema = z.object({
  parentName: requiredText(maxLengths.name),
  parentEmail: email,
  parentPhone: phone,
  childName: requiredText(maxLengths.name),
  childAge: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .regex(/^\d{1,2}$/, "ageRange")
    .transform(Number)
    .pipe(z.number().int().min(childAge.min, "ageRange").max(childAge.max, "ageRange")),
  childGrade: z.enum(grades, { error: "choose" }),
  amharicLevel: z.enum(amharicLevels, { error: "choose" }),
  medicalInfo: optionalText(maxLengths.longText),
  emergencyContact: requiredText(maxLengths.name),
  emergencyPhone: phone,
  scholarshipNeeded: checkbox,
  agreement: checkbox.refine((agreed) => agreed, "agreementRequired"),
});

export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationField = keyof Registration;
export const registrationFields = Object.keys(registrationSchema.shape) as RegistrationField[];
