import type { Localized } from "#app/i18n/language.ts";

/** A fictional person. Their initials, shown in a coloured circle, are taken from `name`. */
export interface Person {
  name: string;
  role: string;
  bio: string;
}

export interface PeopleGroup {
  heading: string;
  intro: string;
  people: Person[];
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
      people: [
        {
          name: "Meseret Alemu",
          role: "Board Chair",
          bio: "A paediatric nurse and mother of three, she taught in our very first Saturday Amharic classes.",
        },
        {
          name: "Tewodros Haile",
          role: "Vice Chair",
          bio: "Owner of a family restaurant on Alberta Street, he has cooked for every New Year celebration since the first one.",
        },
        {
          name: "Karen Whitfield",
          role: "Treasurer",
          bio: "A retired accountant from Vancouver, Washington, who keeps our books careful and our reports clear.",
        },
        {
          name: "Hanna Gebremedhin",
          role: "Secretary",
          bio: "A public-school librarian who chose many of the storybooks in the summer school's library.",
        },
        {
          name: "Yonas Tadesse",
          role: "Youth Representative",
          bio: "A university student and former pupil of our Saturday classes, he brings the voice of young people to the board.",
        },
        {
          name: "Rahel Assefa",
          role: "Board Member",
          bio: "A small-business adviser who chairs our fundraising committee and welcomes every new sponsor in person.",
        },
      ],
    },
    staff: {
      heading: "Staff",
      intro: "A small team keeps the office open, the school running and the celebrations on time.",
      people: [
        {
          name: "Selamawit Bekele",
          role: "Executive Director",
          bio: "After ten years in community health outreach, she now leads our day-to-day work and our partnerships.",
        },
        {
          name: "Abebe Worku",
          role: "Summer School Director",
          bio: "A teacher for thirty years in Addis Ababa and Portland, he shapes the curriculum and trains our volunteer teachers.",
        },
        {
          name: "Liya Mengistu",
          role: "Family & Community Outreach Coordinator",
          bio: "Often the first voice families hear when they call us, she helps with registration, scholarships and finding services.",
        },
        {
          name: "Daniel Brooks",
          role: "Volunteer & Events Coordinator",
          bio: "He organises our celebrations and the volunteers who make them happen, from setting up chairs to the last cup of coffee.",
        },
      ],
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
      people: [
        {
          name: "መሠረት ዓለሙ",
          role: "የቦርድ ሰብሳቢ",
          bio: "የሕፃናት ነርስና የሦስት ልጆች እናት ሲሆኑ በመጀመሪያዎቹ የቅዳሜ የአማርኛ ክፍሎቻችን አስተምረዋል።",
        },
        {
          name: "ቴዎድሮስ ኃይሌ",
          role: "ምክትል ሰብሳቢ",
          bio: "በአልበርታ ጎዳና የቤተሰብ ምግብ ቤት ባለቤት ሲሆኑ ከመጀመሪያው ጀምሮ ለእያንዳንዱ የአዲስ ዓመት በዓል ምግብ አዘጋጅተዋል።",
        },
        {
          name: "ካረን ዊትፊልድ",
          role: "ገንዘብ ያዥ",
          bio: "ከቫንኩቨር፣ ዋሽንግተን የሆኑ ጡረተኛ የሒሳብ ባለሙያ ሲሆኑ ሒሳባችንን በጥንቃቄ ይይዛሉ፣ ሪፖርቶቻችንንም ግልጽ ያደርጋሉ።",
        },
        {
          name: "ሐና ገብረመድኅን",
          role: "ጸሐፊ",
          bio: "የመንግሥት ትምህርት ቤት የቤተ መጻሕፍት ባለሙያ ሲሆኑ በክረምት ትምህርት ቤቱ ቤተ መጻሕፍት ያሉትን ብዙ የተረት መጻሕፍት መርጠዋል።",
        },
        {
          name: "ዮናስ ታደሰ",
          role: "የወጣቶች ተወካይ",
          bio: "የዩኒቨርሲቲ ተማሪና የቀድሞ የቅዳሜ ክፍሎቻችን ተማሪ ሲሆኑ የወጣቶችን ድምፅ ወደ ቦርዱ ያመጣሉ።",
        },
        {
          name: "ራሔል አሰፋ",
          role: "የቦርድ አባል",
          bio: "የአነስተኛ ንግድ አማካሪ ሲሆኑ የገቢ ማሰባሰቢያ ኮሚቴያችንን ይመራሉ፤ እያንዳንዱን አዲስ ስፖንሰር በአካል ይቀበላሉ።",
        },
      ],
    },
    staff: {
      heading: "ሠራተኞች",
      intro: "ጥቂት ሠራተኞች ያሉት ቡድናችን ቢሮው ክፍት፣ ትምህርት ቤቱ ሥራ ላይ፣ በዓላቱም በሰዓታቸው እንዲሆኑ ያደርጋል።",
      people: [
        {
          name: "ሰላማዊት በቀለ",
          role: "ዋና ዳይሬክተር",
          bio: "በማኅበረሰብ ጤና አገልግሎት ለአሥር ዓመታት ከሠሩ በኋላ አሁን የዕለት ተዕለት ሥራችንንና አጋርነቶቻችንን ይመራሉ።",
        },
        {
          name: "አበበ ወርቁ",
          role: "የክረምት ትምህርት ቤት ዳይሬክተር",
          bio: "በአዲስ አበባና በፖርትላንድ ለሠላሳ ዓመታት ያስተማሩ መምህር ሲሆኑ ሥርዓተ ትምህርቱን ያዘጋጃሉ፣ በጎ ፈቃደኛ መምህሮቻችንንም ያሠለጥናሉ።",
        },
        {
          name: "ሊያ መንግሥቱ",
          role: "የቤተሰብና የማኅበረሰብ ግንኙነት አስተባባሪ",
          bio: "ቤተሰቦች ሲደውሉልን ብዙውን ጊዜ መጀመሪያ የሚሰሙት የእርሳቸውን ድምፅ ነው፤ በምዝገባ፣ በትምህርት ዕድልና አገልግሎቶችን በማግኘት ያግዛሉ።",
        },
        {
          name: "ዳንኤል ብሩክስ",
          role: "የበጎ ፈቃደኞችና የዝግጅቶች አስተባባሪ",
          bio: "ወንበር ከመደርደር እስከ መጨረሻው ሲኒ ቡና ድረስ በዓሎቻችንንና እነሱን እውን የሚያደርጉትን በጎ ፈቃደኞች ያስተባብራሉ።",
        },
      ],
    },
    join: {
      heading: "ማገልገል ይፈልጋሉ?",
      text: "አባላት በየዓመቱ ቦርዱን ይመርጣሉ። ኮሚቴ መቀላቀል፣ ለቦርድ መወዳደር ወይም ችሎታዎን ብቻ ማበርከት ከፈለጉ ከእርስዎ መስማት ያስደስተናል።",
    },
  },
};
