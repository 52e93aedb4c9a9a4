import type { Localized } from "#app/i18n/language.ts";

/**
 * The training programs page (/events/training): two running programs and two coming soon, as the spec
 * lists them. The dated sessions (the next parent workshop, the volunteer teacher training) are events in the
 * database (app/content/events-kind.ts, listed as training sessions), shown by the page in "Upcoming sessions".
 */

interface RunningProgram {
  title: string;
  frequency: string;
  description: string;
  listHeading: string;
  list: string[];
  cost: string;
}

export interface TrainingContent {
  intro: string;
  runningHeading: string;
  sessionsHeading: string;
  /** When no training session is announced. */
  noSessions: string;
  comingHeading: string;
  labels: { frequency: string; place: string; ages: string; cost: string };
  parents: RunningProgram & {
    place: string;
  };
  youth: RunningProgram & {
    ages: { from: number; to: number };
    /** "{from}" and "{to}" are replaced by the formatted ages. */
    agesValue: string;
    apply: string;
  };
  professional: { title: string; description: string };
  digital: { title: string; description: string };
  suggest: string;
}

const youthAges = { from: 14, to: 18 } as const;

export const training: Localized<TrainingContent> = {
  en: {
    intro:
      "Learning does not stop at the summer school. These programs help the parents, young people and adults of our community grow, in Amharic and in English.",
    runningHeading: "Programs running now",
    sessionsHeading: "Upcoming sessions",
    noSessions: "The next dates will be announced here and on our calendar. Join our mailing list to hear first.",
    comingHeading: "Coming soon",
    labels: { frequency: "How often", place: "Place", ages: "Ages", cost: "Cost" },
    parents: {
      title: "Parent Education Workshops",
      frequency: "Monthly",
      place: "Community room, 4821 NE Alberta Street, Portland",
      description:
        "One evening a month for parents and guardians to learn together and share what works. Dinner and childcare are provided, so the whole family can come.",
      listHeading: "Topics this year",
      list: [
        "Understanding American schools: report cards, parent–teacher conferences and your rights",
        "Raising bilingual children: keeping Amharic alive at home",
        "Screen time, social media and staying safe online",
        "Planning for college and applying for financial aid",
      ],
      cost: "Free, and there is no need to sign up",
    },
    youth: {
      title: "Youth Leadership Development",
      frequency: "Quarterly: a new cohort every three months",
      ages: youthAges,
      agesValue: "{from} to {to}",
      description:
        "Twelve Saturdays in which teenagers plan and lead a real project for the community, practise public speaking in both languages, and meet Ethiopian-American professionals who mentor them.",
      listHeading: "What participants do",
      list: [
        "Plan and run a community service project",
        "Practise speaking and debating in Amharic and English",
        "Meet a mentor who works in a field they are curious about",
        "Help younger students at the summer school",
      ],
      cost: "Free",
      apply: "Apply for Next Cohort",
    },
    professional: {
      title: "Professional Development",
      description:
        "Résumé clinics, interview practice and help getting qualifications from abroad recognised, for adults building their careers in the Northwest.",
    },
    digital: {
      title: "Digital Literacy Training",
      description: "Patient, friendly classes on using a smartphone and a computer: e-mail, video calls with family, online forms and staying safe from scams.",
    },
    suggest: "Would you like one of these programs to start sooner, or could you help teach it? We would love to hear from you.",
  },
  am: {
    intro: "ትምህርት በክረምት ትምህርት ቤቱ ብቻ አያበቃም። እነዚህ ፕሮግራሞች የማኅበረሰባችን ወላጆች፣ ወጣቶችና አዋቂዎች በአማርኛም በእንግሊዝኛም እንዲያድጉ ያግዛሉ።",
    runningHeading: "አሁን እየተካሄዱ ያሉ ፕሮግራሞች",
    sessionsHeading: "መጪ ክፍለ ጊዜዎች",
    noSessions: "ቀጣዮቹ ቀናት እዚህና በቀን መቁጠሪያችን ላይ ይገለጻሉ። ቀድመው ለመስማት የኢሜይል ዝርዝራችንን ይቀላቀሉ።",
    comingHeading: "በቅርቡ የሚጀመሩ",
    labels: { frequency: "በየስንት ጊዜው", place: "ቦታ", ages: "ዕድሜ", cost: "ክፍያ" },
    parents: {
      title: "የወላጆች ትምህርት አውደ ጥናቶች",
      frequency: "በየወሩ",
      place: "የማኅበረሰብ አዳራሽ፣ 4821 ሰሜን ምሥራቅ አልበርታ ጎዳና፣ ፖርትላንድ",
      description: "ወላጆችና አሳዳጊዎች አብረው የሚማሩበትና የሠራላቸውን ልምድ የሚለዋወጡበት ወርሃዊ ምሽት። መላው ቤተሰብ መምጣት እንዲችል እራትና የልጆች እንክብካቤ ይቀርባል።",
      listHeading: "የዘንድሮ ርዕሶች",
      list: [
        "የአሜሪካ ትምህርት ቤቶችን መረዳት፦ የውጤት ካርዶች፣ የወላጅና መምህር ውይይቶችና መብቶችዎ",
        "ሁለት ቋንቋ የሚናገሩ ልጆችን ማሳደግ፦ አማርኛን በቤት ውስጥ ሕያው ማድረግ",
        "የስክሪን ጊዜ፣ ማኅበራዊ ሚዲያና በኢንተርኔት ላይ ደኅንነትን መጠበቅ",
        "ለኮሌጅ ማቀድና የትምህርት የገንዘብ ድጋፍ ማመልከት",
      ],
      cost: "በነጻ፤ መመዝገብም አያስፈልግዎትም",
    },
    youth: {
      title: "የወጣቶች አመራር ልማት",
      frequency: "በየሩብ ዓመቱ፦ በየሦስት ወሩ አዲስ ቡድን",
      ages: youthAges,
      agesValue: "ከ{from} እስከ {to} ዓመት",
      description: "ታዳጊዎች ለማኅበረሰቡ እውነተኛ ፕሮጀክት አቅደው የሚመሩበት፣ በሁለቱም ቋንቋዎች በሕዝብ ፊት መናገርን የሚለማመዱበትና አማካሪ ከሚሆኗቸው ኢትዮጵያዊ አሜሪካውያን ባለሙያዎች ጋር የሚገናኙበት አሥራ ሁለት ቅዳሜዎች።",
      listHeading: "ተሳታፊዎች የሚያከናውኑት",
      list: ["የማኅበረሰብ አገልግሎት ፕሮጀክት አቅደው ያካሂዳሉ", "በአማርኛና በእንግሊዝኛ ንግግርና ክርክር ይለማመዳሉ", "በሚፈልጉት የሙያ መስክ ከሚሠራ አማካሪ ጋር ይገናኛሉ", "በክረምት ትምህርት ቤቱ ታናናሽ ተማሪዎችን ያግዛሉ"],
      cost: "በነጻ",
      apply: "ለቀጣዩ ቡድን ያመልክቱ",
    },
    professional: {
      title: "የሙያ ማሻሻያ",
      description: "በሰሜን ምዕራብ አሜሪካ ሙያቸውን ለሚገነቡ አዋቂዎች፦ የሥራ ማመልከቻ ሰነድ ዝግጅት፣ የቃለ መጠይቅ ልምምድና ከውጭ አገር ያገኟቸው የትምህርት ማስረጃዎች ዕውቅና እንዲያገኙ የሚያግዝ ድጋፍ።",
    },
    digital: {
      title: "የዲጂታል ክህሎት ስልጠና",
      description: "ስማርት ስልክንና ኮምፒውተርን ስለመጠቀም በትዕግሥትና በወዳጅነት የሚሰጡ ትምህርቶች፦ ኢሜይል፣ ከቤተሰብ ጋር የቪዲዮ ጥሪ፣ የኢንተርኔት ቅጾችና ከማጭበርበር ራስን መጠበቅ።",
    },
    suggest: "ከእነዚህ ፕሮግራሞች አንዱ ቶሎ እንዲጀመር ይፈልጋሉ? ወይስ ለማስተማር ማገዝ ይችላሉ? ከእርስዎ መስማት እንወዳለን።",
  },
};
