import { organisation } from "#app/config/organisation.ts";
import type { Localized } from "#app/i18n/language.ts";

/**
 * Text of the events section: the overview (/events), the calendar (/events/calendar) and the annual
 * celebrations (/events/annual). Training programs are in training.ts. Dates are "YYYY-MM-DD", times
 * "HH:MM" (24-hour, Portland), counts are numbers: the pages format them for their language.
 */

/** A call to action at the foot of a page: a short heading, a sentence and one link. */
export interface CallToAction {
  heading: string;
  text: string;
  cta: string;
}

// ---------------------------------------------------------------------------------------------------
// /events

export interface EventsOverviewContent {
  intro: string;
  cardsHeading: string;
  cards: { calendar: string; training: string; annual: string };
  promisesHeading: string;
  promises: [EventPromise, EventPromise, EventPromise];
  updates: CallToAction;
}

interface EventPromise {
  title: string;
  text: string;
}

export const eventsOverview: Localized<EventsOverviewContent> = {
  en: {
    intro:
      "Our gatherings are where families meet, where children hear Amharic spoken all around them and where newcomers find friends. See what is coming up, join a training program, or mark our yearly celebrations in your calendar.",
    cardsHeading: "Explore our events",
    cards: {
      calendar: "The cultural, training and health events of the coming months, with dates, times and places.",
      training: "Monthly workshops for parents and a leadership program for young people, with more on the way.",
      annual: "Ethiopian New Year, Ethiopian Christmas and our graduation ceremony: free and open to everyone.",
    },
    promisesHeading: "What to expect at our events",
    promises: [
      { title: "Free to attend", text: "No tickets and no entry fees. A donation basket is there for those who wish to give." },
      { title: "Bring the children", text: "Every gathering has something for young ones, and a quiet corner for babies and parents." },
      { title: "In Amharic and English", text: "Our volunteers speak both languages, so no one is left out of the conversation." },
    ],
    updates: {
      heading: "Hear about events first",
      text: "One short e-mail a month with dates, places and the occasional call for volunteers.",
      cta: "Join Our Mailing List",
    },
  },
  am: {
    intro:
      "ዝግጅቶቻችን ቤተሰቦች የሚገናኙባቸው፣ ልጆች አማርኛ በዙሪያቸው ሲነገር የሚሰሙባቸውና አዲስ መጤዎች ወዳጆች የሚያፈሩባቸው ናቸው። መጪ ዝግጅቶችን ይመልከቱ፣ የስልጠና ፕሮግራም ይቀላቀሉ፣ ወይም ዓመታዊ በዓሎቻችንን በማስታወሻዎ ላይ ይያዙ።",
    cardsHeading: "ዝግጅቶቻችንን ይቃኙ",
    cards: {
      calendar: "በሚቀጥሉት ወራት የሚካሄዱ የባህል፣ የስልጠናና የጤና ዝግጅቶች ከነቀናቸው፣ ሰዓታቸውና ቦታቸው።",
      training: "ለወላጆች በየወሩ የሚሰጡ አውደ ጥናቶችና ለወጣቶች የአመራር ፕሮግራም፤ ሌሎችም በመዘጋጀት ላይ ናቸው።",
      annual: "የኢትዮጵያ አዲስ ዓመት (እንቁጣጣሽ)፣ ገና (የልደት በዓል) እና የምረቃ ሥነ ሥርዓታችን፦ በነጻ፣ ለሁሉም ክፍት።",
    },
    promisesHeading: "በዝግጅቶቻችን ላይ ምን ይጠብቅዎታል",
    promises: [
      { title: "በነጻ ይገኙ", text: "ትኬትም የመግቢያ ክፍያም የለም። መለገስ ለሚፈልጉ የልገሳ ቅርጫት ይቀመጣል።" },
      { title: "ልጆችዎን ይዘው ይምጡ", text: "በእያንዳንዱ ዝግጅት ለልጆች የሚሆን ነገር አለ፤ ለሕፃናትና ለወላጆቻቸውም ጸጥ ያለ ጥግ ይዘጋጃል።" },
      { title: "በአማርኛና በእንግሊዝኛ", text: "በጎ ፈቃደኞቻችን ሁለቱንም ቋንቋዎች ስለሚናገሩ ማንም ከውይይቱ አይገለልም።" },
    ],
    updates: {
      heading: "ስለ ዝግጅቶች ቀድመው ይስሙ",
      text: "ቀናትንና ቦታዎችን፣ አልፎ አልፎም የበጎ ፈቃደኞች ጥሪን የያዘ አጭር ኢሜይል በወር አንድ ጊዜ።",
      cta: "የኢሜይል ዝርዝራችንን ይቀላቀሉ",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /events/calendar

export type EventType = "cultural" | "training" | "health";

/** The facts of an upcoming event, the same in every language. */
interface EventFacts {
  id: string;
  type: EventType;
  date: string;
  start: string;
  end: string;
  attendees: number;
}

export interface CalendarEvent extends EventFacts {
  title: string;
  location: string;
  description: string;
  /** What the 'Learn More' disclosure reveals. */
  details: { expect: string; cost: string; audience: string; accessibility: string; directions: string };
}

export interface CalendarContent {
  intro: string;
  listHeading: string;
  typeLabels: Record<EventType, string>;
  labels: { date: string; time: string; location: string; attendees: string; type: string };
  /** "{count}" is replaced by the formatted number. */
  attendeesValue: string;
  detailLabels: CalendarEvent["details"];
  events: [CalendarEvent, CalendarEvent, CalendarEvent];
  mailingList: CallToAction;
}

const upcoming = [
  { id: "coffee-ceremony", type: "cultural", date: "2026-12-12", start: "15:00", end: "18:00", attendees: 150 },
  { id: "volunteer-teacher-training", type: "training", date: "2027-01-23", start: "09:30", end: "13:00", attendees: 40 },
  { id: "health-fair", type: "health", date: "2027-02-20", start: "10:00", end: "14:00", attendees: 300 },
] as const satisfies readonly EventFacts[];

export const calendar: Localized<CalendarContent> = {
  en: {
    intro: "Three gatherings in the coming months. All of them are free, children are welcome, and you do not need to sign up unless we ask you to.",
    listHeading: "Upcoming events",
    typeLabels: { cultural: "Cultural", training: "Training", health: "Health" },
    labels: { date: "Date", time: "Time", location: "Location", attendees: "Expected attendance", type: "Event type" },
    attendeesValue: "About {count} people",
    detailLabels: {
      expect: "What to expect",
      cost: "Cost",
      audience: "Who it is for",
      accessibility: "Accessibility",
      directions: "Getting there",
    },
    events: [
      {
        ...upcoming[0],
        title: "Buna & Stories: A Coffee Ceremony Afternoon",
        location: "Community room, 4821 NE Alberta Street, Portland",
        description:
          "Slow down with us for an afternoon of freshly roasted coffee, popcorn and kolo, and the stories our elders grew up with. Children can try pouring from the jebena, and everyone goes home smelling of frankincense.",
        details: {
          expect:
            "Three rounds of coffee (abol, tona and baraka) served the traditional way, short stories and riddles in Amharic with a little English help for younger children, and a table of homemade snacks.",
          cost: "Free. A basket for donations to the summer school will be at the door.",
          audience: "Everyone: families, grandparents, neighbours and friends curious about Ethiopian coffee culture.",
          accessibility:
            "The room is on the ground floor, with a step-free entrance and an accessible restroom. There are chairs as well as traditional low stools.",
          directions: "Bus line 72 stops a five-minute walk away. Free street parking on NE Alberta Street and the side streets.",
        },
      },
      {
        ...upcoming[1],
        title: "Volunteer Teacher Training Day",
        location: "Community room, 4821 NE Alberta Street, Portland",
        description:
          "A morning for anyone who would like to help teach at the summer school: how our Amharic classes work, how to keep a room of seven-year-olds excited about the fidel, and how we keep every child safe.",
        details: {
          expect:
            "Hands-on sessions led by our education coordinators, sample lessons you can use straight away, and the child-safety briefing every volunteer completes. Coffee and breakfast are provided.",
          cost: `Free. Please tell us you are coming, at ${organisation.volunteerEmail}, so we prepare enough materials.`,
          audience: "Adults, and students aged 16 and over, who speak Amharic, whether or not you have taught before.",
          accessibility: "Step-free entrance and an accessible restroom. Handouts come in large print too; tell us if you need anything else.",
          directions: "Bus line 72 stops a five-minute walk away. Free street parking on NE Alberta Street and the side streets.",
        },
      },
      {
        ...upcoming[2],
        title: "Community Health Fair",
        location: "Alberta Park Community Center, 5800 NE 22nd Avenue, Portland",
        description:
          "Free blood pressure, blood sugar and eye checks, flu vaccines, and Amharic-speaking nurses and pharmacists ready to answer the questions you have been saving up.",
        details: {
          expect:
            "Screening stations run by volunteer health professionals, short talks in Amharic on diabetes and heart health, help understanding health insurance, and a children's corner with games.",
          cost: "Free, vaccines included. You do not need insurance or an ID.",
          audience: "Adults of every age, especially elders and anyone who has not seen a doctor for a while. Children are welcome with a parent.",
          accessibility:
            "Step-free throughout, with seating at every station, wheelchair-accessible restrooms, and interpreters for Amharic, Tigrinya and Afaan Oromo.",
          directions: "Free parking behind the building. Bus line 8 stops at the corner of NE 22nd Avenue.",
        },
      },
    ],
    mailingList: {
      heading: "Never miss a gathering",
      text: "Join our mailing list and we will send you a short note a few weeks before each event.",
      cta: "Join Our Mailing List",
    },
  },
  am: {
    intro: "በሚቀጥሉት ወራት የሚካሄዱ ሦስት ዝግጅቶች። ሁሉም በነጻ ናቸው፤ ልጆችም እንኳን ደህና መጡ። እንዲመዘገቡ ካልጠየቅንዎ በስተቀር መመዝገብ አያስፈልግዎትም።",
    listHeading: "መጪ ዝግጅቶች",
    typeLabels: { cultural: "ባህላዊ", training: "ስልጠና", health: "ጤና" },
    labels: { date: "ቀን", time: "ሰዓት", location: "ቦታ", attendees: "የሚጠበቁ ተሳታፊዎች", type: "የዝግጅቱ ዓይነት" },
    attendeesValue: "ወደ {count} ሰዎች",
    detailLabels: {
      expect: "ምን ይጠብቅዎታል",
      cost: "ክፍያ",
      audience: "ለማን ነው",
      accessibility: "ተደራሽነት",
      directions: "እንዴት ይደርሳሉ",
    },
    events: [
      {
        ...upcoming[0],
        title: "ቡናና ተረት፦ የቡና ሥነ ሥርዓት ከሰዓት",
        location: "የማኅበረሰብ አዳራሽ፣ 4821 ሰሜን ምሥራቅ አልበርታ ጎዳና፣ ፖርትላንድ",
        description:
          "አዲስ የተቆላ ቡና፣ ፈንዲሻና ቆሎ እያጣጣምን አረጋውያን ወገኖቻችን ያደጉባቸውን ተረቶች የምንሰማበትን ከሰዓት በኋላ ከእኛ ጋር ያሳልፉ። ልጆች ከጀበና ቡና መቅዳትን ይሞክራሉ፤ ሁሉም የዕጣኑን መዓዛ ይዞ ወደ ቤቱ ይመለሳል።",
        details: {
          expect: "በባህላዊው መንገድ የሚቀርቡ ሦስት ዙር ቡናዎች (አቦል፣ ቶናና በረካ)፣ በአማርኛ የሚነገሩ አጫጭር ተረቶችና እንቆቅልሾች (ለትናንሽ ልጆች በጥቂት የእንግሊዝኛ ማብራሪያ)፣ እንዲሁም በቤት የተዘጋጁ መክሰሶች።",
          cost: "በነጻ። ለክረምት ትምህርት ቤቱ የሚሆን የልገሳ ቅርጫት በመግቢያው ላይ ይቀመጣል።",
          audience: "ለሁሉም፦ ለቤተሰቦች፣ ለአያቶች፣ ለጎረቤቶችና ስለ ኢትዮጵያ የቡና ባህል ማወቅ ለሚፈልጉ ወዳጆች።",
          accessibility: "አዳራሹ በመሬት ወለል ላይ ሲሆን ደረጃ የሌለው መግቢያና ለአካል ጉዳተኞች ምቹ የሆነ መጸዳጃ ቤት አለው። ከባህላዊ በርጩማዎች በተጨማሪ ወንበሮችም ይኖራሉ።",
          directions: "የአውቶቡስ መስመር 72 በአምስት ደቂቃ የእግር መንገድ ርቀት ላይ ይቆማል። በአልበርታ ጎዳናና በአቅራቢያው ባሉ መንገዶች ላይ በነጻ መኪና ማቆም ይቻላል።",
        },
      },
      {
        ...upcoming[1],
        title: "የበጎ ፈቃደኛ መምህራን የስልጠና ቀን",
        location: "የማኅበረሰብ አዳራሽ፣ 4821 ሰሜን ምሥራቅ አልበርታ ጎዳና፣ ፖርትላንድ",
        description:
          "በክረምት ትምህርት ቤቱ ማስተማር ለሚፈልግ ሁሉ የተዘጋጀ ጠዋት፦ የአማርኛ ክፍሎቻችን እንዴት እንደሚካሄዱ፣ የሰባት ዓመት ልጆችን በፊደል ትምህርት እንዴት እንደምናነቃቃና የእያንዳንዱን ልጅ ደኅንነት እንዴት እንደምንጠብቅ።",
        details: {
          expect: "በትምህርት አስተባባሪዎቻችን የሚመሩ ተግባራዊ ክፍለ ጊዜዎች፣ ወዲያውኑ ሊጠቀሙባቸው የሚችሉ የናሙና ትምህርቶችና እያንዳንዱ በጎ ፈቃደኛ የሚወስደው የልጆች ደኅንነት ገለጻ። ቡናና ቁርስ ይቀርባል።",
          cost: `በነጻ። በቂ የትምህርት ቁሳቁስ እንድናዘጋጅ እንደሚመጡ በ${organisation.volunteerEmail} ያሳውቁን።`,
          audience: "አማርኛ የሚናገሩ አዋቂዎችና ዕድሜያቸው 16 እና ከዚያ በላይ የሆኑ ተማሪዎች፤ ከዚህ በፊት አስተምረው ባያውቁም።",
          accessibility: "ደረጃ የሌለው መግቢያና ለአካል ጉዳተኞች ምቹ መጸዳጃ ቤት አለ። የጽሑፍ መመሪያዎቹ በትልቅ ፊደልም ይገኛሉ፤ ሌላ የሚያስፈልግዎ ነገር ካለ ያሳውቁን።",
          directions: "የአውቶቡስ መስመር 72 በአምስት ደቂቃ የእግር መንገድ ርቀት ላይ ይቆማል። በአልበርታ ጎዳናና በአቅራቢያው ባሉ መንገዶች ላይ በነጻ መኪና ማቆም ይቻላል።",
        },
      },
      {
        ...upcoming[2],
        title: "የማኅበረሰብ የጤና ትርዒት",
        location: "የአልበርታ ፓርክ የማኅበረሰብ ማዕከል፣ 5800 ሰሜን ምሥራቅ 22ኛ ጎዳና፣ ፖርትላንድ",
        description: "ነጻ የደም ግፊት፣ የደም ስኳርና የዓይን ምርመራ፣ የጉንፋን ክትባት፣ እንዲሁም ሲያጠራቅሟቸው የቆዩትን ጥያቄዎች ለመመለስ የተዘጋጁ አማርኛ ተናጋሪ ነርሶችና ፋርማሲስቶች።",
        details: {
          expect: "በበጎ ፈቃደኛ የጤና ባለሙያዎች የሚካሄዱ የምርመራ ጣቢያዎች፣ ስለ ስኳር በሽታና ስለ ልብ ጤና በአማርኛ የሚሰጡ አጫጭር ገለጻዎች፣ የጤና መድንን ለመረዳት የሚያግዝ ምክርና ጨዋታ ያለበት የልጆች ጥግ።",
          cost: "ክትባቶቹን ጨምሮ በነጻ። የጤና መድንም ሆነ መታወቂያ አያስፈልግዎትም።",
          audience: "በማንኛውም ዕድሜ ላይ ላሉ አዋቂዎች፣ በተለይም ለአረጋውያንና ለረጅም ጊዜ ሐኪም ላላዩ። ልጆች ከወላጆቻቸው ጋር መምጣት ይችላሉ።",
          accessibility: "በሙሉ ደረጃ የሌለው ሲሆን በእያንዳንዱ ጣቢያ መቀመጫ፣ ለተሽከርካሪ ወንበር ምቹ የሆኑ መጸዳጃ ቤቶችና የአማርኛ፣ የትግርኛና የአፋን ኦሮሞ አስተርጓሚዎች አሉት።",
          directions: "ከሕንጻው ጀርባ ነጻ የመኪና ማቆሚያ አለ። የአውቶቡስ መስመር 8 በ22ኛ ጎዳና ማዕዘን ላይ ይቆማል።",
        },
      },
    ],
    mailingList: {
      heading: "ምንም ዝግጅት እንዳያመልጥዎ",
      text: "የኢሜይል ዝርዝራችንን ይቀላቀሉ፤ እያንዳንዱ ዝግጅት ከመካሄዱ ከጥቂት ሳምንታት በፊት አጭር ማሳወቂያ እንልክልዎታለን።",
      cta: "የኢሜይል ዝርዝራችንን ይቀላቀሉ",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /events/annual

export interface AnnualEvent {
  id: string;
  /** 1–12: the month it is held every year. */
  month: number;
  title: string;
  description: string;
  highlights: string[];
}

export interface AnnualContent {
  /** "{count}" is replaced by the formatted number of attendees. */
  intro: string;
  /** More than this many guests come to each celebration. */
  attendees: number;
  factsHeading: string;
  facts: [AnnualFact, AnnualFact, AnnualFact];
  listHeading: string;
  /** "{month}" is replaced by the month's name. */
  when: string;
  highlightsHeading: string;
  events: [AnnualEvent, AnnualEvent, AnnualEvent];
  updates: CallToAction;
  volunteer: string;
}

interface AnnualFact {
  title: string;
  text: string;
}

const attendees = 1000;

export const annual: Localized<AnnualContent> = {
  en: {
    intro: "Three times a year the whole community comes together. Every celebration is free and open to all, and each one welcomes over {count} guests.",
    attendees,
    factsHeading: "At a glance",
    facts: [
      { title: "Free", text: "No tickets and no entry fee, ever." },
      { title: "Open to all", text: "Bring your family, your friends and your neighbours." },
      { title: "Over {count} guests", text: "At each celebration: one of the largest Ethiopian gatherings in the Northwest." },
    ],
    listHeading: "Our celebrations",
    when: "Every {month}",
    highlightsHeading: "Highlights",
    events: [
      {
        id: "new-year",
        month: 9,
        title: "Ethiopian New Year Festival (Enkutatash)",
        description:
          "We welcome the new year of the Ethiopian calendar the way it is done at home: with yellow adey abeba flowers, girls singing Abebayehosh, children's drawings, music, dancing and a shared meal.",
        highlights: [
          "Abebayehosh songs performed by summer school students",
          "A traditional dress parade for all ages",
          "A coffee ceremony and a community feast",
        ],
      },
      {
        id: "christmas",
        month: 1,
        title: "Ethiopian Orthodox Christmas (Genna)",
        description:
          "After the fast and the night-long church service, families gather to celebrate Genna together. We share doro wat and injera, young people play the traditional game of genna, and our elders bless the year ahead. You are welcome whatever your faith.",
        highlights: [
          "A shared holiday meal: bring a dish if you can, or simply bring yourself",
          "Genna, the traditional stick-and-ball game, for young people",
          "Songs and a nativity play by the children",
        ],
      },
      {
        id: "graduation",
        month: 6,
        title: "Community Graduation Ceremony",
        description:
          "We end each year of the summer school by celebrating every learner: summer school students read aloud in Amharic, and the high school and college graduates of our community cross the stage to the sound of ililta.",
        highlights: [
          "A certificate for every summer school student",
          "Recognition of our community's high school and college graduates",
          "Family photos, music and a celebration lunch",
        ],
      },
    ],
    updates: {
      heading: "Be the first to know the dates",
      text: "The exact date and place of each celebration are announced about six weeks before. We will tell you as soon as they are set.",
      cta: "Get Event Updates",
    },
    volunteer: "Help at a celebration",
  },
  am: {
    intro: "ማኅበረሰባችን በሙሉ በዓመት ሦስት ጊዜ ይሰባሰባል። እያንዳንዱ በዓል በነጻ ለሁሉም ክፍት ሲሆን ከ{count} በላይ እንግዶችን ይቀበላል።",
    attendees,
    factsHeading: "በአጭሩ",
    facts: [
      { title: "በነጻ", text: "ትኬትም የመግቢያ ክፍያም በጭራሽ የለም።" },
      { title: "ለሁሉም ክፍት", text: "ቤተሰብዎን፣ ጓደኞችዎንና ጎረቤቶችዎን ይዘው ይምጡ።" },
      { title: "ከ{count} በላይ እንግዶች", text: "በእያንዳንዱ በዓል፤ በሰሜን ምዕራብ አሜሪካ ካሉ ትልልቅ የኢትዮጵያውያን ስብሰባዎች አንዱ።" },
    ],
    listHeading: "በዓሎቻችን",
    when: "በየዓመቱ በ{month} ወር",
    highlightsHeading: "ዋና ዋና ነገሮች",
    events: [
      {
        id: "new-year",
        month: 9,
        title: "የኢትዮጵያ አዲስ ዓመት (እንቁጣጣሽ) በዓል",
        description: "አዲሱን ዓመት በኢትዮጵያ ዘመን አቆጣጠር ልክ በአገር ቤት እንደሚደረገው እንቀበላለን፦ በቢጫ የአደይ አበባዎች፣ ልጃገረዶች በሚዘምሩት የአበባየሆሽ ዜማ፣ በልጆች ሥዕሎች፣ በሙዚቃ፣ በጭፈራና በጋራ ማዕድ።",
        highlights: ["በክረምት ትምህርት ቤቱ ተማሪዎች የሚቀርብ የአበባየሆሽ ዜማ", "ለሁሉም ዕድሜ የባህል አልባሳት ትርዒት", "የቡና ሥነ ሥርዓትና የማኅበረሰብ ግብዣ"],
      },
      {
        id: "christmas",
        month: 1,
        title: "የኢትዮጵያ ኦርቶዶክስ ገና (የልደት በዓል)",
        description:
          "ከጾሙና ሌሊቱን ሙሉ ከሚቆየው የቤተ ክርስቲያን ሥርዓት በኋላ ቤተሰቦች ገናን በጋራ ለማክበር ይሰባሰባሉ። ዶሮ ወጥና እንጀራ እንቋደሳለን፣ ወጣቶች ባህላዊውን የገና ጨዋታ ይጫወታሉ፣ አረጋውያን ወገኖቻችንም መጪውን ዓመት ይመርቃሉ። የየትኛውም እምነት ተከታይ ቢሆኑ እንኳን ደህና መጡ።",
        highlights: ["የጋራ የበዓል ማዕድ፦ ከቻሉ አንድ ምግብ ይዘው ይምጡ፤ ካልሆነም ራስዎን ብቻ ይዘው ይምጡ", "ለወጣቶች ባህላዊው የገና ጨዋታ", "ልጆች የሚያቀርቡት መዝሙርና የልደት ትዕይንት"],
      },
      {
        id: "graduation",
        month: 6,
        title: "የማኅበረሰብ የምረቃ ሥነ ሥርዓት",
        description:
          "የክረምት ትምህርት ቤቱን ዓመት እያንዳንዱን ተማሪ በማክበር እንዘጋለን፦ የክረምት ትምህርት ቤቱ ተማሪዎች በአማርኛ ጮክ ብለው ያነባሉ፤ የማኅበረሰባችን የሁለተኛ ደረጃና የኮሌጅ ተመራቂዎችም በእልልታ ታጅበው መድረኩን ይሻገራሉ።",
        highlights: ["ለእያንዳንዱ የክረምት ትምህርት ቤት ተማሪ የምስክር ወረቀት", "ለማኅበረሰባችን የሁለተኛ ደረጃና የኮሌጅ ተመራቂዎች ዕውቅና", "የቤተሰብ ፎቶዎች፣ ሙዚቃና የደስታ ምሳ"],
      },
    ],
    updates: {
      heading: "ቀኖቹን ቀድመው ይወቁ",
      text: "የእያንዳንዱ በዓል ትክክለኛ ቀንና ቦታ ከበዓሉ ስድስት ሳምንት ገደማ በፊት ይገለጻል። ልክ እንደተወሰኑ እናሳውቅዎታለን።",
      cta: "የዝግጅት ዜናዎችን ይቀበሉ",
    },
    volunteer: "በበዓል ላይ በበጎ ፈቃድ ያገልግሉ",
  },
};
