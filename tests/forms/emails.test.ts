import { describe, expect, test } from "vitest";
import { organisation } from "#app/config/organisation.ts";
import { confirmationEmail, type SubmissionForEmail, staffNotificationEmail } from "#app/forms/submission-forms.server.ts";
import { subscriptionConfirmationEmail, subscriptionWelcomeEmail } from "#app/forms/subscription/emails.server.ts";
import { type Lang, languages } from "#app/i18n/language.ts";

const receivedAt = "2026-03-06T01:14:00.000Z";
const medicalInfo = "Severe peanut allergy; EpiPen in backpack";
const staffLink = "https://tesfa.example.org/admin/submissions/REG-2026-0042";
const scriptName = "<script>alert(1)</script>";

const registration = (lang: Lang): SubmissionForEmail => ({
  kind: "registration",
  reference: "REG-2026-0042",
  lang,
  receivedAt,
  fields: {
    parentName: "Almaz Bekele",
    parentEmail: "almaz@example.org",
    parentPhone: "(503) 555-0123",
    childName: "Dawit Bekele",
    childAge: 9,
    childGrade: "k",
    amharicLevel: "beginner",
    medicalInfo,
    emergencyContact: "Tsehay Alemu",
    emergencyPhone: "+1 503 555 0177",
    scholarshipNeeded: true,
    agreement: true,
  },
});

const donation = (lang: Lang): SubmissionForEmail => ({
  kind: "donation",
  reference: "DON-2026-0007",
  lang,
  receivedAt,
  fields: { amount: "$75", name: "Almaz Bekele", email: "almaz@example.org", message: "In memory of my father" },
});

const contact = (lang: Lang): SubmissionForEmail => ({
  kind: "contact",
  reference: "MSG-2026-0003",
  lang,
  receivedAt,
  fields: { name: "Almaz Bekele", email: "almaz@example.org", phone: "", topic: "volunteer", message: "Can I help with the New Year celebration?" },
});

const submissions = [registration, donation, contact];
const ethiopic = /[\u1200-\u137f]/;

/** What an Amharic e-mail may show in Latin letters: references, addresses, numbers and what the visitor typed. */
function withoutLatinValues(text: string, submission: SubmissionForEmail): string {
  let rest = text
    .replace(/https?:\/\/\S+/g, "")
    .replace(/\S+@\S+/g, "")
    .replace(/\b(REG|DON|MSG)-\d{4}-\d{4}\b/g, "");
  for (const value of Object.values(submission.fields)) if (typeof value === "string" && value) rest = rest.split(value).join("");
  return rest;
}

/** The English version's sentences of three words or more. */
function englishSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?:])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word)).length >= 3);
}

describe.each(languages)("confirmations in %s", (lang) => {
  test.each(submissions.map((make) => [make(lang).kind, make] as const))("%s: subject and text carry the reference", (_kind, make) => {
    const submission = make(lang);
    const email = confirmationEmail(submission);
    expect(email.subject).toContain(submission.reference);
    expect(email.text).toContain(submission.reference);
    expect(email.html).toContain(submission.reference);
    expect(email.html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}" dir="ltr"`));
    expect(email.text).toContain(organisation.name[lang]);
    expect(email.text).toContain(organisation.city[lang]);
    expect(email.text).toContain(organisation.phone.display);
    expect(email.text).toContain(organisation.email);
  });
});

