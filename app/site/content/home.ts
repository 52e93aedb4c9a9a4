import type { Localized } from "#app/i18n/language.ts";

/** The page's own words; its introduction and education summary are page text staff edit (app/content/page-text-kind.ts). */
export interface HomeContent {
  missionCards: { icon: "language" | "family" | "celebration" | "youth"; title: string; text: string }[];
  /** Above the next few events (from the database), each linked to its page. */
  comingUp: string;
  /** In their place while none is announced, above the links to the past events and to the calendar to subscribe to. */
  noEvents: string;
}

export const home: Localized<HomeContent> = {
  en: {
    comingUp: "Coming up",
    noEvents:
      "No gathering is announced for the coming weeks just now. See what we have celebrated together, or add our calendar to your phone: the next date will appear in it as soon as it is set.",
    missionCards: [
      {
        icon: "language",
        title: "Language and heritage",
        text: "Children learn to read, write and speak Amharic, and to know the stories, songs and history that are theirs.",
      },
      {
        icon: "family",
        title: "Support for families",
        text: "Newcomers find their way with help from those who came before: schools, services and a friendly voice in Amharic.",
      },
      {
        icon: "celebration",
        title: "Celebrations together",
        text: "Enkutatash, Genna and our graduation day bring more than a thousand neighbours together every year.",
      },
      {
        icon: "youth",
        title: "Young leaders",
        text: "Teenagers grow into mentors, volunteers and leaders who carry the community forward.",
      },
    ],
  },
  am: {
    comingUp: "መጪ ዝግጅቶች",
    noEvents: "ለሚቀጥሉት ሳምንታት እስካሁን የተገለጸ ዝግጅት የለም። አብረን ያከበርናቸውን ዝግጅቶች ይመልከቱ፤ ወይም የቀን መቁጠሪያችንን በስልክዎ ላይ ያክሉ፦ ቀጣዩ ቀን እንደተወሰነ በዚያ ላይ ይታያል።",
    missionCards: [
      {
        icon: "language",
        title: "ቋንቋና ቅርስ",
        text: "ልጆች አማርኛ ማንበብ፣ መጻፍና መናገር ይማራሉ፤ የራሳቸው የሆኑትን ታሪኮች፣ ዘፈኖችና ታሪክም ያውቃሉ።",
      },
      {
        icon: "family",
        title: "ለቤተሰቦች ድጋፍ",
        text: "አዲስ መጤዎች ቀድመው በመጡት እገዛ መንገዳቸውን ያገኛሉ፦ ትምህርት ቤቶች፣ አገልግሎቶችና በአማርኛ የሚያናግር ወዳጅ።",
      },
      {
        icon: "celebration",
        title: "በአንድነት ማክበር",
        text: "እንቁጣጣሽ፣ ገናና የምረቃ ቀናችን በየዓመቱ ከአንድ ሺህ በላይ ጎረቤቶችን ያሰባስባሉ።",
      },
      {
        icon: "youth",
        title: "ወጣት መሪዎች",
        text: "ታዳጊዎች ማኅበረሰቡን ወደፊት የሚያራምዱ አማካሪዎች፣ በጎ ፈቃደኞችና መሪዎች ይሆናሉ።",
      },
    ],
  },
};
