import type { Mailbox } from "#app/config/organisation.ts";
import type { ContactTopicId } from "#app/forms/contact/fields.ts";
import type { Localized } from "#app/i18n/language.ts";

export interface ContactTopic {
  /** A topic of the contact form, or the mailing list (which has its own form, /subscribe). */
  id: ContactTopicId | "newsletter";
  title: string;
  text: string;
  /** The subject line the e-mail link fills in. */
  subject: string;
  /** A page of the site about this topic (English path). */
  page?: { to: string; label: string };
}

export interface ContactContent {
  intro: string;
  detailsHeading: string;
  visit: {
    heading: string;
    /** Shown, with the English postal form, where the contact facts write the address in the page's language (staff edit it). */
    postalLabel: string;
    directions: string;
    note: string;
  };
  call: { heading: string; text: string };
  write: { heading: string; mailboxes: Record<Mailbox, string> };
  hours: { heading: string; note: string };
  topicsHeading: string;
  topicsIntro: string;
  writeTo: string;
  topics: ContactTopic[];
  reply: { heading: string; text: string; urgent: string; emergency: string };
}

export const contact: Localized<ContactContent> = {
  en: {
    intro: "We are a small team, mostly volunteers, and we read every message. Here is how to reach us, and who to write to about what.",
    detailsHeading: "Our contact details",
    visit: {
      heading: "Visit us",
      postalLabel: "Postal address",
      directions: "Get Directions",
      note: "Please call before you come: during the summer school we are often in class.",
    },
    call: {
      heading: "Call us",
      text: "If we cannot answer, leave a message in Amharic or English and we will call you back.",
    },
    write: {
      heading: "Write to us",
      mailboxes: {
        email: "General questions",
        schoolEmail: "Summer school and registration",
        volunteerEmail: "Volunteering",
      },
    },
    hours: {
      heading: "Office hours",
      note: "Closed on public holidays and on Ethiopian holidays.",
    },
    topicsHeading: "Who to write to about what",
    topicsIntro: "Each address goes straight to the people who can help. The links fill in the subject line for you.",
    writeTo: "Write to",
    topics: [
      {
        id: "registration",
        title: "Registration",
        text: "Registering your child, places in the school, the waitlist or scholarships.",
        subject: "Registration",
        page: { to: "/register", label: "Register Online" },
      },
      {
        id: "donation",
        title: "Donations",
        text: "Payment details for a donation request, receipts, or a gift in memory of someone.",
        subject: "Donation",
        page: { to: "/support/donate", label: "Make a Donation" },
      },
      {
        id: "volunteer",
        title: "Volunteering",
        text: "Offering your time, background checks and training dates.",
        subject: "Volunteering",
        page: { to: "/support/volunteer", label: "Ways to Volunteer" },
      },
      {
        id: "sponsorship",
        title: "Sponsorship",
        text: "Sponsoring the school as a business, family or congregation, or giving in kind.",
        subject: "Sponsorship",
        page: { to: "/support/sponsor", label: "Sponsorship Tiers" },
      },
      {
        id: "press",
        title: "Press and media",
        text: "Interviews, stories about our community and permission to use our photos. We never arrange interviews with children without their parents' consent.",
        subject: "Press enquiry",
      },
      {
        id: "newsletter",
        title: "Mailing list",
        text: "Hear about our events, and about the magazine and media gallery when they launch. You can leave the list at any time.",
        subject: "Please add me to the mailing list",
        page: { to: "/subscribe", label: "Join Our Mailing List" },
      },
    ],
    reply: {
      heading: "When we reply",
      text: "We reply to every message within 2 business days, in Amharic or English, whichever you wrote in.",
      urgent: "If something is urgent during school hours, for example about your child today, please call us instead.",
      emergency: "In an emergency, always call 911 first.",
    },
  },
  am: {
    intro: "አብዛኞቻችን በጎ ፈቃደኞች የሆንን ትንሽ ቡድን ነን፤ እያንዳንዱን መልእክት እናነባለን። እኛን የሚያገኙበት መንገድና የትኛውን ጉዳይ ለማን እንደሚጽፉ እነሆ።",
    detailsHeading: "የመገናኛ መረጃችን",
    visit: {
      heading: "ይጎብኙን",
      postalLabel: "ለደብዳቤ፣ አድራሻው በእንግሊዝኛ፦",
      directions: "የመንገድ አቅጣጫ ያግኙ",
      note: "እባክዎ ከመምጣትዎ በፊት ይደውሉ፤ በክረምት ትምህርት ወቅት ብዙ ጊዜ በክፍል ውስጥ እንሆናለን።",
    },
    call: {
      heading: "ይደውሉልን",
      text: "ስልኩን ማንሳት ካልቻልን በአማርኛ ወይም በእንግሊዝኛ መልእክት ይተዉልን፤ መልሰን እንደውልልዎታለን።",
    },
    write: {
      heading: "ይጻፉልን",
      mailboxes: {
        email: "አጠቃላይ ጥያቄዎች",
        schoolEmail: "የክረምት ትምህርት ቤትና ምዝገባ",
        volunteerEmail: "በጎ ፈቃደኝነት",
      },
    },
    hours: {
      heading: "የሥራ ሰዓቶች",
      note: "በሕዝብ በዓላትና በኢትዮጵያ በዓላት ቢሯችን ዝግ ነው።",
    },
    topicsHeading: "የትኛውን ጉዳይ ለማን ይጻፉ",
    topicsIntro: "እያንዳንዱ አድራሻ በቀጥታ ሊረዱዎት ወደሚችሉ ሰዎች ይደርሳል። አገናኞቹ የመልእክቱን ርዕስ ይሞሉልዎታል።",
    writeTo: "ወደዚህ ይጻፉ፦",
    topics: [
      {
        id: "registration",
        title: "ምዝገባ",
        text: "ልጅዎን ስለማስመዝገብ፣ በትምህርት ቤቱ ስላሉ ቦታዎች፣ ስለ ተጠባባቂ ዝርዝሩ ወይም ስለ ትምህርት ዕድል።",
        subject: "ምዝገባ",
        page: { to: "/register", label: "በመስመር ላይ ይመዝገቡ" },
      },
      {
        id: "donation",
        title: "ልገሳ",
        text: "ለልገሳ ጥያቄ የክፍያ ዝርዝር፣ ደረሰኞች ወይም ለአንድ ሰው መታሰቢያ የሚሰጥ ስጦታ።",
        subject: "ልገሳ",
        page: { to: "/support/donate", label: "ልገሳ ያድርጉ" },
      },
      {
        id: "volunteer",
        title: "በጎ ፈቃደኝነት",
        text: "ጊዜዎን ስለመስጠት፣ ስለ ጀርባ ማጣሪያና ስለ ስልጠና ቀናት።",
        subject: "በጎ ፈቃደኝነት",
        page: { to: "/support/volunteer", label: "የበጎ ፈቃድ አገልግሎት መንገዶች" },
      },
      {
        id: "sponsorship",
        title: "ስፖንሰርሺፕ",
        text: "ትምህርት ቤቱን እንደ ንግድ ድርጅት፣ ቤተሰብ ወይም የእምነት ተቋም ስፖንሰር ስለማድረግ፣ ወይም በዓይነት ስለመስጠት።",
        subject: "ስፖንሰርሺፕ",
        page: { to: "/support/sponsor", label: "የስፖንሰርሺፕ ደረጃዎች" },
      },
      {
        id: "press",
        title: "ጋዜጠኞችና መገናኛ ብዙኃን",
        text: "ቃለ መጠይቆች፣ ስለ ማኅበረሰባችን የሚዘጋጁ ዘገባዎችና ፎቶዎቻችንን ለመጠቀም የሚጠየቅ ፈቃድ። ያለ ወላጆቻቸው ፈቃድ ከልጆች ጋር ቃለ መጠይቅ በፍጹም አናመቻችም።",
        subject: "የጋዜጠኛ ጥያቄ",
      },
      {
        id: "newsletter",
        title: "የኢሜይል ዝርዝር",
        text: "ስለ ዝግጅቶቻችን፣ እንዲሁም መጽሔቱና የፎቶና የቪዲዮ ማዕከሉ ሲከፈቱ ይስሙ። ከዝርዝሩ በማንኛውም ጊዜ መውጣት ይችላሉ።",
        subject: "እባክዎ በኢሜይል ዝርዝሩ ውስጥ ያካትቱኝ",
        page: { to: "/subscribe", label: "የኢሜይል ዝርዝራችንን ይቀላቀሉ" },
      },
    ],
    reply: {
      heading: "መቼ ምላሽ እንሰጣለን",
      text: "ለእያንዳንዱ መልእክት በ2 የሥራ ቀናት ውስጥ፣ በጻፉልን ቋንቋ፣ በአማርኛ ወይም በእንግሊዝኛ ምላሽ እንሰጣለን።",
      urgent: "በትምህርት ሰዓት አስቸኳይ ጉዳይ ካለ፣ ለምሳሌ ስለ ልጅዎ የዛሬ ሁኔታ፣ እባክዎ በምትኩ ይደውሉልን።",
      emergency: "በአደጋ ጊዜ ሁልጊዜ አስቀድመው ወደ 911 ይደውሉ።",
    },
  },
};