describe("Amharic confirmations", () => {
  test.each(submissions.map((make) => [make("am").kind, make] as const))("%s: Ethiopic text, no English sentences", (_kind, make) => {
    const amharic = confirmationEmail(make("am"));
    const english = confirmationEmail(make("en"));
    expect(amharic.subject).toMatch(ethiopic);
    expect(amharic.text).toMatch(ethiopic);
    expect(amharic.html).toContain("Noto Sans Ethiopic");
    expect(amharic.html).toContain("line-height:1.7");
    expect(withoutLatinValues(amharic.text, make("am"))).not.toMatch(/[A-Za-z]{2,}/);
    // What the visitor typed is quoted as they wrote it; everything else must be Amharic.
    const sentences = englishSentences(withoutLatinValues(english.text, make("en")));
    expect(sentences.length).toBeGreaterThan(3);
    for (const sentence of sentences) expect(amharic.text).not.toContain(sentence);
  });

  test("the welcome e-mail is in Amharic too", () => {
    const unsubscribeUrl = "https://tesfa.example.org/am/unsubscribe?token=abc.def";
    const preferencesUrl = "https://tesfa.example.org/am/subscribe/preferences?token=ghi.jkl";
    const amharic = subscriptionWelcomeEmail({ lang: "am", interests: ["news", "events"], unsubscribeUrl, preferencesUrl });
    const english = subscriptionWelcomeEmail({ lang: "en", interests: ["news", "events"], unsubscribeUrl, preferencesUrl });
    expect(amharic.subject).toMatch(ethiopic);
    expect(
      amharic.text
        .replace(unsubscribeUrl, "")
        .replace(preferencesUrl, "")
        .replace(/\S+@\S+/g, ""),
    ).not.toMatch(/[A-Za-z]{2,}/);
    for (const sentence of englishSentences(english.text)) expect(amharic.text).not.toContain(sentence);
  });

  test("the e-mail that asks to confirm joining is in Amharic too, with its link in text and HTML", () => {
    const confirmUrl = "https://tesfa.example.org/am/subscribe/confirm?token=abc.def";
    const amharic = subscriptionConfirmationEmail({ lang: "am", interests: ["school"], confirmUrl });
    const english = subscriptionConfirmationEmail({ lang: "en", interests: ["school"], confirmUrl });
    expect(amharic.subject).toMatch(ethiopic);
    expect(amharic.text.replace(confirmUrl, "").replace(/\S+@\S+/g, "")).not.toMatch(/[A-Za-z]{2,}/);
    for (const sentence of englishSentences(english.text)) expect(amharic.text).not.toContain(sentence);
    for (const email of [amharic, english]) {
      expect(email.text).toContain(confirmUrl);
      expect(email.html).toContain(`href="${confirmUrl}"`);
    }
  });
});

describe("registration", () => {
  test("the confirmation promises contact within 2 business days and names the child", () => {
    const email = confirmationEmail(registration("en"));
    expect(email.text).toContain("We'll contact you within 2 business days with next steps.");
    expect(email.text).toContain("Dawit Bekele");
    expect(email.text).toContain(organisation.schoolEmail);
    expect(confirmationEmail(registration("am")).text).toContain("በ2 የሥራ ቀናት ውስጥ");
  });

  test.each(languages)("the confirmation (%s) leaves out the medical notes", (lang) => {
    const email = confirmationEmail(registration(lang));
    expect(email.text).not.toContain("peanut");
    expect(email.html).not.toContain("peanut");
  });

  test("the staff notification has every field but the medical notes and the scholarship request, and links to the registration", () => {
    const email = staffNotificationEmail(registration("am"), staffLink);
    expect(email.subject).toBe("New registration REG-2026-0042: Dawit Bekele");
    for (const line of [
      "Reference: REG-2026-0042",
      "Language used: Amharic",
      "Received: Thursday, March 5, 2026",
      "Parent / guardian full name: Almaz Bekele",
      "Student full name: Dawit Bekele",
      "Age: 9",
      "Grade in school: Kindergarten",
      "Amharic level: Beginner: knows some words",
      "Medical information, allergies or accommodations: (in the staff area only)",
      "Emergency contact name: Tsehay Alemu",
      "Emergency contact phone: +1 503 555 0177",
      "Scholarship requested: (in the staff area only)",
      `Open it in the staff area: ${staffLink}`,
    ]) {
      expect(email.text).toContain(line);
    }
    for (const body of [email.text, email.html]) expect(body.toLowerCase()).not.toContain("peanut");
    expect(email.html).toContain(`href="${staffLink}"`);
    expect(email.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr"/);
  });
});

describe("staff notifications", () => {
  test.each(languages)("are in English whatever the visitor used (%s)", (lang) => {
    for (const make of submissions) {
      const submission = make(lang);
      const email = staffNotificationEmail(submission, staffLink);
      expect(email.subject).toContain(submission.reference);
      expect(email.text).toContain(submission.reference);
      expect(email.text).toContain(`Language used: ${lang === "am" ? "Amharic" : "English"}`);
      expect(email.text).not.toMatch(ethiopic);
    }
  });

  test("donation and message subjects", () => {
    expect(staffNotificationEmail(donation("en"), staffLink).subject).toMatch(/^New donation request DON-2026-0007/);
    expect(staffNotificationEmail(contact("en"), staffLink).subject).toMatch(/^New message MSG-2026-0003 \(Volunteering\)/);
    expect(staffNotificationEmail(donation("en"), staffLink).text).toContain("Amount (as written): $75");
    expect(staffNotificationEmail(contact("en"), staffLink).text).toContain("Phone number: (not given)");
  });
});

describe("donation and message confirmations", () => {
  test("the donation confirmation repeats the amount as typed and the payment-details promise", () => {
    const email = confirmationEmail(donation("en"));
    expect(email.text).toContain("Amount you wrote: $75");
    expect(email.text).toContain("We'll contact you shortly with payment details.");
  });

  test("the message confirmation names the topic in the visitor's language and quotes the message", () => {
    expect(confirmationEmail(contact("en")).text).toContain("about “Volunteering”");
    expect(confirmationEmail(contact("en")).text).toContain("> Can I help with the New Year celebration?");
    expect(confirmationEmail(contact("am")).text).toContain("«በጎ ፈቃደኝነት»");
  });

  test("a long message is quoted only in part", () => {
    const long = contact("en");
    if (long.kind !== "contact") throw new Error("unexpected kind");
    long.fields.message = "word ".repeat(400);
    expect(confirmationEmail(long).text.length).toBeLessThan(1500);
    expect(staffNotificationEmail(long, staffLink).text).toContain(long.fields.message.trim());
  });
});

describe("HTML", () => {
  test.each(languages)("escapes what visitors typed (%s)", (lang) => {
    const submission = registration(lang);
    if (submission.kind !== "registration") throw new Error("unexpected kind");
    submission.fields.childName = scriptName;
    submission.fields.parentName = `"Almaz" & <b>co</b>`;
    for (const email of [confirmationEmail(submission), staffNotificationEmail(submission, staffLink)]) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).not.toContain("<b>co</b>");
      expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(email.text).toContain(scriptName);
    }
  });

  test("message line breaks survive, escaped", () => {
    const submission = contact("en");
    if (submission.kind !== "contact") throw new Error("unexpected kind");
    submission.fields.message = "First line\n<i>second</i> line";
    const email = staffNotificationEmail(submission, staffLink);
    expect(email.html).toContain("First line<br>&lt;i&gt;second&lt;/i&gt; line");
  });
});

