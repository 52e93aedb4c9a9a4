import { z } from "zod/mini";
import { school } from "#app/config/school.ts";
import type { FieldInputs, FieldWords, FormLayout } from "#app/fields/fields.ts";
import { schemaOf } from "#app/fields/fields.ts";
import { checkbox, email, maxLengths, optionalText, phone, requiredText } from "#app/fields/validation.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatNumber } from "#app/i18n/format.ts";
import type { Localized } from "#app/i18n/language.ts";

/** The summer school registration: every field, once (app/fields/fields.ts says how this is read). */

export const childAge = school.childAge;
export const grades = ["k", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] as const;
export const amharicLevels = ["none", "beginner", "intermediate", "fluent", "native"] as const;

export const registrationInputs = {
  parentName: { rule: requiredText(maxLengths.name), control: { type: "text", autoComplete: "name", maxLength: maxLengths.name } },
  parentEmail: { rule: email, control: { type: "email", autoComplete: "email", maxLength: maxLengths.email } },
  parentPhone: { rule: phone, control: { type: "tel", autoComplete: "tel", maxLength: maxLengths.phone } },
  childName: { rule: requiredText(maxLengths.name), control: { type: "text", maxLength: maxLengths.name } },
  childAge: {
    rule: z.pipe(
      z.pipe(z.string({ error: "required" }).check(z.trim(), z.minLength(1, "required"), z.regex(/^\d{1,2}$/, "ageRange")), z.transform(Number)),
      z.int().check(z.gte(childAge.min, "ageRange"), z.lte(childAge.max, "ageRange")),
    ),
    control: { type: "number", inputMode: "numeric", min: childAge.min, max: childAge.max, step: 1 },
  },
  childGrade: { rule: z.enum(grades, { error: "choose" }), control: { type: "select", options: grades } },
  amharicLevel: { rule: z.enum(amharicLevels, { error: "choose" }), control: { type: "select", options: amharicLevels } },
  medicalInfo: { rule: optionalText(maxLengths.longText), control: { type: "textarea", maxLength: maxLengths.longText }, optional: true },
  emergencyContact: { rule: requiredText(maxLengths.name), control: { type: "text", maxLength: maxLengths.name } },
  emergencyPhone: { rule: phone, control: { type: "tel", maxLength: maxLengths.phone } },
  scholarshipNeeded: { rule: checkbox, control: { type: "checkbox" } },
  // Its label links to the terms and the privacy policy (the page draws the links).
  agreement: { rule: checkbox.check(z.refine((agreed) => agreed, "agreementRequired")), control: { type: "checkbox" } },
} as const satisfies FieldInputs;

export const registrationSchema = schemaOf(registrationInputs);
export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationField = keyof typeof registrationInputs;

/**
 * What a family's next registration shares with the one just sent, kept by "Register another child": the
 * parent's details and the emergency contact. The child's answers, the scholarship request and the
 * agreement are never sent back: each child's are typed, and agreed to, afresh.
 */
export const householdFields = [
  "parentName",
  "parentEmail",
  "parentPhone",
  "emergencyContact",
  "emergencyPhone",
] as const satisfies readonly RegistrationField[];

export const registrationLayout: FormLayout<RegistrationField> = [
  { legend: "parentSection", rows: ["parentName", { fields: ["parentEmail", "parentPhone"] }] },
  { legend: "childSection", rows: ["childName", { fields: ["childAge", "childGrade", "amharicLevel"], columns: 3 }, "medicalInfo", "scholarshipNeeded"] },
  { legend: "emergencySection", rows: [{ fields: ["emergencyContact", "emergencyPhone"] }] },
  { rows: ["agreement"] },
];

const gradeNames = { k: { en: "Kindergarten", am: "መዋዕለ ሕፃናት" }, grade: { en: "Grade {{grade}}", am: "{{grade}}ኛ ክፍል" } };
const amharicLevelNames: Localized<Record<(typeof amharicLevels)[number], string>> = {
  en: {
    none: "None: has not learned Amharic yet",
    beginner: "Beginner: knows some words",
    intermediate: "Intermediate: understands and speaks a little",
    fluent: "Fluent: speaks comfortably",
    native: "Native: Amharic is a first language",
  },
  am: {
    none: "ምንም፦ ገና አማርኛ አልተማረም",
    beginner: "ጀማሪ፦ ጥቂት ቃላት ያውቃል",
    intermediate: "መካከለኛ፦ ይረዳል፣ ትንሽም ይናገራል",
    fluent: "አቀላጥፎ፦ ያለችግር ይናገራል",
    native: "የአፍ መፍቻ፦ አማርኛ የመጀመሪያ ቋንቋው ነው",
  },
};
const phonePlaceholder = { en: "(503) 555-0100", am: "(503) 555-0100" };

