import type { Localized } from "#app/i18n/language.ts";

/** The framing of the board and staff sections; the people in them are content in the database (kind "people"). */
export interface PeopleGroup {
  heading: string;
  intro: string;
}

export interface LeadershipContent {
  intro: string;
  board: PeopleGroup;
  staff: PeopleGroup;
  join: { heading: string; text: string };
}

export const leadership: Localized<LeadershipContent> = {
  en: {
    intro: "Tesfa is led by a board of volunteers elected by our members and run day to day by a small staff, with the help of dozens of volunteers.",
    board: {
      heading: "Board of directors",
      intro: "Our board members give their time without pay. They set our direction, approve the budget and answer to the community.",
    },
    staff: {
      heading: "Staff",
      intro: "A small team keeps the office open, the school running and the celebrations on time.",
    },
    join: {
      heading: "Would you like to serve?",
      text: "Members elect the board every year. If you would like to join a committee, stand for the board or simply offer your skills, we would be glad to hear from you.",
    },
  },
  am: {
    intro: "ተስፋ የሚመራው በአባላቱ በተመረጠ በጎ ፈቃደኛ ቦርድ ሲሆን የዕለት ተዕለት ሥራውን ደግሞ ጥቂት ሠራተኞች በብዙ በጎ ፈቃደኞች እገዛ ያካሂዳሉ።",
    board: {
      heading: "የዳይሬክተሮች ቦርድ",
      intro: "የቦርድ አባሎቻችን ያለ ክፍያ ጊዜያቸውን ይሰጣሉ። አቅጣጫችንን ይወስናሉ፣ በጀቱን ያጸድቃሉ፣ ለማኅበረሰቡም ተጠያቂ ናቸው።",
    },
    staff: {
      heading: "ሠራተኞች",
      intro: "ጥቂት ሠራተኞች ያሉት ቡድናችን ቢሮው ክፍት፣ ትምህርት ቤቱ ሥራ ላይ፣ በዓላቱም በሰዓታቸው እንዲሆኑ ያደርጋል።",
    },
    join: {
      heading: "ማገልገል ይፈልጋሉ?",
      text: "አባላት በየዓመቱ ቦርዱን ይመርጣሉ። ኮሚቴ መቀላቀል፣ ለቦርድ መወዳደር ወይም ችሎታዎን ብቻ ማበርከት ከፈለጉ ከእርስዎ መስማት ያስደስተናል።",
    },
  },
};
