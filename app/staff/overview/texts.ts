import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/** The words of the staff area's overview, in both languages; the words the whole staff area shares are in app/staff/shared/texts.ts. */
const en = {
  dashboard: {
    title: "Overview",
    enrollment: "Enrollment at a glance",
    enrolled: "Enrolled",
    capacity: "of {{capacity}} places",
    placesLeft: "{{count}} places left",
    full: "The program is full",
    waitlisted: "On the waitlist",
    newItems: "Waiting for someone",
    newCount: "{{count}} new",
    total: "{{count}} in all",
    translations: "Needs translating",
    noTranslations: "Every article is written in both languages and up to date.",
    yourSections: "Your sections",
    role: "You are signed in as {{role}}.",
  },
} as const;

export type OverviewTexts = Widen<typeof en>;

export const overviewTexts: Localized<OverviewTexts> = {
  en,
  am: {
    dashboard: {
      title: "አጠቃላይ እይታ",
      enrollment: "የምዝገባ ሁኔታ በጨረፍታ",
      enrolled: "የተመዘገቡ",
      capacity: "ከ{{capacity}} ቦታዎች",
      placesLeft: "{{count}} ቦታዎች ቀርተዋል",
      full: "ፕሮግራሙ ሞልቷል",
      waitlisted: "በተጠባባቂ ዝርዝር ላይ",
      newItems: "ምላሽ የሚጠብቁ",
      newCount: "{{count}} አዲስ",
      total: "በአጠቃላይ {{count}}",
      translations: "መተርጎም ያለባቸው",
      noTranslations: "ሁሉም ጽሑፎች በሁለቱም ቋንቋዎች የተጻፉና ወቅታዊ ናቸው።",
      yourSections: "የእርስዎ ክፍሎች",
      role: "የገቡት በ«{{role}}» ሚና ነው።",
    },
  },
};

export const useOverviewTexts = (): OverviewTexts => overviewTexts[useLang()];
