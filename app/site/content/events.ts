import type { EventCategory } from "#app/content/events-kind.ts";
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
// /events/calendar (the events themselves are in the database: app/content/events-kind.ts)

export type EventType = EventCategory;

/** The labels of an event's facts and of what its 'Learn More' disclosure reveals. */
export interface EventLabels {
  date: string;
  time: string;
  location: string;
  attendees: string;
  type: string;
  expect: string;
  cost: string;
  audience: string;
  accessibility: string;
  directions: string;
  register: string;
  /** Under an event shown in the other language while it is not translated. */
  otherLanguage: string;
}

export interface CalendarContent {
  intro: string;
  listHeading: string;
  /** When no event is coming up. */
  none: string;
  archiveHeading: string;
  archiveIntro: string;
  /** The filter by category: links to the calendar's views (/events/calendar/<category>). */
  filter: { label: string; all: string };
  /** When no event of the chosen category is coming up; "{category}" is its name. */
  noneInCategory: string;
  /** The link from the calendar to the archive's pages, and their words. */
  archive: {
    link: string;
    /** "{page}" and "{pages}" are replaced by numbers. */
    pageOf: string;
    pagesLabel: string;
    newer: string;
    older: string;
    none: string;
  };
  labels: EventLabels;
  /** The calendar to subscribe to (webcal://) in the page's language. */
  follow: { heading: string; text: string; button: string; copy: string };
  mailingList: CallToAction;
}

export const calendar: Localized<CalendarContent> = {
  en: {
    intro: "The gatherings of the coming months. All of them are free, children are welcome, and you do not need to sign up unless we ask you to.",
    listHeading: "Upcoming events",
    none: "No events are announced yet. Join our mailing list and we will tell you as soon as the next date is set.",
    archiveHeading: "Past events",
    archiveIntro: "What we have already gathered for, newest first.",
    filter: { label: "Show one kind of event", all: "All events" },
    noneInCategory: "No “{category}” events are announced for the coming months. See all events, or join our mailing list to hear of the next one.",
    archive: {
      link: "All past events",
      pageOf: "Page {page} of {pages}",
      pagesLabel: "Pages of past events",
      newer: "Newer events",
      older: "Older events",
      none: "No event has taken place yet.",
    },
    labels: {
      date: "Date",
      time: "Time",
      location: "Location",
      attendees: "Expected attendance",
      type: "Event type",
      expect: "What to expect",
      cost: "Cost",
      audience: "Who it is for",
      accessibility: "Accessibility",
      directions: "Getting there",
      register: "Register",
      otherLanguage: "In Amharic only, for now",
    },
    follow: {
      heading: "Our events in your phone's calendar",
      text: "Add our calendar once and every event we announce appears in your phone's or computer's calendar by itself, with its changes, in English.",
      button: "Add our calendar",
      copy: "Or paste this address into your calendar's “add by URL”:",
    },
    mailingList: {
      heading: "Never miss a gathering",
      text: "Join our mailing list and we will send you a short note a few weeks before each event.",
      cta: "Join Our Mailing List",
    },
  },
  am: {
    intro: "በሚቀጥሉት ወራት የሚካሄዱ ዝግጅቶች። ሁሉም በነጻ ናቸው፤ ልጆችም እንኳን ደህና መጡ። እንዲመዘገቡ ካልጠየቅንዎ በስተቀር መመዝገብ አያስፈልግዎትም።",
    listHeading: "መጪ ዝግጅቶች",
    none: "እስካሁን የተገለጸ ዝግጅት የለም። የኢሜይል ዝርዝራችንን ይቀላቀሉ፤ ቀጣዩ ቀን እንደተወሰነ እናሳውቅዎታለን።",
    archiveHeading: "ያለፉ ዝግጅቶች",
    archiveIntro: "ቀደም ብለን የተሰባሰብንባቸው ዝግጅቶች፣ ከአዲሱ ጀምሮ።",
    filter: { label: "አንድ ዓይነት ዝግጅት ብቻ ያሳዩ", all: "ሁሉም ዝግጅቶች" },
    noneInCategory: "ለሚቀጥሉት ወራት በ«{category}» ምድብ የተገለጸ ዝግጅት የለም። ሁሉንም ዝግጅቶች ይመልከቱ፤ ወይም ስለ ቀጣዩ ዝግጅት ለመስማት የኢሜይል ዝርዝራችንን ይቀላቀሉ።",
    archive: {
      link: "ሁሉም ያለፉ ዝግጅቶች",
      pageOf: "ገጽ {page} / {pages}",
      pagesLabel: "የቀደሙ ዝግጅቶች ገጾች",
      newer: "አዳዲሶቹ ዝግጅቶች",
      older: "የቆዩ ዝግጅቶች",
      none: "እስካሁን የተካሄደ ዝግጅት የለም።",
    },
    labels: {
      date: "ቀን",
      time: "ሰዓት",
      location: "ቦታ",
      attendees: "የሚጠበቁ ተሳታፊዎች",
      type: "የዝግጅቱ ዓይነት",
      expect: "ምን ይጠብቅዎታል",
      cost: "ክፍያ",
      audience: "ለማን ነው",
      accessibility: "ተደራሽነት",
      directions: "እንዴት ይደርሳሉ",
      register: "ይመዝገቡ",
      otherLanguage: "ለጊዜው በእንግሊዝኛ ብቻ",
    },
    follow: {
      heading: "ዝግጅቶቻችን በስልክዎ የቀን መቁጠሪያ ላይ",
      text: "የቀን መቁጠሪያችንን አንድ ጊዜ ያክሉ፤ የምናሳውቀው እያንዳንዱ ዝግጅት ከለውጦቹ ጋር በስልክዎ ወይም በኮምፒውተርዎ የቀን መቁጠሪያ ላይ በአማርኛ በራሱ ይታያል።",
      button: "የቀን መቁጠሪያችንን ያክሉ",
      copy: "ወይም ይህን አድራሻ በቀን መቁጠሪያዎ «በአድራሻ ያክሉ» በሚለው ቦታ ይለጥፉ፦",
    },
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
  /** Above the celebrations whose next date is set (events in the database). */
  nextHeading: string;
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
    nextHeading: "Next celebration",
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
    nextHeading: "ቀጣዩ በዓል",
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

// ---------------------------------------------------------------------------------------------------
// /events/:slug (one event; the labels are the calendar's)

export interface EventPageText {
  back: string;
  /** The event's calendar file, and the same event opened in Google Calendar. */
  addToCalendar: string;
  addToGoogle: string;
  /** Above an event whose end has passed. */
  past: string;
  /** Under the title of an event shown in the other language. */
  notTranslated: string;
}

export const eventPageText: Localized<EventPageText> = {
  en: {
    back: "All events",
    addToCalendar: "Add to my calendar",
    addToGoogle: "Add to Google Calendar",
    past: "This event has taken place. See the calendar for what is coming up.",
    notTranslated: "This event has not been described in English yet, so here it is in Amharic.",
  },
  am: {
    back: "ሁሉም ዝግጅቶች",
    addToCalendar: "ወደ ቀን መቁጠሪያዬ ያክሉ",
    addToGoogle: "ወደ ጉግል የቀን መቁጠሪያ ያክሉ",
    past: "ይህ ዝግጅት ተካሂዷል። መጪ ዝግጅቶችን በቀን መቁጠሪያው ላይ ይመልከቱ።",
    notTranslated: "ይህ ዝግጅት ገና በአማርኛ አልተገለጸም፤ ስለዚህ በእንግሊዝኛ ቀርቧል።",
  },
};
