import type { ContentKind } from "#app/content/kinds.ts";

/**
 * The summer school's facts (one fixed entry, `summer-school`): the programme period, ages, places,
 * enrolment, the school day and fees. The education, home, about, history, programmes and register pages
 * read them (app/content/facts.server.ts); the staff overview compares enrolments against `capacity`.
 */
export const schoolFactsKind = {
  kind: "school-facts",
  path: "/programs/education",
  label: { en: "School facts", am: "የትምህርት ቤቱ መረጃዎች" },
  titleField: "title",
  fixed: ["summer-school"],
  itemFields: [
    {
      name: "termStart",
      input: "date",
      label: { en: "Programme period starts", am: "የፕሮግራሙ ዙር የሚጀምርበት ቀን" },
      hint: {
        en: "Pages speak of the period as coming, running or ended from these dates.",
        am: "ገጾቹ ዙሩን ከእነዚህ ቀኖች ተነሥተው እንደሚመጣ፣ እንደቀጠለ ወይም እንዳበቃ ይገልጻሉ።",
      },
    },
    { name: "termEnd", input: "date", label: { en: "Programme period ends", am: "የፕሮግራሙ ዙር የሚያበቃበት ቀን" } },
    { name: "opens", input: "time", label: { en: "School day starts", am: "የትምህርት ቀን የሚጀምርበት ሰዓት" } },
    { name: "closes", input: "time", label: { en: "School day ends", am: "የትምህርት ቀን የሚያበቃበት ሰዓት" } },
    { name: "ageMin", input: "number", label: { en: "Youngest age", am: "ዝቅተኛ ዕድሜ" }, min: 3, max: 25 },
    { name: "ageMax", input: "number", label: { en: "Oldest age", am: "ከፍተኛ ዕድሜ" }, min: 3, max: 25 },
    {
      name: "capacity",
      input: "number",
      label: { en: "Places in the programme", am: "በፕሮግራሙ ያሉ ቦታዎች" },
      hint: { en: "The staff overview compares enrolments against it.", am: "የሠራተኞች ማጠቃለያ ምዝገባዎችን ከዚህ ጋር ያነጻጽራል።" },
      min: 0,
      max: 10_000,
    },
    {
      name: "enrolled",
      input: "number",
      label: { en: "Students enrolled in this period", am: "በዚህ ዙር የተመዘገቡ ተማሪዎች" },
      min: 0,
      max: 10_000,
    },
    { name: "waitlist", input: "number", label: { en: "Children on the waitlist", am: "በተጠባባቂ ዝርዝር ላይ ያሉ ልጆች" }, min: 0, max: 10_000 },
  ],
  textFields: [
    { name: "title", input: "line", label: { en: "Name of this entry", am: "የዚህ መረጃ ስም" }, required: true, max: 120 },
    { name: "days", input: "line", label: { en: "School days", am: "የትምህርት ቀናት" }, required: true, max: 120 },
    {
      name: "fees",
      input: "paragraph",
      label: { en: "Fees (leave empty if none are shown)", am: "ክፍያ (የማይታይ ከሆነ ባዶ ይተዉት)" },
      hint: { en: "Shown on the education page when written.", am: "ከተጻፈ በትምህርት ገጹ ላይ ይታያል።" },
      required: false,
      max: 600,
    },
  ],
} as const satisfies ContentKind;
