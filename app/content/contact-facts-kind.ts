import type { ContentKind } from "#app/content/kinds.ts";

/**
 * The organisation's contact facts and office hours as visitors see them (one fixed entry, `organisation`):
 * the footer of every page, the contact page, the register page and every e-mail link on the pages. Which
 * staff mailbox hears about each form stays in app/config/organisation.ts (`staffNotifications`).
 */
export const contactFactsKind = {
  kind: "contact-facts",
  path: "/contact",
  label: { en: "Contact details and office hours", am: "የመገኛ መረጃና የሥራ ሰዓት" },
  titleField: "title",
  fixed: ["organisation"],
  itemFields: [
    { name: "phone", input: "phone", label: { en: "Phone", am: "ስልክ" } },
    { name: "email", input: "email", label: { en: "E-mail for general questions", am: "ለአጠቃላይ ጥያቄዎች ኢሜይል" } },
    { name: "schoolEmail", input: "email", label: { en: "E-mail of the school", am: "የትምህርት ቤቱ ኢሜይል" } },
    { name: "volunteerEmail", input: "email", label: { en: "E-mail for volunteers", am: "ለበጎ ፈቃደኞች ኢሜይል" } },
    { name: "street", input: "text", label: { en: "Street address", am: "የመንገድ አድራሻ" }, max: 120 },
    { name: "postcode", input: "text", label: { en: "City, state and ZIP code", am: "ከተማ፣ ግዛትና ዚፕ ኮድ" }, max: 120 },
    {
      name: "weekdaysOpens",
      input: "time",
      label: { en: "Office opens (first days)", am: "ቢሮው የሚከፈትበት (የመጀመሪያዎቹ ቀናት)" },
      hint: { en: "Portland time, 24-hour clock.", am: "የፖርትላንድ ሰዓት፣ ባለ 24 ሰዓት።" },
    },
    { name: "weekdaysCloses", input: "time", label: { en: "Office closes (first days)", am: "ቢሮው የሚዘጋበት (የመጀመሪያዎቹ ቀናት)" } },
    {
      name: "otherDaysOpens",
      input: "time",
      label: { en: "Office opens (other days)", am: "ቢሮው የሚከፈትበት (ሌሎቹ ቀናት)" },
      hint: { en: "Leave both times empty when the office is closed then.", am: "ቢሮው ዝግ ከሆነ ሁለቱንም ሰዓቶች ባዶ ይተዉ።" },
      optional: true,
    },
    { name: "otherDaysCloses", input: "time", label: { en: "Office closes (other days)", am: "ቢሮው የሚዘጋበት (ሌሎቹ ቀናት)" }, optional: true },
  ],
  textFields: [
    { name: "title", input: "line", label: { en: "Name of this entry", am: "የዚህ መረጃ ስም" }, required: true, max: 120 },
    {
      name: "address",
      input: "paragraph",
      label: { en: "Address as this language writes it", am: "አድራሻው በዚህ ቋንቋ" },
      hint: {
        en: "One line each. Leave it empty where the postal address above is how this language writes it; otherwise the contact page shows the postal address under it.",
        am: "እያንዳንዱን መስመር ለየብቻ ይጻፉ። ይህ ቋንቋ አድራሻውን ከላይ እንዳለው የፖስታ አድራሻ የሚጽፈው ከሆነ ባዶ ይተዉት፤ ካልሆነ የመገኛ ገጹ የፖስታ አድራሻውን ከሥሩ ያሳያል።",
      },
      required: false,
      max: 240,
    },
    { name: "city", input: "line", label: { en: "City, as the footer shows it", am: "ከተማ (በግርጌው እንደሚታየው)" }, required: true, max: 120 },
    { name: "weekdays", input: "line", label: { en: "First days of office hours", am: "የሥራ ሰዓት የመጀመሪያዎቹ ቀናት" }, required: true, max: 80 },
    { name: "otherDays", input: "line", label: { en: "Other days of office hours", am: "የሥራ ሰዓት ሌሎቹ ቀናት" }, required: false, max: 80 },
  ],
} as const satisfies ContentKind;
