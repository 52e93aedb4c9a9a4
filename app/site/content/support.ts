import type { SponsorTierId } from "#app/content/sponsors-kind.ts";
import type { Localized } from "#app/i18n/language.ts";

// ---------------------------------------------------------------------------------------------------
// /support: the overview
// ---------------------------------------------------------------------------------------------------

export type SupportWay = "donate" | "sponsor" | "volunteer";

export interface SupportOverviewContent {
  intro: string;
  waysHeading: string;
  ways: { id: SupportWay; title: string; text: string }[];
  why: { heading: string; text: string; students: number; waitlist: number };
  more: { heading: string; text: string; sponsorsLink: string; contactLink: string };
}

export const supportOverview: Localized<SupportOverviewContent> = {
  en: {
    intro: "Most of our work is done by volunteers and paid for by our own community. Here are three ways you can help keep it going.",
    waysHeading: "Three ways to help",
    ways: [
      {
        id: "donate",
        title: "Make a Donation",
        text: "A gift of any size buys books, meals and scholarships for the summer school.",
      },
      {
        id: "sponsor",
        title: "Become a Sponsor",
        text: "Businesses and families can sponsor the school for a year, at the Bronze, Silver or Gold tier.",
      },
      {
        id: "volunteer",
        title: "Volunteer With Us",
        text: "Teach, read with children, cook, drive or translate: give a few hours and be part of it.",
      },
    ],
    why: {
      heading: "Why your help matters",
      text: "Every gift and every hour lets us welcome more children from the waitlist.",
      students: 100,
      waitlist: 200,
    },
    more: {
      heading: "Other ways to help",
      text: "Come to our events, tell a friend about the school, or ask your employer whether they match gifts to nonprofits.",
      sponsorsLink: "See Our Sponsors",
      contactLink: "Talk to Us",
    },
  },
  am: {
    intro: "አብዛኛው ሥራችን የሚሠራው በበጎ ፈቃደኞች ሲሆን ወጪውም የሚሸፈነው በራሳችን ማኅበረሰብ ነው። ሥራው እንዲቀጥል ሊረዱ የሚችሉባቸው ሦስት መንገዶች እነሆ።",
    waysHeading: "የሚረዱባቸው ሦስት መንገዶች",
    ways: [
      {
        id: "donate",
        title: "ልገሳ ያድርጉ",
        text: "የትኛውም መጠን ያለው ስጦታ ለክረምት ትምህርት ቤቱ መጻሕፍትን፣ ምግብንና የትምህርት ዕድልን ይሸፍናል።",
      },
      {
        id: "sponsor",
        title: "ስፖንሰር ይሁኑ",
        text: "ድርጅቶችና ቤተሰቦች ትምህርት ቤቱን በነሐስ ደረጃ፣ በብር ደረጃ ወይም በወርቅ ደረጃ ለአንድ ዓመት ስፖንሰር ማድረግ ይችላሉ።",
      },
      {
        id: "volunteer",
        title: "በበጎ ፈቃድ ያገልግሉ",
        text: "ያስተምሩ፣ ከልጆች ጋር ያንብቡ፣ ምግብ ያዘጋጁ፣ ያጓጉዙ ወይም ይተርጉሙ፤ ጥቂት ሰዓታትን ሰጥተው የዚህ ሥራ አካል ይሁኑ።",
      },
    ],
    why: {
      heading: "የእርስዎ ድጋፍ ለምን አስፈላጊ ነው",
      text: "እያንዳንዱ ስጦታና እያንዳንዱ ሰዓት ከተጠባባቂ ዝርዝሩ ተጨማሪ ልጆችን እንድንቀበል ያስችለናል።",
      students: 100,
      waitlist: 200,
    },
    more: {
      heading: "ሌሎች የመርዳት መንገዶች",
      text: "በዝግጅቶቻችን ላይ ይገኙ፣ ስለ ትምህርት ቤቱ ለወዳጅዎ ይንገሩ፣ ወይም አሠሪዎ ለበጎ አድራጎት ድርጅቶች የሚሰጡ ስጦታዎችን በእኩል መጠን የሚያሟላ መሆኑን ይጠይቁ።",
      sponsorsLink: "ስፖንሰሮቻችንን ይመልከቱ",
      contactLink: "ያግኙን",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /support/sponsor
// ---------------------------------------------------------------------------------------------------

export type TierId = SponsorTierId;

export interface SponsorTier {
  id: TierId;
  name: string;
  /** In US dollars. */
  min: number;
  /** In US dollars; null for "and above". */
  max: number | null;
  summary: string;
  benefits: string[];
}

export interface SponsorContent {
  intro: string;
  tiersHeading: string;
  /** "{amount} and above": {amount} is replaced by the formatted minimum. */
  andAbove: string;
  benefitsLabel: string;
  tiers: SponsorTier[];
  how: { heading: string; steps: string[] };
  inKind: { heading: string; text: string };
  cta: { heading: string; text: string; contactLink: string; sponsorsLink: string };
}

export const sponsor: Localized<SponsorContent> = {
  en: {
    intro:
      "Sponsors keep the summer school open to every family, whatever they can pay. Choose a tier for one year, and we will make sure our community knows who made it possible.",
    tiersHeading: "Sponsorship tiers",
    andAbove: "{amount} and above",
    benefitsLabel: "What you receive",
    tiers: [
      {
        id: "bronze",
        name: "Bronze",
        min: 1000,
        max: 2999,
        summary: "Provides learning materials for at least 20 students.",
        benefits: [
          "Your name on our sponsors page for one year",
          "Thanks in the printed program of the graduation ceremony",
          "A thank-you certificate made by our students",
          "An invitation to the graduation ceremony",
        ],
      },
      {
        id: "silver",
        name: "Silver",
        min: 3000,
        max: 4999,
        summary: "Covers at least 12 family scholarships.",
        benefits: [
          "Everything in Bronze",
          "Your logo on our website and on the banners at our annual events",
          "Thanks from the stage at our Ethiopian New Year festival",
          "A short report twice a year on what your support made possible",
        ],
      },
      {
        id: "gold",
        name: "Gold",
        min: 5000,
        max: null,
        summary: "Covers at least 20 family scholarships.",
        benefits: [
          "Everything in Silver",
          "Your name on a classroom or on one of our annual events for the year",
          "A few words of your own at the graduation ceremony",
          "A visit to a class day, to meet the students you support",
        ],
      },
    ],
    how: {
      heading: "How sponsorship works",
      steps: [
        "Tell us a little about yourself and the tier you have in mind.",
        "We talk, by phone or in person, and agree how you would like to be thanked.",
        "You give in one payment or in instalments during the year, and receive a receipt for every payment.",
        "Your sponsorship runs for twelve months, and we report back on what it made possible.",
      ],
    },
    inKind: {
      heading: "Gifts in kind",
      text: "Food for our celebrations, printing, a venue or transport can count towards a tier. Tell us what you can offer.",
    },
    cta: {
      heading: "Ready to talk?",
      text: "Send us a message about sponsorship and we will reply within 2 business days.",
      contactLink: "Contact Us About Sponsorship",
      sponsorsLink: "See Our Sponsors",
    },
  },
  am: {
    intro: "ስፖንሰሮች የክረምት ትምህርት ቤቱ ለሁሉም ቤተሰቦች፣ የመክፈል አቅማቸው ምንም ይሁን ምን፣ ክፍት ሆኖ እንዲቀጥል ያደርጋሉ። ለአንድ ዓመት የሚሆን ደረጃ ይምረጡ፤ ይህን ማን እንዳስቻለ ማኅበረሰባችን እንዲያውቅ እናደርጋለን።",
    tiersHeading: "የስፖንሰርሺፕ ደረጃዎች",
    andAbove: "{amount} እና ከዚያ በላይ",
    benefitsLabel: "የሚያገኟቸው ነገሮች",
    tiers: [
      {
        id: "bronze",
        name: "የነሐስ ደረጃ",
        min: 1000,
        max: 2999,
        summary: "ቢያንስ ለ20 ተማሪዎች የትምህርት መሣሪያዎችን ያሟላል።",
        benefits: ["ስምዎ ለአንድ ዓመት በስፖንሰሮቻችን ገጽ ላይ", "በምረቃ ሥነ ሥርዓቱ የታተመ መርሐ ግብር ላይ ምስጋና", "ተማሪዎቻችን ያዘጋጁት የምስጋና የምስክር ወረቀት", "ለምረቃ ሥነ ሥርዓቱ ግብዣ"],
      },
      {
        id: "silver",
        name: "የብር ደረጃ",
        min: 3000,
        max: 4999,
        summary: "ቢያንስ ለ12 ቤተሰቦች የትምህርት ዕድል ይሸፍናል።",
        benefits: [
          "የነሐስ ደረጃ ጥቅሞች በሙሉ",
          "አርማዎ በድረ ገጻችንና በዓመታዊ ዝግጅቶቻችን ሰሌዳዎች ላይ",
          "በኢትዮጵያ አዲስ ዓመት (እንቁጣጣሽ) በዓላችን ላይ ከመድረክ የሚቀርብ ምስጋና",
          "ድጋፍዎ ያስቻለውን የሚያሳይ አጭር ሪፖርት በዓመት ሁለት ጊዜ",
        ],
      },
      {
        id: "gold",
        name: "የወርቅ ደረጃ",
        min: 5000,
        max: null,
        summary: "ቢያንስ ለ20 ቤተሰቦች የትምህርት ዕድል ይሸፍናል።",
        benefits: [
          "የብር ደረጃ ጥቅሞች በሙሉ",
          "ለአንድ ዓመት አንድ የመማሪያ ክፍል ወይም አንዱ ዓመታዊ ዝግጅታችን በስምዎ ይሰየማል",
          "በምረቃ ሥነ ሥርዓቱ ላይ ጥቂት ቃላት የመናገር ዕድል",
          "የሚደግፏቸውን ተማሪዎች ለማግኘት የአንድ የትምህርት ቀን ጉብኝት",
        ],
      },
    ],
    how: {
      heading: "ስፖንሰርሺፕ እንዴት እንደሚሠራ",
      steps: [
        "ስለ እርስዎና ስላሰቡት ደረጃ በጥቂቱ ይንገሩን።",
        "በስልክ ወይም በአካል ተነጋግረን ምስጋናችን እንዴት እንዲገለጽ እንደሚፈልጉ እንስማማለን።",
        "በአንድ ጊዜ ወይም በዓመቱ ውስጥ በተከፋፈሉ ክፍያዎች ይሰጣሉ፤ ለእያንዳንዱ ክፍያ ደረሰኝ ይደርስዎታል።",
        "ስፖንሰርሺፕዎ ለአሥራ ሁለት ወራት ይቆያል፤ ምን እንዳስቻለም መልሰን እናሳውቅዎታለን።",
      ],
    },
    inKind: {
      heading: "በዓይነት የሚሰጡ ስጦታዎች",
      text: "ለበዓሎቻችን ምግብ፣ ሕትመት፣ የዝግጅት ቦታ ወይም መጓጓዣ ለአንድ ደረጃ ሊቆጠር ይችላል። ምን ማቅረብ እንደሚችሉ ይንገሩን።",
    },
    cta: {
      heading: "ለመነጋገር ዝግጁ ነዎት?",
      text: "ስለ ስፖንሰርሺፕ መልእክት ይላኩልን፤ በ2 የሥራ ቀናት ውስጥ ምላሽ እንሰጥዎታለን።",
      contactLink: "ስለ ስፖንሰርሺፕ ያግኙን",
      sponsorsLink: "ስፖንሰሮቻችንን ይመልከቱ",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// /support/sponsors
// ---------------------------------------------------------------------------------------------------

export interface SponsorsContent {
  intro: string;
  /** The empty state, while no sponsor is published. */
  heading: string;
  text: string;
  /** Above the sponsors by tier, once there are some. */
  listHeading: string;
  tierHeading: string;
  website: string;
  join: string;
  tiersLink: string;
  donate: { text: string; link: string };
}

export const sponsors: Localized<SponsorsContent> = {
  en: {
    intro: "This page thanks the businesses and families who sponsor our summer school.",
    heading: "Looking for Sponsors",
    listHeading: "Thank you to our sponsors",
    tierHeading: "{tier} sponsors",
    website: "Website",
    join: "Would you like to join them?",
    text: "We are looking for our first sponsors: local businesses, families and congregations who want every child in our community to be able to learn Amharic. Your name could be the first one here.",
    tiersLink: "See Sponsorship Tiers",
    donate: { text: "Would you rather give once?", link: "Make a Donation" },
  },
  am: {
    intro: "ይህ ገጽ የክረምት ትምህርት ቤታችንን ስፖንሰር የሚያደርጉ ድርጅቶችንና ቤተሰቦችን የምናመሰግንበት ነው።",
    heading: "ስፖንሰሮችን እየፈለግን ነው",
    listHeading: "ስፖንሰሮቻችንን እናመሰግናለን",
    tierHeading: "{tier} ስፖንሰሮች",
    website: "ድረ ገጽ",
    join: "እነሱን መቀላቀል ይፈልጋሉ?",
    text: "የመጀመሪያ ስፖንሰሮቻችንን እየፈለግን ነው፦ በማኅበረሰባችን ያለ እያንዳንዱ ልጅ አማርኛ መማር እንዲችል የሚፈልጉ የአካባቢ ንግድ ድርጅቶችን፣ ቤተሰቦችንና የእምነት ተቋማትን። እዚህ የሚሰፍረው የመጀመሪያው ስም የእርስዎ ሊሆን ይችላል።",
    tiersLink: "የስፖንሰርሺፕ ደረጃዎችን ይመልከቱ",
    donate: { text: "አንድ ጊዜ መስጠት ይመርጣሉ?", link: "ልገሳ ያድርጉ" },
  },
};

// ---------------------------------------------------------------------------------------------------
// /support/volunteer
// ---------------------------------------------------------------------------------------------------

export type VolunteerRoleId = "teaching" | "reading" | "lunch" | "drivers" | "setup" | "translation";

export interface VolunteerRole {
  id: VolunteerRoleId;
  title: string;
  text: string;
  commitment: string;
}

export interface VolunteerContent {
  intro: string;
  rolesHeading: string;
  commitmentLabel: string;
  roles: VolunteerRole[];
  expect: { heading: string; steps: { title: string; text: string }[] };
  who: { heading: string; list: string[] };
  cta: { heading: string; text: string; contactLink: string; emailLabel: string };
}

export const volunteer: Localized<VolunteerContent> = {
  en: {
    intro: "Our summer school and our celebrations run on volunteers. Whether you have a morning a week or a weekend a year, there is a way to help.",
    rolesHeading: "Ways to help",
    commitmentLabel: "Time and requirements:",
    roles: [
      {
        id: "teaching",
        title: "Teaching Assistant",
        text: "Help a teacher in class: read aloud, practise the fidel with small groups and keep the room running smoothly.",
        commitment: "One or more school days a week. Spoken Amharic needed.",
      },
      {
        id: "reading",
        title: "Reading Buddy",
        text: "Sit with one child and read together in Amharic. Patience matters more than experience.",
        commitment: "One hour a week.",
      },
      {
        id: "lunch",
        title: "Lunch & Snacks",
        text: "Prepare and serve lunch and snacks for the students, and help keep the kitchen clean and safe.",
        commitment: "One morning a week. A food handler card is helpful.",
      },
      {
        id: "drivers",
        title: "Drivers",
        text: "Bring students without transport to school and home again, or pick up supplies for our events.",
        commitment: "A valid driver's license, insurance and a clean driving record.",
      },
      {
        id: "setup",
        title: "Event Set-up",
        text: "Put up tables, decorations and the sound system for our New Year, Christmas and graduation celebrations, and help tidy up afterwards.",
        commitment: "A few hours, a few times a year.",
      },
      {
        id: "translation",
        title: "Translation",
        text: "Translate letters, forms and this website between Amharic and English, or interpret for families at meetings.",
        commitment: "Flexible, often from home.",
      },
    ],
    expect: {
      heading: "What to expect",
      steps: [
        { title: "Get in touch", text: "Tell us which roles interest you and when you are free." },
        {
          title: "A short conversation",
          text: "We talk for about half an hour, in person or by phone, to find the role that suits you.",
        },
        {
          title: "Background check",
          text: "Everyone who works with children completes a background check before they start. We arrange it and we pay for it.",
        },
        {
          title: "Training",
          text: "A two-hour orientation covers child safety, what to do in an emergency and how our classes work. Drivers and kitchen volunteers have a short extra session.",
        },
        {
          title: "Start, with support",
          text: "You spend your first days alongside an experienced volunteer, and a coordinator is always there to answer questions.",
        },
      ],
    },
    who: {
      heading: "Who can volunteer",
      list: [
        "Adults aged 18 and over for roles with children. Teenagers from 15 can help at events with a parent's permission.",
        "You do not need to speak Amharic for every role: driving, event set-up and kitchen help are open to everyone.",
        "Volunteering is unpaid, but we cover agreed costs, such as fuel for drivers.",
      ],
    },
    cta: {
      heading: "Ready to help?",
      text: "Send us a message or write to our volunteer coordinator. We reply within 2 business days.",
      contactLink: "Contact Us About Volunteering",
      emailLabel: "Or write to",
    },
  },
  am: {
    intro: "የክረምት ትምህርት ቤታችንና በዓሎቻችን የሚካሄዱት በበጎ ፈቃደኞች ነው። በሳምንት አንድ ጠዋት ወይም በዓመት አንድ የሳምንት መጨረሻ ቢኖርዎት፣ የሚረዱበት መንገድ አለ።",
    rolesHeading: "የሚረዱባቸው መንገዶች",
    commitmentLabel: "ጊዜና መስፈርቶች፦",
    roles: [
      {
        id: "teaching",
        title: "ረዳት መምህር",
        text: "በክፍል ውስጥ መምህሩን ያግዙ፦ ጮክ ብለው ያንብቡ፣ ከትናንሽ ቡድኖች ጋር ፊደል ይለማመዱ፣ ክፍሉም በሥርዓት እንዲሄድ ያግዙ።",
        commitment: "በሳምንት አንድ ወይም ከዚያ በላይ የትምህርት ቀናት። አማርኛ መናገር ያስፈልጋል።",
      },
      {
        id: "reading",
        title: "የንባብ ጓደኛ",
        text: "ከአንድ ልጅ ጋር ተቀምጠው በአማርኛ አብረው ያንብቡ። ከልምድ ይልቅ ትዕግሥት ይበልጣል።",
        commitment: "በሳምንት አንድ ሰዓት።",
      },
      {
        id: "lunch",
        title: "ምሳና መክሰስ",
        text: "ለተማሪዎቹ ምሳና መክሰስ ያዘጋጁና ያቅርቡ፤ ወጥ ቤቱ ንጹሕና ደኅንነቱ የተጠበቀ እንዲሆን ያግዙ።",
        commitment: "በሳምንት አንድ ጠዋት። የምግብ አያያዝ የምስክር ወረቀት ቢኖርዎት ይጠቅማል።",
      },
      {
        id: "drivers",
        title: "አሽከርካሪዎች",
        text: "መጓጓዣ የሌላቸውን ተማሪዎች ወደ ትምህርት ቤት ያምጡ፣ ወደ ቤታቸውም ይመልሱ፤ ወይም ለዝግጅቶቻችን የሚያስፈልጉ ዕቃዎችን ያምጡ።",
        commitment: "የሚሠራ መንጃ ፈቃድ፣ የመኪና መድንና ንጹሕ የማሽከርከር ታሪክ።",
      },
      {
        id: "setup",
        title: "የዝግጅት ቦታ ማሰናዳት",
        text: "ለአዲስ ዓመት፣ ለገናና ለምረቃ በዓሎቻችን ጠረጴዛዎችን፣ ጌጣጌጦችንና የድምፅ መሣሪያዎችን ያዘጋጁ፤ ከበዓሉ በኋላም ቦታውን ማጽዳት ያግዙ።",
        commitment: "በዓመት ጥቂት ጊዜ፣ ለጥቂት ሰዓታት።",
      },
      {
        id: "translation",
        title: "ትርጉም",
        text: "ደብዳቤዎችን፣ ቅጾችንና ይህን ድረ ገጽ ከአማርኛ ወደ እንግሊዝኛና ከእንግሊዝኛ ወደ አማርኛ ይተርጉሙ፤ ወይም በስብሰባዎች ላይ ለቤተሰቦች ያስተርጉሙ።",
        commitment: "ተለዋዋጭ፤ ብዙ ጊዜ ከቤት ሆነው።",
      },
    ],
    expect: {
      heading: "ምን ይጠብቅዎታል",
      steps: [
        { title: "ያግኙን", text: "የትኞቹ ሥራዎች እንደሚስቡዎትና መቼ ነጻ እንደሆኑ ይንገሩን።" },
        {
          title: "አጭር ውይይት",
          text: "ለእርስዎ የሚስማማውን ሥራ ለማግኘት በአካል ወይም በስልክ ለግማሽ ሰዓት ያህል እንነጋገራለን።",
        },
        {
          title: "የጀርባ ማጣሪያ",
          text: "ከልጆች ጋር የሚሠራ ማንኛውም ሰው ሥራ ከመጀመሩ በፊት የጀርባ ማጣሪያ ያደርጋል። ማጣሪያውን እኛ እናመቻቻለን፤ ወጪውንም እንሸፍናለን።",
        },
        {
          title: "ስልጠና",
          text: "የሁለት ሰዓት የመግቢያ ስልጠና ስለ ልጆች ደኅንነት፣ በአደጋ ጊዜ ምን ማድረግ እንዳለብዎትና ትምህርቶቻችን እንዴት እንደሚካሄዱ ያስተምራል። አሽከርካሪዎችና የወጥ ቤት በጎ ፈቃደኞች አጭር ተጨማሪ ስልጠና ይወስዳሉ።",
        },
        {
          title: "በድጋፍ ይጀምሩ",
          text: "የመጀመሪያ ቀናትዎን ልምድ ካለው በጎ ፈቃደኛ ጋር አብረው ያሳልፋሉ፤ ጥያቄዎችዎን የሚመልስ አስተባባሪም ሁልጊዜ ይኖራል።",
        },
      ],
    },
    who: {
      heading: "በጎ ፈቃደኛ መሆን የሚችሉት እነማን ናቸው",
      list: [
        "ከልጆች ጋር ለሚሠሩ ሥራዎች ዕድሜያቸው 18 እና ከዚያ በላይ የሆኑ አዋቂዎች። ከ15 ዓመት ጀምሮ ያሉ ወጣቶች በወላጅ ፈቃድ በዝግጅቶች ላይ ማገዝ ይችላሉ።",
        "ለሁሉም ሥራዎች አማርኛ መናገር አያስፈልግም፤ ማሽከርከር፣ የዝግጅት ቦታ ማሰናዳትና የወጥ ቤት እገዛ ለሁሉም ክፍት ናቸው።",
        "በጎ ፈቃደኝነት ያለ ክፍያ ነው፤ ሆኖም እንደ አሽከርካሪዎች የነዳጅ ወጪ ያሉ አስቀድመን የተስማማንባቸውን ወጪዎች እንሸፍናለን።",
      ],
    },
    cta: {
      heading: "ለማገዝ ዝግጁ ነዎት?",
      text: "መልእክት ይላኩልን ወይም ለበጎ ፈቃደኞች አስተባባሪያችን ይጻፉ። በ2 የሥራ ቀናት ውስጥ ምላሽ እንሰጣለን።",
      contactLink: "ስለ በጎ ፈቃደኝነት ያግኙን",
      emailLabel: "ወይም ወደዚህ ይጻፉ፦",
    },
  },
};
