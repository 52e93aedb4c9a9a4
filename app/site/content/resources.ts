import type { DirectoryTeam } from "#app/content/people-kind.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import type { DownloadGroup } from "#app/media/documents.ts";

/** The five pages of the resources section, in tab order. */
export type ResourcePageKey = "staff" | "magazine" | "archive" | "downloads" | "media";

// ---------------------------------------------------------------------------------------------------
// /resources: the overview
// ---------------------------------------------------------------------------------------------------

export interface ResourcesOverviewContent {
  intro: string;
  cardsHeading: string;
  /** What each sub-page offers; the card titles are the pages' navigation labels. */
  cards: Record<ResourcePageKey, string>;
  help: { heading: string; text: string };
}

export const resourcesOverview: Localized<ResourcesOverviewContent> = {
  en: {
    intro: "Everything in one place: who to ask, the forms you need, our magazine, pictures from community life, and soon our archive.",
    cardsHeading: "Browse our resources",
    cards: {
      staff: "Meet the volunteers and staff behind the summer school, and find the right person to contact.",
      magazine: "Stories, student writing and community news in Amharic and English, to read on screen or print at home.",
      archive: "Annual reports, past newsletters and records of our events since the community first came together.",
      downloads: "Register your child online, and find the documents families, volunteers and sponsors need.",
      media: "Photo albums from our celebrations, classes and graduations.",
    },
    help: {
      heading: "Can't find what you need?",
      text: "Ask us. We answer every message within 2 business days, in Amharic or English.",
    },
  },
  am: {
    intro: "የሚፈልጉት ሁሉ በአንድ ቦታ፦ ማንን መጠየቅ እንዳለብዎ፣ የሚያስፈልጉዎት ቅጾች፣ መጽሔታችን፣ ከማኅበረሰባችን ሕይወት የተወሰዱ ፎቶዎች፣ እንዲሁም በቅርቡ ማህደራችን።",
    cardsHeading: "መረጃዎቻችንን ይመልከቱ",
    cards: {
      staff: "ከክረምት ትምህርት ቤቱ በስተጀርባ ያሉትን በጎ ፈቃደኞችና ሠራተኞች ይወቁ፤ ሊያነጋግሩት የሚገባውን ሰው ያግኙ።",
      magazine: "ታሪኮች፣ የተማሪዎች ጽሑፎችና የማኅበረሰብ ዜናዎች በአማርኛና በእንግሊዝኛ፤ በስክሪን ያንብቡ ወይም ቤትዎ ያትሙ።",
      archive: "ዓመታዊ ሪፖርቶች፣ ያለፉ ጋዜጣዎችና ማኅበረሰባችን ለመጀመሪያ ጊዜ ከተሰባሰበበት ጊዜ ጀምሮ የተካሄዱ ዝግጅቶች መዛግብት።",
      downloads: "ልጅዎን በመስመር ላይ ያስመዝግቡ፤ ቤተሰቦች፣ በጎ ፈቃደኞችና ስፖንሰሮች የሚያስፈልጓቸውን ሰነዶች ያግኙ።",
      media: "ከበዓሎቻችን፣ ከትምህርቶቻችንና ከምረቃዎቻችን የተወሰዱ የፎቶ አልበሞች።",
    },
    help: {
      heading: "የሚፈልጉትን አላገኙም?",
      text: "ይጠይቁን። ለእያንዳንዱ መልእክት በ2 የሥራ ቀናት ውስጥ በአማርኛ ወይም በእንግሊዝኛ ምላሽ እንሰጣለን።",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /resources/staff
// ---------------------------------------------------------------------------------------------------

/** Which of the organisation's public contact points a team card shows (from app/config/organisation.ts). */
export type TeamContact = "email" | "schoolEmail" | "volunteerEmail" | "phone";

export type TeamId = DirectoryTeam;

/** A team's framing; its members are content in the database (kind "people", by their directory team). */
export interface StaffTeam {
  id: TeamId;
  name: string;
  description: string;
  contact?: TeamContact;
}

export interface StaffContent {
  intro: string;
  teamsHeading: string;
  labels: { members: string; email: string; phone: string };
  teams: StaffTeam[];
  note: { heading: string; text: string };
}

export const staff: Localized<StaffContent> = {
  en: {
    intro: "Most of the people who run our organisation and its summer school give their time as volunteers. Here are the six teams, and how to reach them.",
    teamsHeading: "Our teams",
    labels: { members: "Team members", email: "E-mail", phone: "Phone" },
    teams: [
      {
        id: "leadership",
        name: "Leadership",
        description: "Our volunteer board and our executive director set the direction of the organisation and answer for how every dollar is spent.",
        contact: "email",
      },
      {
        id: "education",
        name: "Education Coordinators",
        description: "They plan the curriculum, place every child in the right class and keep families informed throughout the program cycle.",
        contact: "schoolEmail",
      },
      {
        id: "teachers",
        name: "Volunteer Teachers",
        description: "Parents, university students and retired teachers who give their summers to teach reading, writing, history and song in Amharic.",
        contact: "volunteerEmail",
      },
      {
        id: "administration",
        name: "Administrative Staff",
        description: "The office team answers the phone, handles registrations and records, and keeps the books in order.",
        contact: "phone",
      },
      {
        id: "outreach",
        name: "Community Outreach",
        description: "They meet families where they are, from churches and mosques to markets and schools, in Portland and across Southwest Washington.",
      },
      {
        id: "events",
        name: "Events and Programs",
        description: "They organise our New Year, Christmas and graduation celebrations, and prepare the new programs that are coming soon.",
      },
    ],
    note: {
      heading: "Looking for someone in particular?",
      text: "We do not publish our volunteers' personal addresses. Write to a team address above, or send us a message, and the right person will answer within 2 business days.",
    },
  },
  am: {
    intro: "ድርጅታችንንና የክረምት ትምህርት ቤቱን ከሚያስተዳድሩት ሰዎች አብዛኞቹ ጊዜያቸውን በበጎ ፈቃድ የሚሰጡ ናቸው። ስድስቱ ቡድኖቻችንና እነሱን የሚያገኙበት መንገድ እነሆ።",
    teamsHeading: "ቡድኖቻችን",
    labels: { members: "የቡድኑ አባላት", email: "ኢሜይል", phone: "ስልክ" },
    teams: [
      {
        id: "leadership",
        name: "አመራር",
        description: "በጎ ፈቃደኛ የቦርድ አባላታችንና ዋና ዳይሬክተራችን የድርጅቱን አቅጣጫ ይወስናሉ፤ እያንዳንዱ ዶላር እንዴት እንደሚወጣም ኃላፊነት ይወስዳሉ።",
        contact: "email",
      },
      {
        id: "education",
        name: "የትምህርት አስተባባሪዎች",
        description: "ሥርዓተ ትምህርቱን ያቅዳሉ፣ እያንዳንዱን ልጅ በሚስማማው ክፍል ይመድባሉ፣ በፕሮግራሙ ዙር ሁሉ ለቤተሰቦች መረጃ ይሰጣሉ።",
        contact: "schoolEmail",
      },
      {
        id: "teachers",
        name: "በጎ ፈቃደኛ መምህራን",
        description: "ክረምታቸውን ሰጥተው ንባብን፣ ጽሕፈትን፣ ታሪክንና መዝሙርን በአማርኛ የሚያስተምሩ ወላጆች፣ የዩኒቨርሲቲ ተማሪዎችና ጡረታ የወጡ መምህራን።",
        contact: "volunteerEmail",
      },
      {
        id: "administration",
        name: "የአስተዳደር ሠራተኞች",
        description: "የቢሮው ቡድን ስልክ ይመልሳል፣ ምዝገባዎችንና መዛግብትን ያስተናግዳል፣ ሒሳቡንም በሥርዓት ይይዛል።",
        contact: "phone",
      },
      {
        id: "outreach",
        name: "የማኅበረሰብ ግንኙነት",
        description: "ከአብያተ ክርስቲያናትና ከመስጊዶች እስከ ገበያዎችና ትምህርት ቤቶች ድረስ፣ በፖርትላንድና በደቡብ ምዕራብ ዋሽንግተን ቤተሰቦችን ባሉበት ያገኛሉ።",
      },
      {
        id: "events",
        name: "ዝግጅቶችና ፕሮግራሞች",
        description: "የአዲስ ዓመት፣ የገናና የምረቃ በዓሎቻችንን ያዘጋጃሉ፤ በቅርቡ የሚጀመሩትን አዳዲስ ፕሮግራሞችም ያሰናዳሉ።",
      },
    ],
    note: {
      heading: "አንድን የተወሰነ ሰው እየፈለጉ ነው?",
      text: "የበጎ ፈቃደኞቻችንን የግል አድራሻዎች አናወጣም። ከላይ ላለው የቡድን አድራሻ ይጻፉ ወይም መልእክት ይላኩልን፤ የሚመለከተው ሰው በ2 የሥራ ቀናት ውስጥ ምላሽ ይሰጥዎታል።",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /resources/magazine (its issues, or while there are none a friendly "coming soon") and /resources/media
// ---------------------------------------------------------------------------------------------------

export interface ComingSoonPageContent {
  intro: string;
  heading: string;
  text: string;
  listHeading: string;
  list: string[];
  /** An optional reassurance shown under the list. */
  note?: string;
  /** The link to /subscribe. */
  notifyLink: string;
  contribute: { heading: string; text: string; emailLabel: string };
}

/** The magazine page: its published issues (decision 34), or its "coming soon" while there are none. */
export interface MagazineContent extends ComingSoonPageContent {
  /** The page's introduction once there are issues. */
  publishedIntro: string;
  issuesHeading: string;
  issuesIntro: string;
  /** The contribution box's heading once there are issues. */
  contributeNext: string;
}

export const magazine: Localized<MagazineContent> = {
  en: {
    intro: "A magazine written by and for our community is on its way.",
    heading: "Magazine Coming Soon",
    text: "We are preparing a community magazine for Ethiopian families in the Northwest. It will come out twice a year, in Amharic and English, in print and online, and it will be free.",
    listHeading: "What it will contain",
    list: [
      "Stories and poems written by our students in Amharic",
      "Conversations with elders about life in Ethiopia and their first years here",
      "Family recipes for holidays and for every day",
      "News from the summer school, our events and our programs",
      "Practical guides for families: schools, health care and services in Oregon and Washington",
    ],
    notifyLink: "Tell Me When It Launches",
    publishedIntro:
      "Our community magazine, written by and for Ethiopian families in the Northwest: stories, student writing and community news, in Amharic and English, free.",
    issuesHeading: "Issues",
    issuesIntro: "The newest issue first. Each opens in your browser, ready to read or print.",
    contributeNext: "Would you like to write for the next issue?",
    contribute: {
      heading: "Would you like to write for the first issue?",
      text: "We welcome stories, photos, recipes and ideas from families of every generation.",
      emailLabel: "Send your idea to",
    },
  },
  am: {
    intro: "በማኅበረሰባችን ለማኅበረሰባችን የሚጻፍ መጽሔት በመምጣት ላይ ነው።",
    heading: "መጽሔቱ በቅርቡ ይወጣል",
    text: "በሰሜን ምዕራብ አሜሪካ ለሚኖሩ የኢትዮጵያ ቤተሰቦች የማኅበረሰብ መጽሔት እያዘጋጀን ነው። በዓመት ሁለት ጊዜ፣ በአማርኛና በእንግሊዝኛ፣ በሕትመትና በመስመር ላይ በነጻ ይወጣል።",
    listHeading: "የሚይዛቸው ነገሮች",
    list: [
      "ተማሪዎቻችን በአማርኛ የጻፏቸው ታሪኮችና ግጥሞች",
      "ከአረጋውያን ወገኖቻችን ጋር ስለ ኢትዮጵያ ሕይወትና እዚህ ስላሳለፏቸው የመጀመሪያ ዓመታት የተደረጉ ጭውውቶች",
      "ለበዓላትና ለዕለት ተዕለት የሚሆኑ የቤተሰብ የምግብ አሠራሮች",
      "ከክረምት ትምህርት ቤቱ፣ ከዝግጅቶቻችንና ከፕሮግራሞቻችን የተገኙ ዜናዎች",
      "ለቤተሰቦች ጠቃሚ መመሪያዎች፦ በኦሪገንና በዋሽንግተን ስላሉ ትምህርት ቤቶች፣ የጤና አገልግሎቶችና ሌሎች አገልግሎቶች",
    ],
    notifyLink: "ሲወጣ ያሳውቁኝ",
    publishedIntro: "በሰሜን ምዕራብ አሜሪካ በሚኖሩ የኢትዮጵያ ቤተሰቦች ለቤተሰቦች የሚጻፍ የማኅበረሰብ መጽሔታችን፦ ታሪኮች፣ የተማሪዎች ጽሑፎችና የማኅበረሰብ ዜናዎች በአማርኛና በእንግሊዝኛ፣ በነጻ።",
    issuesHeading: "እትሞች",
    issuesIntro: "አዲሱ እትም መጀመሪያ። እያንዳንዱ በአሳሽዎ ውስጥ ይከፈታል፤ ለማንበብም ለማተምም ዝግጁ ነው።",
    contributeNext: "ለሚቀጥለው እትም መጻፍ ይፈልጋሉ?",
    contribute: {
      heading: "ለመጀመሪያው እትም መጻፍ ይፈልጋሉ?",
      text: "ከየትውልዱ ቤተሰቦች ታሪኮችን፣ ፎቶዎችን፣ የምግብ አሠራሮችንና ሐሳቦችን በደስታ እንቀበላለን።",
      emailLabel: "ሐሳብዎን ወደዚህ ይላኩ፦",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /resources/media: the gallery's albums, and each album's page (/resources/media/:slug)
// ---------------------------------------------------------------------------------------------------

export interface GalleryContent {
  albumsHeading: string;
  /** "{count} photos" under an album's title; `one` for a single photo. */
  photoCount: { one: string; other: string };
  /** While no album is published. */
  empty: { heading: string; text: string; notifyLink: string };
  /** The photo policy, said where the photos are. */
  note: string;
  contribute: { heading: string; text: string; emailLabel: string };
  /** Under an album shown in the other language (not translated yet). */
  notTranslated: string;
  album: {
    back: string;
    photosHeading: string;
    /** Without scripts a photo's link opens its large file: said to screen readers after the photo's description. */
    opensLarge: string;
    lightbox: { label: string; close: string; previous: string; next: string; position: string; swipeHint: string };
  };
}

export const gallery: Localized<GalleryContent> = {
  en: {
    albumsHeading: "Albums",
    photoCount: { one: "1 photo", other: "{count} photos" },
    empty: {
      heading: "The first albums are on their way",
      text: "We are sorting photos from our celebrations, classes and graduations, and we will share the best of them here.",
      notifyLink: "Tell Me When They Are Here",
    },
    note: "We publish pictures of children only when their parents or guardians have agreed, and we never put a child's name next to their photo.",
    contribute: {
      heading: "Do you have photos from our events?",
      text: "We would love to include them, with your permission and the permission of the people in them.",
      emailLabel: "Send them to",
    },
    notTranslated: "Not translated into English yet.",
    album: {
      back: "All albums",
      photosHeading: "Photos",
      opensLarge: "(opens the large photo)",
      lightbox: {
        label: "Photo viewer",
        close: "Close",
        previous: "Previous photo",
        next: "Next photo",
        position: "Photo {n} of {total}",
        swipeHint: "Swipe or use the arrow keys to see the others.",
      },
    },
  },
  am: {
    albumsHeading: "አልበሞች",
    photoCount: { one: "1 ፎቶ", other: "{count} ፎቶዎች" },
    empty: {
      heading: "የመጀመሪያዎቹ አልበሞች በመምጣት ላይ ናቸው",
      text: "ከበዓሎቻችን፣ ከትምህርቶቻችንና ከምረቃዎቻችን የተወሰዱ ፎቶዎችን እያደራጀን ነው፤ ምርጦቹንም እዚህ እናጋራለን።",
      notifyLink: "ሲደርሱ ያሳውቁኝ",
    },
    note: "የልጆችን ፎቶ የምናወጣው ወላጆቻቸው ወይም አሳዳጊዎቻቸው ሲፈቅዱ ብቻ ነው፤ የልጅን ስም ከፎቶው ጎን በፍጹም አናስቀምጥም።",
    contribute: {
      heading: "ከዝግጅቶቻችን የተነሷቸው ፎቶዎች አሉዎት?",
      text: "በእርስዎ ፈቃድና በፎቶዎቹ ውስጥ ባሉት ሰዎች ፈቃድ ብናካትታቸው ደስ ይለናል።",
      emailLabel: "ወደዚህ ይላኩልን፦",
    },
    notTranslated: "ገና ወደ አማርኛ አልተተረጎመም።",
    album: {
      back: "ሁሉም አልበሞች",
      photosHeading: "ፎቶዎች",
      opensLarge: "(ትልቁን ፎቶ ይከፍታል)",
      lightbox: {
        label: "የፎቶ መመልከቻ",
        close: "ይዝጉ",
        previous: "ያለፈው ፎቶ",
        next: "የሚቀጥለው ፎቶ",
        position: "ፎቶ {n} ከ{total}",
        swipeHint: "ሌሎቹን ለማየት ወደ ጎን ያንሸራትቱ ወይም የቀስት ቁልፎችን ይጠቀሙ።",
      },
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /resources/archive
// ---------------------------------------------------------------------------------------------------

export type ArchiveId = "reports" | "newsletters" | "events" | "stories";

export interface ArchiveContent {
  intro: string;
  cardsHeading: string;
  items: { id: ArchiveId; title: string; text: string }[];
  share: { heading: string; text: string; emailLabel: string };
}

export const archive: Localized<ArchiveContent> = {
  en: {
    intro:
      "We are sorting and scanning many years of papers and pictures so that our children can read their community's story. These collections will open one by one.",
    cardsHeading: "Collections in preparation",
    items: [
      { id: "reports", title: "Annual Reports", text: "What we did each year, what it cost and who made it possible." },
      { id: "newsletters", title: "Newsletters", text: "Every community newsletter we have sent, from the first hand-made pages onwards." },
      { id: "events", title: "Event Records", text: "Programs, photos and attendance from our celebrations and graduations." },
      { id: "stories", title: "Community Memories", text: "Recorded memories of the families who started our community in 2007." },
    ],
    share: {
      heading: "Have something for the archive?",
      text: "Old event programs, photos or newsletters in a drawer? We would love to copy them and give the originals back.",
      emailLabel: "Write to",
    },
  },
  am: {
    intro: "ልጆቻችን የማኅበረሰባቸውን ታሪክ እንዲያነቡ ለብዙ ዓመታት የተጠራቀሙ ወረቀቶችንና ፎቶዎችን እያደራጀንና ወደ ዲጂታል እየቀየርን ነው። እነዚህ ስብስቦች አንድ በአንድ ይከፈታሉ።",
    cardsHeading: "በዝግጅት ላይ ያሉ ስብስቦች",
    items: [
      { id: "reports", title: "ዓመታዊ ሪፖርቶች", text: "በየዓመቱ የሠራነው፣ ያወጣነው ወጪና ይህን ያስቻሉት ሰዎች።" },
      { id: "newsletters", title: "ጋዜጣዎች", text: "ከመጀመሪያዎቹ በእጅ ከተዘጋጁ ገጾች ጀምሮ የላክናቸው የማኅበረሰብ ጋዜጣዎች በሙሉ።" },
      { id: "events", title: "የዝግጅት መዛግብት", text: "ከበዓሎቻችንና ከምረቃዎቻችን የተገኙ የመርሐ ግብር ወረቀቶች፣ ፎቶዎችና የተሳታፊዎች ቁጥር።" },
      { id: "stories", title: "የማኅበረሰብ ትውስታዎች", text: "በእ.ኤ.አ. 2007 ማኅበረሰባችንን የጀመሩ ቤተሰቦች የተቀረጹ ትውስታዎች።" },
    ],
    share: {
      heading: "ለማህደሩ የሚሆን ነገር አለዎት?",
      text: "በመሳቢያ ውስጥ የተቀመጡ የቆዩ የዝግጅት መርሐ ግብሮች፣ ፎቶዎች ወይም ጋዜጣዎች አሉዎት? ቅጂያቸውን ወስደን ዋናዎቹን ብንመልስልዎ ደስ ይለናል።",
      emailLabel: "ወደዚህ ይጻፉ፦",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /resources/downloads
// ---------------------------------------------------------------------------------------------------

/** The groups are the documents' own (app/media/documents.ts): one list for the staff form and this page. */
export type DocumentGroupId = DownloadGroup;

export interface DocumentGroup {
  id: DocumentGroupId;
  title: string;
  /** What the group holds or will hold: said while it has no published document yet. */
  documents: string[];
}

export interface DownloadsContent {
  intro: string;
  groupsHeading: string;
  /** Shown in the registration group, with its link to the online form. */
  registration: { text: string; link: string };
  /** A group without a published document yet: what it will hold, and that we send it on request. */
  emptyGroup: { lead: string; text: string };
  groups: DocumentGroup[];
  help: { heading: string; text: string };
}

export const downloads: Localized<DownloadsContent> = {
  en: {
    intro:
      "Registration is open online. Forms and guides for families, volunteers and sponsors are below, in English and Amharic where we have both. Cannot find one? Ask us and we will send it.",
    groupsHeading: "Documents by group",
    registration: {
      text: "Registering online takes about ten minutes and covers all of these in one form.",
      link: "Register Online",
    },
    emptyGroup: {
      lead: "Not online yet:",
      text: "Write to us and we will send you any of them by e-mail or post.",
    },
    groups: [
      {
        id: "registration",
        title: "Registration Forms",
        documents: ["Student registration", "Medical and allergy information", "Emergency contact", "Scholarship request"],
      },
      {
        id: "families",
        title: "Family Guides",
        documents: ["Family handbook", "Summer school calendar", "Photo permission form", "Pickup authorization form"],
      },
      {
        id: "volunteers",
        title: "Volunteer Documents",
        documents: ["Volunteer application", "Background check consent", "Volunteer handbook"],
      },
      {
        id: "sponsors",
        title: "Sponsorship and Giving",
        documents: ["Sponsorship information pack", "Donation receipt request", "Annual impact summary"],
      },
    ],
    help: {
      heading: "Need a paper copy?",
      text: "We can post or e-mail any form, and help you fill it in, in Amharic or English.",
    },
  },
  am: {
    intro: "ምዝገባው በመስመር ላይ ክፍት ነው። ለቤተሰቦች፣ ለበጎ ፈቃደኞችና ለስፖንሰሮች የሚሆኑ ቅጾችና መመሪያዎች ከታች አሉ፤ ሁለቱም ያሉን በአማርኛና በእንግሊዝኛ። የሚፈልጉትን አላገኙም? ይጠይቁን፣ እንልክልዎታለን።",
    groupsHeading: "ሰነዶች በየምድቡ",
    registration: {
      text: "በመስመር ላይ መመዝገብ አሥር ደቂቃ ያህል ይወስዳል፤ እነዚህን ሁሉ በአንድ ቅጽ ይሸፍናል።",
      link: "በመስመር ላይ ይመዝገቡ",
    },
    emptyGroup: {
      lead: "ገና በመስመር ላይ ያልወጡ፦",
      text: "ይጻፉልን፤ ከእነዚህ ማንኛውንም በኢሜይል ወይም በፖስታ እንልክልዎታለን።",
    },
    groups: [
      {
        id: "registration",
        title: "የምዝገባ ቅጾች",
        documents: ["የተማሪ ምዝገባ", "የሕክምናና የአለርጂ መረጃ", "የአደጋ ጊዜ ተጠሪ", "የትምህርት ዕድል ጥያቄ"],
      },
      {
        id: "families",
        title: "የቤተሰብ መመሪያዎች",
        documents: ["የቤተሰብ መመሪያ መጽሐፍ", "የክረምት ትምህርት ቤቱ የቀን መቁጠሪያ", "የፎቶ ፈቃድ ቅጽ", "ልጅን ለመውሰድ የፈቃድ ቅጽ"],
      },
      {
        id: "volunteers",
        title: "የበጎ ፈቃደኞች ሰነዶች",
        documents: ["የበጎ ፈቃደኛ ማመልከቻ", "የጀርባ ማጣሪያ ፈቃድ", "የበጎ ፈቃደኞች መመሪያ መጽሐፍ"],
      },
      {
        id: "sponsors",
        title: "ስፖንሰርሺፕና ልገሳ",
        documents: ["የስፖንሰርሺፕ መረጃ ጥቅል", "የልገሳ ደረሰኝ ጥያቄ", "ዓመታዊ የሥራ ውጤት ማጠቃለያ"],
      },
    ],
    help: {
      heading: "የወረቀት ቅጂ ይፈልጋሉ?",
      text: "ማንኛውንም ቅጽ በፖስታ ወይም በኢሜይል እንልክልዎታለን፤ በአማርኛ ወይም በእንግሊዝኛ እንዲሞሉትም እናግዝዎታለን።",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// A document's links, on the magazine and downloads pages
// ---------------------------------------------------------------------------------------------------

export interface DocumentLinkTexts {
  /** The link to the file in each language: "Download in Amharic". */
  download: Record<Lang, string>;
  /** Said when the only file is in the other language. */
  onlyIn: Record<Lang, string>;
}

export const documentLinkTexts: Localized<DocumentLinkTexts> = {
  en: {
    download: { en: "Download in English", am: "Download in Amharic" },
    onlyIn: { en: "Available in English only.", am: "Available in Amharic only." },
  },
  am: {
    download: { en: "በእንግሊዝኛ ያውርዱ", am: "በአማርኛ ያውርዱ" },
    onlyIn: { en: "የሚገኘው በእንግሊዝኛ ብቻ ነው።", am: "የሚገኘው በአማርኛ ብቻ ነው።" },
  },
};
