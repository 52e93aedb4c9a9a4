import type { Lang, Localized } from "#app/i18n/language.ts";
import { type UpcomingProgramKey, upcomingPrograms } from "#app/site/content/upcoming-programs.ts";

/** The page's own words; its introduction and the education program's summary are page text staff edit (app/content/page-text-kind.ts). */
export interface ProgramsContent {
  active: {
    heading: string;
    /** `{days}`, `{hours}` and `{students}` are replaced by the school days, the class hours and the number of students (school facts). */
    facts: string;
    /** The same once the programme period has ended. */
    factsPast: string;
    registerText: string;
  };
  upcoming: {
    heading: string;
    intro: string;
    /** The one-line summary of each upcoming program, from upcoming-programs.ts. */
    summaries: Record<UpcomingProgramKey, string>;
    pagesNote: string;
  };
}

type OwnText = Omit<ProgramsContent, "upcoming"> & { upcoming: Omit<ProgramsContent["upcoming"], "summaries"> };

const text: Localized<OwnText> = {
  en: {
    active: {
      heading: "Running now",
      facts: "{days}, {hours} · {students} students",
      factsPast: "{days}, {hours} · {students} students in the last cycle",
      registerText: "Registration is open for children and young people who would like to join.",
    },
    upcoming: {
      heading: "Coming soon",
      intro: "These programs are not running yet. You can help us start them sooner.",
      pagesNote: "Each of these programs has its own page, where you can read what we are planning and how you can help:",
    },
  },
  am: {
    active: {
      heading: "አሁን እየተካሄደ ያለ",
      facts: "{days}፣ {hours} · {students} ተማሪዎች",
      factsPast: "{days}፣ {hours} · ባለፈው ዙር {students} ተማሪዎች",
      registerText: "መቀላቀል ለሚፈልጉ ልጆችና ወጣቶች ምዝገባ ክፍት ነው።",
    },
    upcoming: {
      heading: "በቅርቡ",
      intro: "እነዚህ ፕሮግራሞች ገና አልተጀመሩም። ቶሎ እንዲጀመሩ ሊያግዙን ይችላሉ።",
      pagesNote: "ከእነዚህ ፕሮግራሞች እያንዳንዳቸው የራሱ ገጽ አለው፤ እዚያ ምን እያቀድን እንደሆነና እንዴት ማገዝ እንደሚችሉ ያንብቡ፦",
    },
  },
};

function contentFor(lang: Lang): ProgramsContent {
  const summaries = Object.fromEntries(Object.entries(upcomingPrograms).map(([key, program]) => [key, program[lang].summary])) as Record<
    UpcomingProgramKey,
    string
  >;
  const own = text[lang];
  return { ...own, upcoming: { ...own.upcoming, summaries } };
}

export const programs: Localized<ProgramsContent> = { en: contentFor("en"), am: contentFor("am") };