export const registrationWords: FieldWords<Registration> = {
  parentName: { label: { en: "Parent / guardian full name", am: "የወላጅ / አሳዳጊ ሙሉ ስም" }, placeholder: { en: "e.g. Almaz Bekele", am: "ለምሳሌ አልማዝ በቀለ" } },
  parentEmail: { label: { en: "E-mail address", am: "የኢሜይል አድራሻ" }, placeholder: { en: "name@example.org", am: "name@example.org" } },
  parentPhone: { label: { en: "Phone number", am: "ስልክ ቁጥር" }, placeholder: phonePlaceholder },
  childName: {
    label: { en: "Student full name", am: "የተማሪው ሙሉ ስም" },
    placeholder: { en: "e.g. Dawit Bekele", am: "ለምሳሌ ዳዊት በቀለ" },
    confirmation: { label: { en: "Student", am: "ተማሪ" } },
    summary: true,
  },
  childAge: { label: { en: "Age", am: "ዕድሜ" }, hint: { en: "From 5 to 18 years old.", am: "ከ5 እስከ 18 ዓመት።" }, show: formatNumber },
  childGrade: {
    label: { en: "Grade in school", am: "የትምህርት ቤት ክፍል" },
    option: (grade, lang) => (grade === "k" ? gradeNames.k[lang] : fill(gradeNames.grade[lang], { grade: formatNumber(Number(grade), lang) })),
  },
  amharicLevel: { label: { en: "Amharic level", am: "የአማርኛ ደረጃ" }, option: amharicLevelNames },
  medicalInfo: {
    label: { en: "Medical information, allergies or accommodations", am: "የጤና መረጃ፣ አለርጂ ወይም የሚያስፈልግ ልዩ ድጋፍ" },
    hint: {
      en: "Only the school's staff see this. Leave it empty if there is nothing to tell us.",
      am: "ይህን የሚያዩት የትምህርት ቤቱ ሠራተኞች ብቻ ናቸው። የሚነግሩን ነገር ከሌለ ባዶ ይተዉት።",
    },
    // Never repeated to the family or to the staff mailbox: e-mail is no place for a child's health data.
    staffOnly: true,
    confirmation: {
      note: {
        en: "To protect your child's privacy, this e-mail does not repeat the medical information you gave us. Only the school's staff see it.",
        am: "የልጅዎን ግላዊነት ለመጠበቅ የሰጡንን የጤና መረጃ በዚህ ኢሜይል ውስጥ አልደገምነውም። ይህን መረጃ የሚያዩት የትምህርት ቤቱ ሠራተኞች ብቻ ናቸው።",
      },
    },
  },
  emergencyContact: {
    label: { en: "Emergency contact name", am: "የአደጋ ጊዜ ተጠሪ ስም" },
    placeholder: { en: "Someone other than you, if possible", am: "ቢቻል ከእርስዎ ሌላ ሰው" },
  },
  emergencyPhone: { label: { en: "Emergency contact phone", am: "የአደጋ ጊዜ ተጠሪ ስልክ" }, placeholder: phonePlaceholder },
  scholarshipNeeded: {
    label: { en: "I would like to apply for a scholarship", am: "ለትምህርት ዕድል ማመልከት እፈልጋለሁ" },
    hint: {
      en: "Scholarships cover fees for families who need help. It does not affect admission.",
      am: "የትምህርት ዕድል እገዛ ለሚያስፈልጋቸው ቤተሰቦች ክፍያውን ይሸፍናል። በመግቢያ ውሳኔ ላይ ተጽዕኖ የለውም።",
    },
    staffLabel: { en: "Scholarship requested", am: "የትምህርት ዕድል ጠይቀዋል" },
    // A family's need for financial help is theirs and the school's, not a shared mailbox's.
    staffOnly: true,
    confirmation: {
      note: {
        en: "We have noted that you would like to apply for a scholarship. It does not affect admission.",
        am: "ለትምህርት ዕድል ማመልከት እንደሚፈልጉ መዝግበናል። ይህ በመግቢያ ውሳኔ ላይ ተጽዕኖ የለውም።",
      },
    },
  },
  agreement: {
    label: {
      en: "I agree to the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>.",
      am: "<terms>በአጠቃቀም ደንቦቹ</terms>ና <privacy>በግላዊነት ፖሊሲው</privacy> እስማማለሁ።",
    },
    staffLabel: { en: "Agreed to the terms and privacy policy", am: "በአጠቃቀም ደንቦቹና በግላዊነት ፖሊሲው ተስማምተዋል" },
  },
};
