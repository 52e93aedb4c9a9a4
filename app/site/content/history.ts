import { organisation } from "#app/config/organisation.ts";
import type { Localized } from "#app/i18n/language.ts";

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

/** The page's own words; its introduction and its story are page text staff edit (app/content/page-text-kind.ts). */
export interface HistoryContent {
  story: { heading: string };
  timelineHeading: string;
  /** In order, oldest first. The first is the founding year (organisation.founded). */
  timeline: Milestone[];
  today: {
    heading: string;
    text: string;
    period: string;
    students: string;
    waitlist: string;
  };
  next: { leadership: string; education: string };
}

const founded = organisation.founded;

export const history: Localized<HistoryContent> = {
  en: {
    story: {
      heading: "How it began",
    },
    timelineHeading: "Milestones",
    timeline: [
      {
        year: founded,
        title: "The first gatherings",
        text: "A few families begin meeting in one another's living rooms. They call their group Tesfa: hope.",
      },
      {
        year: 2009,
        title: "Our first New Year celebration",
        text: "An Ethiopian New Year picnic in a city park brings families from across the region together. It becomes a yearly tradition.",
      },
      {
        year: 2011,
        title: "Saturday Amharic classes",
        text: "Volunteer parents start Saturday classes for a dozen children in a borrowed church hall, with one box of books.",
      },
      {
        year: 2013,
        title: "Officially a nonprofit",
        text: "Tesfa registers as a nonprofit organisation with an elected volunteer board, so it can receive grants and donations.",
      },
      {
        year: 2016,
        title: "A graduation of our own",
        text: "The first Community Graduation Ceremony celebrates young people finishing high school, college and our Amharic classes.",
      },
      {
        year: 2019,
        title: "Across the river",
        text: "Classes and events open in Vancouver, so that families in Southwest Washington no longer have to cross the bridge.",
      },
      {
        year: 2020,
        title: "Close while apart",
        text: "During the pandemic, classes move online and volunteers bring food and health information in Amharic to elders and families.",
      },
      {
        year: 2023,
        title: "An office on Alberta Street",
        text: "We open our first office in Northeast Portland, with regular hours for families who need help.",
      },
      {
        year: 2024,
        title: "The summer school opens",
        text: "The Amharic Heritage Summer School begins: five days a week, taught in Amharic, with lunch and snacks for every child.",
      },
    ],
    today: {
      heading: "The summer school today",
      text: "The current cycle of the summer school is in full swing. More families want a place than we can welcome, and every new volunteer and gift brings another child closer to a classroom.",
      period: "Current cycle",
      students: "Current students",
      waitlist: "Children on the waitlist",
    },
    next: {
      leadership: "Meet the people who lead us",
      education: "Read about the education program",
    },
  },
  am: {
    story: {
      heading: "እንዴት ተጀመረ",
    },
    timelineHeading: "ዋና ዋና ምዕራፎች",
    timeline: [
      {
        year: founded,
        title: "የመጀመሪያዎቹ ስብሰባዎች",
        text: "ጥቂት ቤተሰቦች በየቤታቸው ሳሎን መገናኘት ጀመሩ። ቡድናቸውንም «ተስፋ» ብለው ሰየሙት።",
      },
      {
        year: 2009,
        title: "የመጀመሪያው የአዲስ ዓመት በዓላችን",
        text: "በከተማ መናፈሻ የተዘጋጀ የኢትዮጵያ አዲስ ዓመት (እንቁጣጣሽ) የሽርሽር ዝግጅት ከአካባቢው ሁሉ ቤተሰቦችን አሰባሰበ። በዓሉም ዓመታዊ ልማድ ሆነ።",
      },
      {
        year: 2011,
        title: "የቅዳሜ የአማርኛ ክፍሎች",
        text: "በጎ ፈቃደኛ ወላጆች በተዋሱት የቤተ ክርስቲያን አዳራሽ፣ በአንድ ሳጥን መጻሕፍት፣ ለአሥራ ሁለት ልጆች የቅዳሜ ክፍሎችን ጀመሩ።",
      },
      {
        year: 2013,
        title: "በይፋ ለትርፍ ያልተቋቋመ ድርጅት",
        text: "ተስፋ ድጋፍና ልገሳ መቀበል እንዲችል በተመረጠ በጎ ፈቃደኛ ቦርድ የሚመራ ለትርፍ ያልተቋቋመ ድርጅት ሆኖ ተመዘገበ።",
      },
      {
        year: 2016,
        title: "የራሳችን ምረቃ",
        text: "የመጀመሪያው የማኅበረሰብ ምረቃ ሥነ ሥርዓት የሁለተኛ ደረጃ ትምህርት ቤትን፣ ኮሌጅንና የአማርኛ ክፍሎቻችንን ያጠናቀቁ ወጣቶችን አከበረ።",
      },
      {
        year: 2019,
        title: "ከወንዙ ማዶ",
        text: "በደቡብ ምዕራብ ዋሽንግተን ያሉ ቤተሰቦች ድልድዩን መሻገር እንዳያስፈልጋቸው በቫንኩቨር ክፍሎችና ዝግጅቶች ተጀመሩ።",
      },
      {
        year: 2020,
        title: "ተራርቀንም ተቀራርበን",
        text: "በወረርሽኙ ወቅት ክፍሎች በበይነ መረብ ቀጠሉ፤ በጎ ፈቃደኞችም ለአረጋውያንና ለቤተሰቦች ምግብና የጤና መረጃ በአማርኛ አደረሱ።",
      },
      {
        year: 2023,
        title: "በአልበርታ ጎዳና ቢሮ",
        text: "እርዳታ ለሚፈልጉ ቤተሰቦች መደበኛ የሥራ ሰዓት ያለው የመጀመሪያ ቢሯችንን በሰሜን ምሥራቅ ፖርትላንድ ከፈትን።",
      },
      {
        year: 2024,
        title: "የክረምት ትምህርት ቤቱ ተከፈተ",
        text: "የአማርኛ ቅርስ የክረምት ትምህርት ቤት ተጀመረ፦ በሳምንት አምስት ቀን፣ በአማርኛ የሚሰጥ፣ ለእያንዳንዱ ልጅ ምሳና መክሰስ የሚቀርብበት።",
      },
    ],
    today: {
      heading: "የክረምት ትምህርት ቤቱ ዛሬ",
      text: "የአሁኑ የክረምት ትምህርት ቤት ዙር በሙሉ እንቅስቃሴ ላይ ነው። ልናስተናግድ ከምንችለው በላይ ብዙ ቤተሰቦች ቦታ ይፈልጋሉ፤ እያንዳንዱ አዲስ በጎ ፈቃደኛና እያንዳንዱ ስጦታ አንድን ተጨማሪ ልጅ ወደ ክፍል ያቀርባል።",
      period: "የአሁኑ ዙር",
      students: "የአሁን ተማሪዎች",
      waitlist: "በተጠባባቂ ዝርዝር ላይ ያሉ ልጆች",
    },
    next: {
      leadership: "የሚመሩንን ሰዎች ይተዋወቁ",
      education: "ስለ ትምህርት ፕሮግራሙ ያንብቡ",
    },
  },
};
