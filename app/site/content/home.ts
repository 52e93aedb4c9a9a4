import type { Localized } from "#app/i18n/language.ts";

export interface HomeContent {
  missionIntro: string;
  missionCards: { icon: "language" | "family" | "celebration" | "youth"; title: string; text: string }[];
  educationSummary: string;
}

export const home: Localized<HomeContent> = {
  en: {
    missionIntro:
      "Since 2007 we have been a meeting place for Ethiopian families across Oregon and Southwest Washington: a place to learn, to celebrate, and to help one another.",
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
    educationSummary: "Our Amharic Heritage Summer School: Monday to Friday, taught in Amharic, with lunch and snacks provided.",
  },
  am: {
    missionIntro: "ከእ.ኤ.አ. 2007 ጀምሮ በኦሪገንና በደቡብ ምዕራብ ዋሽንግተን ለሚኖሩ የኢትዮጵያ ቤተሰቦች መገናኛ ሆነናል፤ የምንማርበት፣ የምናከብርበትና እርስ በርሳችን የምንረዳዳበት ቦታ።",
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
    educationSummary: "የአማርኛ ቅርስ የክረምት ትምህርት ቤታችን፦ ከሰኞ እስከ ዓርብ፣ በአማርኛ የሚሰጥ፣ ምሳና መክሰስ የሚቀርብበት።",
  },
};