describe("mailing list welcome", () => {
  const unsubscribeUrl = "https://tesfa.example.org/unsubscribe?token=abc.def";
  const preferencesUrl = "https://tesfa.example.org/subscribe/preferences?token=ghi.jkl";

  test.each(languages)("carries the preferences link beside the unsubscribe link, in text and HTML (%s)", (lang) => {
    const email = subscriptionWelcomeEmail({ lang, interests: ["school"], unsubscribeUrl, preferencesUrl });
    for (const url of [preferencesUrl, unsubscribeUrl]) {
      expect(email.text).toContain(url);
      expect(email.html).toContain(`href="${url}"`);
    }
    // Beside each other, the choices first: two links in a row at the end of the letter.
    expect(email.text.indexOf(unsubscribeUrl) - email.text.indexOf(preferencesUrl)).toBeGreaterThan(0);
    expect(email.text.indexOf(unsubscribeUrl) - email.text.indexOf(preferencesUrl)).toBeLessThan(100);
    expect(email.html).toContain(`<html lang="${lang}" dir="ltr"`);
  });

  test("lists the chosen interests and mentions event reminders only when events were chosen", () => {
    const withEvents = subscriptionWelcomeEmail({ lang: "en", interests: ["news", "events"], unsubscribeUrl, preferencesUrl });
    expect(withEvents.text).toContain("- Community news and the newsletter");
    expect(withEvents.text).toContain("- Event dates and reminders");
    expect(withEvents.text).toContain("once a month");
    expect(withEvents.text).toContain("reminder");
    const withoutEvents = subscriptionWelcomeEmail({ lang: "en", interests: ["volunteering"], unsubscribeUrl, preferencesUrl });
    expect(withoutEvents.text).toContain("- Ways to volunteer");
    expect(withoutEvents.text).not.toContain("reminder");
  });

  test("an ampersand in the link is escaped in the href", () => {
    const email = subscriptionWelcomeEmail({ lang: "en", interests: ["news"], unsubscribeUrl: `${unsubscribeUrl}&lang=en`, preferencesUrl });
    expect(email.html).toContain(`href="${unsubscribeUrl}&amp;lang=en"`);
  });
});
