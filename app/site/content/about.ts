import type { Localized } from "#app/i18n/language.ts";

/** The four pages under /about. */
export type AboutPageKey = "mission" | "vision" | "history" | "leadership";

/** The page's own words; its introduction and the text under "Why Tesfa?" are page text staff edit (app/content/page-text-kind.ts). */
export interface AboutContent {
  cardsHeading: string;
  /** A one-line summary of each sub-page, shown on its card. */
  summaries: Record<AboutPageKey, string>;
  name: { heading: string };
  glance: { heading: string; founded: string; students: string; region: string };
  involved: { heading: string; text: string };
}

export const about: Localized<AboutContent> = {
  en: {
    cardsHeading: "Get to know us",
    summaries: {
      mission: "Why we exist: to strengthen Ethiopian families and pass our language and culture on to the next generation.",
      vision: "The community we are working towards: connected, healthy, proud of its heritage and at home in the Northwest.",
      history: "How a few families meeting over coffee grew into a community organisation with its own summer school.",
      leadership: "Meet the volunteer board and the small staff who lead our work, and find out how to join them.",
    },
    name: {
      heading: "Why “Tesfa”?",
    },
    glance: {
      heading: "At a glance",
      founded: "Founded",
      students: "Students in the summer school",
      region: "Serving",
    },
    involved: {
      heading: "Come and meet us",
      text: "The best way to get to know us is to join one of our events, or to lend a hand. There is a place for everyone.",
    },
  },
  am: {
    cardsHeading: "እኛን ይወቁን",
    summaries: {
      mission: "የተቋቋምንበት ምክንያት፦ የኢትዮጵያ ቤተሰቦችን ማጠናከርና ቋንቋችንንና ባህላችንን ለቀጣዩ ትውልድ ማስተላለፍ።",
      vision: "የምንሠራለት ማኅበረሰብ፦ የተሳሰረ፣ ጤናማ፣ በቅርሱ የሚኮራና በሰሜን ምዕራብ አሜሪካ ቤቱ ያደረገ።",
      history: "በቡና ዙሪያ ይገናኙ የነበሩ ጥቂት ቤተሰቦች የራሱ የክረምት ትምህርት ቤት ያለው የማኅበረሰብ ድርጅት እንዴት እንደሆኑ።",
      leadership: "ሥራችንን የሚመሩትን በጎ ፈቃደኛ የቦርድ አባላትና ጥቂት ሠራተኞቻችንን ይተዋወቁ፤ እንዴት አብረዋቸው መሥራት እንደሚችሉም ይወቁ።",
    },
    name: {
      heading: "ለምን «ተስፋ»?",
    },
    glance: {
      heading: "በጨረፍታ",
      founded: "የተመሠረተበት ዓመት (እ.ኤ.አ.)",
      students: "በክረምት ትምህርት ቤቱ ያሉ ተማሪዎች",
      region: "የምናገለግለው አካባቢ",
    },
    involved: {
      heading: "መጥተው ይተዋወቁን",
      text: "እኛን ለማወቅ ከሁሉ የተሻለው መንገድ በአንዱ ዝግጅታችን ላይ መገኘት ወይም እጅዎን ማበደር ነው። ለሁሉም ሰው ቦታ አለ።",
    },
  },
};
