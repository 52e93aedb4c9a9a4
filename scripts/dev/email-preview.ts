/**
 * E-mails for a person to look at: `node scripts/dev/email-preview.ts` writes a registration's confirmation,
 * the mailing list's welcome and a newsletter with a photo, in English and Amharic, as HTML files in /tmp/emails, photographs each in Chromium
 * at a phone's width (390 px) and a desktop mail program's (800 px), and prints what filling in the compiled
 * layout costs per e-mail (decision 36). Phones and computers have an Ethiopic font; a machine without one (a server)
 * gets Noto Sans Ethiopic from node_modules for the pictures, under the name the e-mails ask for.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import type { EmailContent } from "#app/email/layout.server.ts";
import { confirmationEmail } from "#app/forms/submission-forms.server.ts";
import { subscriptionWelcomeEmail } from "#app/forms/subscription/emails.server.ts";
import { type Lang, languages } from "#app/i18n/language.ts";
import { type NewsletterPhotos, newsletterEmail } from "#app/newsletters/emails.server.ts";
import type { PageImage } from "#app/ui/page-image.ts";
import { launchBrowser } from "./browser.ts";

const folder = "/tmp/emails";
const site = "https://tesfa.example.org";

const registration = (lang: Lang): EmailContent =>
  confirmationEmail({
    kind: "registration",
    reference: "REG-2026-0042",
    lang,
    receivedAt: "2026-11-27T17:14:00.000Z",
    fields: {
      parentName: lang === "am" ? "አልማዝ በቀለ" : "Almaz Bekele",
      parentEmail: "almaz@example.org",
      parentPhone: "(503) 555-0123",
      childName: lang === "am" ? "ዳዊት በቀለ" : "Dawit Bekele",
      childAge: 9,
      childGrade: "4",
      amharicLevel: "beginner",
      medicalInfo: "",
      emergencyContact: "Tsehay Alemu",
      emergencyPhone: "503-555-0177",
      scholarshipNeeded: false,
      agreement: true,
    },
  });

const welcome = (lang: Lang): EmailContent =>
  subscriptionWelcomeEmail({
    lang,
    interests: ["news", "events"],
    preferencesUrl: `${site}${lang === "am" ? "/am" : ""}/subscribe/preferences?token=example.token`,
    unsubscribeUrl: `${site}${lang === "am" ? "/am" : ""}/unsubscribe?token=example.token`,
  });

/**
 * A newsletter with a heading, a photo, a link to an event and a photo no longer in the library (left out). The photo is
 * a JPEG the script draws, at a file address, as the pictures are taken offline; subscribers get the library's address.
 */
const photoFile = `${folder}/photo-800.jpg`;
const photoPixels = Buffer.alloc(800 * 533 * 3);
for (let i = 0; i < photoPixels.length; i += 3) {
  const x = (i / 3) % 800;
  photoPixels.set([200 - x / 8, 120 + x / 10, 60], i);
}
const samplePhoto = (alt: string): PageImage => ({
  width: 1600,
  height: 1066,
  alt,
  caption: "",
  focal: { x: 50, y: 50 },
  sources: [],
  src: `file://${photoFile}`,
  large: `file://${photoFile}`,
});
const photos: NewsletterPhotos = {
  en: new Map([[12, samplePhoto("Children singing at the Genna celebration")]]),
  am: new Map([[12, samplePhoto("በገና በዓል የሚዘምሩ ልጆች")]]),
};
const newsletter = (lang: Lang): EmailContent =>
  newsletterEmail(
    {
      subject: { en: "Genna is coming", am: "ገና እየመጣ ነው" },
      body: {
        en: "Dear friends, the year's biggest gathering is near.\n\n## Genna at the community hall\n\n![](media:12)\n\nFood, songs and games for the children. See [the event](/events/genna-2027).\n\n![](media:99)\n\n### Volunteers\n\n- Cooking\n- Setting up",
        am: "ውድ ወዳጆች፣ የዓመቱ ትልቁ ስብሰባ ቀርቧል።\n\n## ገና በማኅበረሰብ አዳራሹ\n\n![](media:12)\n\nምግብ፣ መዝሙርና ለልጆች ጨዋታዎች። [ዝግጅቱን](/events/genna-2027) ይመልከቱ።\n\n![](media:99)\n\n### በጎ ፈቃደኞች\n\n- ምግብ ማብሰል\n- ማዘጋጀት",
      },
    },
    photos,
    lang,
    {
      preferencesUrl: `${site}${lang === "am" ? "/am" : ""}/subscribe/preferences?token=example.token`,
      unsubscribeUrl: `${site}${lang === "am" ? "/am" : ""}/unsubscribe?token=example.token`,
    },
    site,
  );

mkdirSync(folder, { recursive: true });
await sharp(photoPixels, { raw: { width: 800, height: 533, channels: 3 } })
  .jpeg()
  .toFile(photoFile);
const files: string[] = [];
for (const lang of languages) {
  for (const [name, make] of [
    ["registration", registration],
    ["welcome", welcome],
    ["newsletter", newsletter],
  ] as const) {
    const file = `${folder}/${name}-${lang}.html`;
    writeFileSync(file, make(lang).html);
    files.push(file);
  }
}

const rounds = 1000;
const started = performance.now();
for (let round = 0; round < rounds; round++) registration(round % 2 === 0 ? "en" : "am");
console.log(`renderEmail: ${(((performance.now() - started) / rounds) * 1000).toFixed(0)} µs per e-mail (a registration's confirmation, mean of ${rounds})`);

const ethiopicFont = new URL("../../node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2", import.meta.url);
const browser = await launchBrowser();
for (const width of [390, 800]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, offline: true });
  const page = await context.newPage();
  for (const file of files) {
    await page.goto(`file://${file}`);
    await page.addStyleTag({ content: `@font-face { font-family: "Noto Sans Ethiopic"; src: url("${ethiopicFont.href}"); font-weight: 100 900; }` });
    await page.evaluate(() => document.fonts.load('16px "Noto Sans Ethiopic"', "ሰ"));
    const shot = file.replace(/\.html$/, `-${width}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    console.log(shot);
  }
  await context.close();
}
await browser.close();
