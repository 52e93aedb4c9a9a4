/**
 * The layout every e-mail of the site shares, written by MJML (app/email/layout.server.ts): each caller of
 * `renderEmail` gets compiled HTML (no MJML left, the phone layout's media query, styles inline, `lang` and `dir`
 * on <html>), what a letter says is escaped, Amharic comes in a stack of fonts that show Ethiopic, and the
 * plain text says what the HTML says.
 */
import { describe, expect, test } from "vitest";
import { type EmailContent, renderEmail } from "#app/email/layout.server.ts";
import { confirmationEmail, staffNotificationEmail } from "#app/forms/submission-forms.server.ts";
import { subscriptionConfirmationEmail, subscriptionWelcomeEmail } from "#app/forms/subscription/emails.server.ts";
import { type Lang, languages } from "#app/i18n/language.ts";
import { passwordLinkEmail } from "#app/staff/accounts/invitations.server.ts";
import { outcomeEmail } from "#app/staff/submissions/outcome-emails.server.ts";

const links = {
  preferencesUrl: "https://tesfa.example.org/subscribe/preferences?token=a.b",
  unsubscribeUrl: "https://tesfa.example.org/unsubscribe?token=c.d",
};

/** One e-mail of each kind the site sends, in `lang`. */
const everyKind = (lang: Lang): [string, EmailContent][] => {
  const contact = {
    kind: "contact",
    reference: "MSG-2026-0003",
    lang,
    receivedAt: "2026-03-06T01:14:00.000Z",
    fields: { name: "Almaz Bekele", email: "almaz@example.org", phone: "", topic: "volunteer", message: "Can I help?" },
  } as const;
  return [
    ["message confirmation", confirmationEmail(contact)],
    ["staff notification", staffNotificationEmail(contact, "https://tesfa.example.org/admin/submissions/MSG-2026-0003")],
    ["mailing-list welcome", subscriptionWelcomeEmail({ lang, interests: ["news"], ...links })],
    [
      "mailing-list confirmation",
      subscriptionConfirmationEmail({ lang, interests: ["news"], confirmUrl: "https://tesfa.example.org/subscribe/confirm?token=e.f" }),
    ],
    ["staff invitation", passwordLinkEmail("invitation", lang, "https://tesfa.example.org/admin/set-password?token=g", { role: "editor" })],
    ["outcome", outcomeEmail(lang, "Your child's place", "First paragraph.\n\nSecond paragraph.")],
  ];
};

describe.each(languages)("every e-mail of the site, in %s", (lang) => {
  test.each(everyKind(lang))("%s: compiled by MJML, responsive, with its language on <html>", (kind, email) => {
    // Staff read their notifications in English, whatever the visitor's language.
    const written = kind === "staff notification" ? "en" : lang;
    expect(email.html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${written}" dir="ltr"`, "i"));
    expect(email.html).not.toContain("<mj-");
    expect(email.html).not.toContain("tesfa-slot-");
    // MJML's phone layout: the column's width set by a media query, and Outlook's own tables in conditional comments.
    expect(email.html).toMatch(/@media only screen and \((min|max)-width:\s*\d+px\)/);
    expect(email.html).toContain("<!--[if mso | IE]>");
    // Styles are inline on the elements, not only in a <style> some mail programs drop.
    expect(email.html).toMatch(/<div\s+style="font-family:[^"]*;font-size:16px;line-height:1\.(5|7);[^"]*"/);
    expect(email.html).toContain(`<title>${email.subject.replaceAll("&", "&amp;").replaceAll("'", "&#39;")}</title>`);
  });
});

describe("the letter's content", () => {
  const letter = (lang: Lang) =>
    renderEmail({
      lang,
      subject: 'A <b>bold</b> "subject"\nover two lines',
      heading: "<script>alert(1)</script>",
      closing: "Yours & ours,",
      blocks: [
        { type: "paragraph", text: "tesfa-slot-heading <img src=x onerror=alert(1)>" },
        { type: "fields", rows: [{ label: "Name <i>", value: "ዳዊት በቀለ" }] },
        { type: "link", label: "Open", url: 'https://tesfa.example.org/a?b=1&c="2"' },
      ],
    });

  test.each(languages)("is escaped wherever it goes, slots included (%s)", (lang) => {
    const { html, subject } = letter(lang);
    expect(subject).toBe('A <b>bold</b> "subject" over two lines');
    expect(html).toContain("<title>A &lt;b&gt;bold&lt;/b&gt; &quot;subject&quot; over two lines</title>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;</h1>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>bold");
    expect(html).toContain("Name &lt;i&gt;");
    expect(html).toContain("Yours &amp; ours,");
    expect(html).toContain('href="https://tesfa.example.org/a?b=1&amp;c=&quot;2&quot;"');
    // A slot's name written in a letter stays text: the layout is filled once, never scanned again.
    expect(html).toContain("tesfa-slot-heading &lt;img");
    expect(html.match(/&lt;script&gt;/g)).toHaveLength(1);
  });

  test('an Amharic e-mail says lang="am" and names fonts that show Ethiopic on every kind of device', () => {
    const { html } = letter("am");
    expect(html).toMatch(/<html lang="am" dir="ltr"/);
    for (const font of ["'Noto Sans Ethiopic'", "Kefa", "Nyala", "Ebrima"]) expect(html).toContain(font);
    expect(html).toContain("line-height:1.7");
  });

  test("Amharic in an English e-mail is marked with its language and font", () => {
    const { html } = letter("en");
    expect(html).toContain('<span lang="am" style="font-family:\'Noto Sans Ethiopic\', Kefa');
    expect(html).toContain("ዳዊት በቀለ</span>");
  });

  test("the text says what the HTML says, from the same blocks", () => {
    const { text } = letter("en");
    expect(text).toBe(
      [
        "<script>alert(1)</script>",
        "tesfa-slot-heading <img src=x onerror=alert(1)>",
        "Name <i>: ዳዊት በቀለ",
        'Open: https://tesfa.example.org/a?b=1&c="2"',
        "Yours & ours,\nTesfa Ethiopian Community",
        "--\nTesfa Ethiopian Community\nPortland, Oregon · (503) 555-0142 · info@example.org\n",
      ].join("\n\n"),
    );
  });
});
