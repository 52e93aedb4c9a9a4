import type { Localized } from "#app/i18n/language.ts";

/** The four pages under /about. */
export type AboutPageKey = "mission" | "vision" | "history" | "leadership";

export interface AboutContent {
  intro: string;
  cardsHeading: string;
  /** A one-line summary of each sub-page, shown on its card. */
  summaries: Record<AboutPageKey, string>;
  name: { heading: string; paragraphs: string[] };
  glance: { heading: string; founded: string; students: string; region: string };
  involved: { heading: string; text: string };
}

export const about: Localized<AboutContent> = {
  en: {
    intro:
      "We are a community nonprofit that brings Ethiopian families in Oregon and Southwest Washington together, helps them feel at home, and teaches our children the Amharic language and the culture that comes with it.",
    cardsHeading: "Get to know us",
    summaries: {
      mission: "Why we exist: to strengthen Ethiopian families and pass our language and culture on to the next generation.",
      vision: "The community we are working towards: connected, healthy, proud of its heritage and at home in the Northwest.",
      history: "How a few families meeting over coffee grew into a community organisation with its own summer school.",
      leadership: "Meet the volunteer board and the small staff who lead our work, and find out how to join them.",
    },
    name: {
      heading: "Why “Tesfa”?",
      paragraphs: [
        "Tesfa (<am>ተስፋ</am>) means “hope” in Amharic. Our founders chose the name because hope is what brought most of our families to this country, and hope is what we want to hand on to our children.",
        "We are based in Portland and led by volunteers. Our celebrations and workshops are open to everyone, whatever their background, faith or language.",
      ],
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
    intro:
      "በኦሪገንና በደቡብ ምዕራብ ዋሽንግተን የሚኖሩ የኢትዮጵያ ቤተሰቦችን የምናሰባስብ፣ በአዲሱ አገራቸው እንደ ቤታቸው እንዲሰማቸው የምናግዝና ልጆቻችንን የአማርኛ ቋንቋንና ከእርሱ ጋር የሚመጣውን ባህል የምናስተምር ለትርፍ ያልተቋቋመ የማኅበረሰብ ድርጅት ነን።",
    cardsHeading: "እኛን ይወቁን",
    summaries: {
      mission: "የተቋቋምንበት ምክንያት፦ የኢትዮጵያ ቤተሰቦችን ማጠናከርና ቋንቋችንንና ባህላችንን ለቀጣዩ ትውልድ ማስተላለፍ።",
      vision: "የምንሠራለት ማኅበረሰብ፦ የተሳሰረ፣ ጤናማ፣ በቅርሱ የሚኮራና በሰሜን ምዕራብ አሜሪካ ቤቱ ያደረገ።",
      history: "በቡና ዙሪያ ይገናኙ የነበሩ ጥቂት ቤተሰቦች የራሱ የክረምት ትምህርት ቤት ያለው የማኅበረሰብ ድርጅት እንዴት እንደሆኑ።",
      leadership: "ሥራችንን የሚመሩትን በጎ ፈቃደኛ የቦርድ አባላትና ጥቂት ሠራተኞቻችንን ይተዋወቁ፤ እንዴት አብረዋቸው መሥራት እንደሚችሉም ይወቁ።",
    },
    name: {
      heading: "ለምን «ተስፋ»?",
      paragraphs: [
        "መሥራቾቻችን ድርጅቱን «ተስፋ» ብለው የሰየሙት አብዛኞቹን ቤተሰቦቻችንን ወደዚህ አገር ያመጣቸው ተስፋ ስለሆነ፣ ለልጆቻችንም ልናወርሰው የምንፈልገው ያንኑ ተስፋ ስለሆነ ነው።",
        "መቀመጫችን ፖርትላንድ ሲሆን የምንመራው በበጎ ፈቃደኞች ነው። በዓሎቻችንና አውደ ጥናቶቻችን ማንነቱ፣ እምነቱ ወይም ቋንቋው ምንም ይሁን ምን ለሁሉም ሰው ክፍት ናቸው።",
      ],
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
