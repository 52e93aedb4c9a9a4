import { organisation } from "#app/config/organisation.ts";
import type { Localized } from "#app/i18n/language.ts";
import type { ProseContent } from "#app/site/content/types.ts";

/** A legal page: running text, the date it last changed, and where to ask questions. */
export interface LegalContent extends ProseContent {
  /** YYYY-MM-DD, formatted for the page's language. */
  updated: string;
  updatedLabel: string;
  questions: { heading: string; text: string; emailLabel: string; phoneLabel: string };
  seeAlso: { to: string; label: string };
}

const { email, phone } = organisation;

export const privacy: Localized<LegalContent> = {
  en: {
    intro:
      "This policy explains in plain words what we collect through this website, why, and what we do with it. In short: we collect only what we need to run the school and to answer you, only our staff see it, and we never sell it.",
    updated: "2026-11-25",
    updatedLabel: "Last updated:",
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          `${organisation.name.en} is a community nonprofit based in Portland, Oregon. We are responsible for the information you give us through this website, and we look after it as carefully as we would our own family's.`,
        ],
      },
      {
        heading: "What we collect through our forms",
        paragraphs: ["We collect only what you type into our forms, and we ask only for what we need."],
        list: [
          "Student registration: the parent or guardian's name, e-mail address and phone number; the child's name, age, school grade and Amharic level; any medical information, allergies or accommodations you tell us about; an emergency contact's name and phone number; and whether you would like a scholarship.",
          "Donation requests: your name, your e-mail address, the amount you have in mind and your message, if you write one. We do not take card or bank details on this website.",
          "Contact messages: your name, how to reach you and what you write to us.",
          "Mailing list: your e-mail address, if you ask to hear from us.",
        ],
      },
      {
        heading: "Why we collect it",
        paragraphs: [
          "Registration details let us place your child in the right class, keep them safe and reach you when we need to. Medical notes are there so that teachers know what to do, for example about an allergy.",
          "Donation details let us send you payment details and a receipt. Contact details let us answer you. We use the mailing list only to send our own news, and you can leave it at any time.",
        ],
      },
      {
        heading: "Who sees it",
        paragraphs: [
          "Only the school and office staff who need it for their work. A child's teacher sees that child's medical notes; our bookkeeper sees donation records. Volunteers see only what their role requires.",
          "We never sell, rent or trade your information. We share it only when the law requires us to, or in an emergency, when we give a child's medical notes to paramedics or a hospital.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: ["We keep information only as long as we need it. When the time is up, we delete it and shred any paper copies."],
        list: [
          "Registrations: 2 years after your child's last summer with us.",
          "Donation records: 7 years, because tax rules require it.",
          "Contact messages: 1 year.",
          "Mailing list: until you ask to leave it. An address whose owner never confirmed it (with the button in the e-mail we send when someone joins) is deleted a week later.",
          "Copies of the e-mails this website sends (your confirmation and the notice to our staff, which repeat what you wrote): their contents are erased 30 days after they are sent. The record of your form itself is kept for the times above.",
        ],
      },
      {
        heading: "No tracking cookies or analytics",
        paragraphs: [
          "This website sets no tracking cookies and uses no analytics, advertising or social media trackers. We do not know who visits which page.",
        ],
      },
      {
        heading: "Your language choice",
        paragraphs: [
          "The one thing this site remembers is your language. When you switch between English and Amharic, your browser keeps your choice, under the name i18nextLng, in its local storage and in a cookie for one year, so that your next visit opens in the same language. The cookie holds only “en” or “am”; your browser sends it with each visit so our server can answer in your language, and we do not record it. Clearing your browser's data for this site removes both.",
        ],
      },
      {
        heading: "Children's information",
        paragraphs: [
          "Children's information comes from their parents or guardians. We do not ask children to fill in forms on this website, and we do not collect information from them directly.",
          "We keep children's records in locked cabinets and in accounts protected by strong passwords and two-step sign-in. We publish a child's photo only with a parent's written permission, and never with their full name.",
        ],
      },
      {
        heading: "A copy of your information, or deleting it",
        paragraphs: [
          `You can ask us at any time for a copy of the information we hold about you or your child, to correct it, or to delete it. Write to ${email} or call us on ${phone.display}. We will confirm within 2 business days and do what you ask within 30 days.`,
          "If the law requires us to keep something, such as donation records for tax purposes, we will tell you what we must keep and for how long.",
        ],
      },
      {
        heading: "Changes to this policy",
        paragraphs: [
          "If we change this policy, we will update the date at the top of this page. If a change affects information we already hold, we will tell registered families by e-mail first.",
        ],
      },
    ],
    questions: {
      heading: "Questions about your information?",
      text: "Write to us or call, and we will answer within 2 business days.",
      emailLabel: "E-mail",
      phoneLabel: "Phone",
    },
    seeAlso: { to: "/terms", label: "Read Our Terms of Use" },
  },
  am: {
    intro:
      "ይህ ፖሊሲ በዚህ ድረ ገጽ በኩል የምንሰበስበውን መረጃ፣ ለምን እንደምንሰበስበውና ምን እንደምናደርግበት በቀላል ቋንቋ ያስረዳል። በአጭሩ፦ የምንሰበስበው ትምህርት ቤቱን ለማካሄድና ምላሽ ለመስጠት የሚያስፈልገንን ብቻ ነው፤ የሚያዩት ሠራተኞቻችን ብቻ ናቸው፤ በፍጹም አንሸጠውም።",
    updated: "2026-11-25",
    updatedLabel: "ለመጨረሻ ጊዜ የተሻሻለው፦",
    sections: [
      {
        heading: "እኛ ማን ነን",
        paragraphs: [
          `${organisation.name.am} መቀመጫውን በፖርትላንድ፣ ኦሪገን ያደረገ ለትርፍ ያልተቋቋመ የማኅበረሰብ ድርጅት ነው። በዚህ ድረ ገጽ በኩል ለሚሰጡን መረጃ ኃላፊነቱ የእኛ ነው፤ የራሳችንን ቤተሰብ መረጃ በምንጠብቅበት ጥንቃቄ እንጠብቀዋለን።`,
        ],
      },
      {
        heading: "በቅጾቻችን የምንሰበስበው መረጃ",
        paragraphs: ["የምንሰበስበው እርስዎ በቅጾቻችን ውስጥ የሚጽፉትን ብቻ ነው፤ የምንጠይቀውም የሚያስፈልገንን ብቻ ነው።"],
        list: [
          "የተማሪ ምዝገባ፦ የወላጅ / አሳዳጊ ስም፣ ኢሜይልና ስልክ ቁጥር፤ የልጁ ስም፣ ዕድሜ፣ ክፍልና የአማርኛ ደረጃ፤ የሚነግሩን ማንኛውም የሕክምና መረጃ፣ አለርጂ ወይም የሚያስፈልገው ልዩ ድጋፍ፤ የአደጋ ጊዜ ተጠሪ ስምና ስልክ ቁጥር፤ እንዲሁም የትምህርት ዕድል ይፈልጉ እንደሆነ።",
          "የልገሳ ጥያቄዎች፦ ስምዎ፣ ኢሜይልዎ፣ ያሰቡት የገንዘብ መጠንና መልእክት ከጻፉ መልእክትዎ። በዚህ ድረ ገጽ የባንክ ካርድ ወይም የባንክ ሒሳብ መረጃ አንቀበልም።",
          "የሚልኩልን መልእክቶች፦ ስምዎ፣ የምናገኝዎበት መንገድና የሚጽፉልን ጉዳይ።",
          "የኢሜይል ዝርዝር፦ ዜናዎቻችንን ለመስማት ከጠየቁ ኢሜይልዎ።",
        ],
      },
      {
        heading: "ለምን እንሰበስበዋለን",
        paragraphs: [
          "የምዝገባ መረጃ ልጅዎን በሚስማማው ክፍል ለመመደብ፣ ደኅንነቱን ለመጠበቅና በሚያስፈልግ ጊዜ እርስዎን ለማግኘት ይረዳናል። የሕክምና መረጃው መምህራን ምን ማድረግ እንዳለባቸው እንዲያውቁ ነው፤ ለምሳሌ ስለ አለርጂ።",
          "የልገሳ መረጃ የክፍያ ዝርዝርና ደረሰኝ ለመላክ ያስችለናል። የመገናኛ መረጃ ምላሽ ለመስጠት ያስችለናል። የኢሜይል ዝርዝሩን የምንጠቀመው የራሳችንን ዜና ለመላክ ብቻ ነው፤ ከዝርዝሩም በማንኛውም ጊዜ መውጣት ይችላሉ።",
        ],
      },
      {
        heading: "መረጃውን ማን ያየዋል",
        paragraphs: [
          "የሚያዩት ለሥራቸው የሚያስፈልጋቸው የትምህርት ቤቱና የቢሮው ሠራተኞች ብቻ ናቸው። የልጁ መምህር የዚያን ልጅ የሕክምና መረጃ ያያል፤ የሒሳብ ሠራተኛችን የልገሳ መዛግብትን ያያል። በጎ ፈቃደኞች የሚያዩት ለሥራቸው የሚያስፈልገውን ብቻ ነው።",
          "መረጃዎን በፍጹም አንሸጥም፣ አናከራይም ወይም አንለዋወጥም። የምናጋራው ሕግ ሲያስገድደን ወይም በአደጋ ጊዜ የልጁን የሕክምና መረጃ ለአምቡላንስ ባለሙያዎች ወይም ለሆስፒታል ስንሰጥ ብቻ ነው።",
        ],
      },
      {
        heading: "መረጃውን ለምን ያህል ጊዜ እናቆየዋለን",
        paragraphs: ["መረጃን የምናቆየው በሚያስፈልገን ጊዜ ብቻ ነው። ጊዜው ሲያበቃ እንሰርዘዋለን፤ የወረቀት ቅጂዎችንም ቆራርጠን እናስወግዳለን።"],
        list: [
          "ምዝገባዎች፦ ልጅዎ ከእኛ ጋር ካሳለፈው የመጨረሻ ክረምት በኋላ ለ2 ዓመታት።",
          "የልገሳ መዛግብት፦ የግብር ሕጎች ስለሚያስገድዱ ለ7 ዓመታት።",
          "የሚልኩልን መልእክቶች፦ ለ1 ዓመት።",
          "የኢሜይል ዝርዝር፦ ከዝርዝሩ እንድናስወጣዎ እስኪጠይቁ ድረስ። ባለቤቱ ያላረጋገጠው አድራሻ (አንድ ሰው ሲቀላቀል በምንልከው ኢሜይል ውስጥ ባለው ቁልፍ) ከአንድ ሳምንት በኋላ ይሰረዛል።",
          "ድረ ገጹ የሚልካቸው ኢሜይሎች ቅጂዎች (ለእርስዎ የሚላከው ማረጋገጫና የጻፉትን የሚደግመው ለሠራተኞቻችን የሚላከው ማሳወቂያ)፦ እያንዳንዱ ኢሜይል ከተላከ ከ30 ቀናት በኋላ ይዘቱ ይሰረዛል። የቅጽዎ መዝገብ ግን ከላይ በተዘረዘሩት ጊዜያት መሠረት ይቀመጣል።",
        ],
      },
      {
        heading: "የመከታተያ ኩኪዎችና የጎብኚ ትንታኔ የለም",
        paragraphs: ["ይህ ድረ ገጽ የመከታተያ ኩኪዎችን አያስቀምጥም፤ የጎብኚ ትንታኔ፣ የማስታወቂያ ወይም የማኅበራዊ ሚዲያ መከታተያዎችንም አይጠቀምም። ማን የትኛውን ገጽ እንደሚጎበኝ አናውቅም።"],
      },
      {
        heading: "የቋንቋ ምርጫዎ",
        paragraphs: [
          "ይህ ድረ ገጽ የሚያስታውሰው አንድ ነገር ብቻ ነው፤ እሱም የቋንቋ ምርጫዎ ነው። በእንግሊዝኛና በአማርኛ መካከል ሲቀያይሩ፣ በሚቀጥለው ጉብኝትዎ ገጹ በዚያው ቋንቋ እንዲከፈት አሳሽዎ ምርጫዎን በራሱ የአካባቢ ማከማቻና ለአንድ ዓመት በሚቆይ ኩኪ ውስጥ ያስቀምጠዋል። ኩኪው የሚይዘው የቋንቋ ምርጫዎን ብቻ ነው፤ አገልጋያችን በቋንቋዎ እንዲመልስ አሳሽዎ በእያንዳንዱ ጉብኝት ይልከዋል፤ እኛም አንመዘግበውም። በአሳሽዎ ውስጥ የዚህን ድረ ገጽ መረጃ ሲያጸዱ ሁለቱም ይጠፋሉ።",
        ],
      },
      {
        heading: "የልጆች መረጃ",
        paragraphs: [
          "የልጆች መረጃ የሚመጣው ከወላጆቻቸው ወይም ከአሳዳጊዎቻቸው ነው። ልጆች በዚህ ድረ ገጽ ላይ ቅጽ እንዲሞሉ አንጠይቅም፤ ከልጆች በቀጥታ መረጃ አንሰበስብም።",
          "የልጆችን መዛግብት በተቆለፉ ካቢኔዎችና በጠንካራ የይለፍ ቃልና በሁለት ደረጃ ማረጋገጫ በተጠበቁ መለያዎች ውስጥ እናስቀምጣለን። የልጅን ፎቶ የምናወጣው በወላጅ የጽሑፍ ፈቃድ ብቻ ነው፤ ከሙሉ ስሙ ጋርም በፍጹም አናወጣም።",
        ],
      },
      {
        heading: "የመረጃዎን ቅጂ ማግኘት ወይም ማሰረዝ",
        paragraphs: [
          `ስለ እርስዎ ወይም ስለ ልጅዎ የያዝነውን መረጃ ቅጂ እንድንሰጥዎ፣ እንድናስተካክለው ወይም እንድንሰርዘው በማንኛውም ጊዜ መጠየቅ ይችላሉ። ወደ ${email} ይጻፉ ወይም በስልክ ቁጥር ${phone.display} ይደውሉልን። ጥያቄዎ እንደደረሰን በ2 የሥራ ቀናት ውስጥ እናረጋግጣለን፤ የጠየቁትንም በ30 ቀናት ውስጥ እንፈጽማለን።`,
          "ሕጉ አንድን መረጃ እንድናቆይ የሚያስገድደን ከሆነ፣ ለምሳሌ ለግብር ሲባል የልገሳ መዛግብትን፣ የትኛውን እንደምናቆይና ለምን ያህል ጊዜ እንደሆነ እንነግርዎታለን።",
        ],
      },
      {
        heading: "በዚህ ፖሊሲ ላይ የሚደረጉ ለውጦች",
        paragraphs: ["ይህን ፖሊሲ ከቀየርን በዚህ ገጽ አናት ላይ ያለውን ቀን እናሻሽላለን። ለውጡ አስቀድመን የያዝነውን መረጃ የሚመለከት ከሆነ፣ በመጀመሪያ ለተመዘገቡ ቤተሰቦች በኢሜይል እናሳውቃለን።"],
      },
    ],
    questions: {
      heading: "ስለ መረጃዎ ጥያቄ አለዎት?",
      text: "ይጻፉልን ወይም ይደውሉልን፤ በ2 የሥራ ቀናት ውስጥ ምላሽ እንሰጣለን።",
      emailLabel: "ኢሜይል",
      phoneLabel: "ስልክ",
    },
    seeAlso: { to: "/terms", label: "የአጠቃቀም ደንቦቻችንን ያንብቡ" },
  },
};

export const terms: Localized<LegalContent> = {
  en: {
    intro:
      "These are the terms you agree to when you register a child for the Amharic Heritage Summer School (sections 1 to 8), and the terms for using this website (sections 9 to 12). We have tried to write them plainly; if anything is unclear, please ask us.",
    updated: "2026-11-16",
    updatedLabel: "Last updated:",
    sections: [
      {
        heading: "1. Accurate information",
        paragraphs: [
          "Please make sure that everything you tell us when you register is true and complete, especially medical information, allergies and emergency contacts. Tell us as soon as anything changes: a new phone number, a new allergy, or a change in who may collect your child.",
        ],
      },
      {
        heading: "2. Attendance",
        paragraphs: [
          "The school runs Monday to Friday. We ask that children come regularly and on time, because each lesson builds on the one before. If your child will be absent, please call or write to the school before the day starts.",
          "If a child misses five school days in a row without word from the family, we may offer the place to a child on the waitlist, after first trying to reach you.",
        ],
      },
      {
        heading: "3. Drop-off and pickup",
        paragraphs: [
          "A child is in our care from the moment they are signed in until they are signed out. We release children only to a parent or guardian, or to an adult you have named in writing, and we may ask for photo identification.",
          "Children aged 12 and over may leave on their own only with your written permission. If you are running late, please call us.",
        ],
      },
      {
        heading: "4. Photographs and video",
        paragraphs: [
          "We photograph and film classes and events for our records, our newsletter and this website, but we include your child only with your permission. Registering does not give that permission: we ask for it separately, and you can say no, or change your mind, at any time.",
          "We never publish a child's full name with their picture.",
        ],
      },
      {
        heading: "5. Medical care and emergencies",
        paragraphs: [
          "Please tell us about any medical condition, allergy or medicine your child has. Our staff are trained in first aid. In an emergency we call 911 first, then you, and then your emergency contact if we cannot reach you.",
          "By registering, you allow us to seek emergency medical treatment for your child if we cannot reach you in time. We give medicine only when you have asked us to in writing and provided it in its original packaging.",
        ],
      },
      {
        heading: "6. Fees and scholarships",
        paragraphs: [
          "Lunch and snacks are provided every school day. When we contact you after registration, we confirm any fees and how to pay them.",
          "Scholarships are available for families who need help. Asking for one never affects whether your child is offered a place, and every request is kept confidential.",
        ],
      },
      {
        heading: "7. Conduct",
        paragraphs: [
          "We expect students, families, staff and volunteers to treat one another with respect. We do not accept bullying, hurtful language or violence.",
          "If a child's behaviour worries us, we talk with you first and agree on a plan together. In serious or repeated cases, and after speaking with you, we may end a child's place.",
        ],
      },
      {
        heading: "8. Cancellation",
        paragraphs: [
          "You can withdraw your child at any time by telling the school by phone or e-mail. Please tell us as early as you can, so that we can offer the place to another child.",
          "We may cancel a school day, for example because of extreme heat, wildfire smoke or snow, and we will tell families by phone, text message or e-mail as early as possible. If you have paid a fee for days we cancel, we will refund or credit it.",
        ],
      },
      {
        heading: "9. Using this website",
        paragraphs: [
          "This website gives information about our organisation, our programs and our events. We work to keep it accurate, but dates and details can change, so please check with us before making plans. The site is offered as it is, without a promise that it will always be available or free of errors.",
        ],
      },
      {
        heading: "10. Our text and pictures",
        paragraphs: [
          `The text, photos and logo on this site belong to ${organisation.name.en} or to the people who allowed us to use them. You are welcome to share links and to quote short passages with credit. Please ask us before using our photos or our logo.`,
        ],
      },
      {
        heading: "11. Links to other websites",
        paragraphs: ["We link to a few other websites. We are not responsible for what they publish or for how they treat your information."],
      },
      {
        heading: "12. Changes and questions",
        paragraphs: [
          "We may update these terms; the date at the top of this page shows the current version. These terms are governed by the laws of the State of Oregon. If you have a question, write to us or call, and we will answer within 2 business days.",
        ],
      },
    ],
    questions: {
      heading: "Questions about these terms?",
      text: "Write to us or call, and we will answer within 2 business days.",
      emailLabel: "E-mail",
      phoneLabel: "Phone",
    },
    seeAlso: { to: "/privacy", label: "Read Our Privacy Policy" },
  },
  am: {
    intro:
      "እነዚህ ልጅን ለአማርኛ ቅርስ የክረምት ትምህርት ቤት ሲያስመዘግቡ የሚስማሙባቸው ደንቦች (ከክፍል 1 እስከ 8) እና የዚህ ድረ ገጽ የአጠቃቀም ደንቦች (ከክፍል 9 እስከ 12) ናቸው። በቀላል ቋንቋ ለመጻፍ ሞክረናል፤ ግልጽ ያልሆነ ነገር ካለ እባክዎ ይጠይቁን።",
    updated: "2026-11-16",
    updatedLabel: "ለመጨረሻ ጊዜ የተሻሻለው፦",
    sections: [
      {
        heading: "1. ትክክለኛ መረጃ",
        paragraphs: [
          "ሲመዘገቡ የሚነግሩን ሁሉ እውነተኛና የተሟላ መሆኑን እባክዎ ያረጋግጡ፤ በተለይም የሕክምና መረጃ፣ አለርጂዎችና የአደጋ ጊዜ ተጠሪዎች። ማንኛውም ነገር ሲቀየር ወዲያውኑ ያሳውቁን፦ አዲስ ስልክ ቁጥር፣ አዲስ አለርጂ ወይም ልጅዎን ሊወስድ የሚችለው ሰው ሲቀየር።",
        ],
      },
      {
        heading: "2. መገኘት",
        paragraphs: [
          "ትምህርት ቤቱ ከሰኞ እስከ ዓርብ ይካሄዳል። እያንዳንዱ ትምህርት በቀደመው ላይ ስለሚገነባ ልጆች በየጊዜውና በሰዓቱ እንዲመጡ እንጠይቃለን። ልጅዎ የሚቀር ከሆነ እባክዎ ቀኑ ከመጀመሩ በፊት ለትምህርት ቤቱ ይደውሉ ወይም ይጻፉ።",
          "አንድ ልጅ ከቤተሰቡ ምንም መልእክት ሳይደርሰን ለተከታታይ አምስት የትምህርት ቀናት ከቀረ፣ በመጀመሪያ እርስዎን ለማግኘት ከሞከርን በኋላ ቦታውን በተጠባባቂ ዝርዝሩ ላይ ላለ ልጅ ልንሰጥ እንችላለን።",
        ],
      },
      {
        heading: "3. ልጆችን ማድረስና መውሰድ",
        paragraphs: [
          "ልጅዎ ሲደርስ ከተመዘገበበት ሰዓት ጀምሮ ሲወጣ እስኪመዘገብ ድረስ በእኛ ኃላፊነት ሥር ነው። ልጆችን የምናስረክበው ለወላጅ ወይም ለአሳዳጊ፣ ወይም እርስዎ በጽሑፍ ለሰየሙት አዋቂ ብቻ ነው፤ ፎቶ ያለበት መታወቂያም ልንጠይቅ እንችላለን።",
          "ዕድሜያቸው 12 እና ከዚያ በላይ የሆኑ ልጆች ብቻቸውን መሄድ የሚችሉት በእርስዎ የጽሑፍ ፈቃድ ብቻ ነው። የሚዘገዩ ከሆነ እባክዎ ይደውሉልን።",
        ],
      },
      {
        heading: "4. ፎቶዎችና ቪዲዮዎች",
        paragraphs: [
          "ለመዛግብታችን፣ ለጋዜጣችንና ለዚህ ድረ ገጽ ትምህርቶችንና ዝግጅቶችን በፎቶና በቪዲዮ እንቀርጻለን፤ ሆኖም ልጅዎን የምናካትተው በእርስዎ ፈቃድ ብቻ ነው። መመዝገብ ይህን ፈቃድ አይሰጥም፤ ፈቃዱን ለብቻው እንጠይቃለን፣ እርስዎም እምቢ ማለት ወይም በማንኛውም ጊዜ ሐሳብዎን መቀየር ይችላሉ።",
          "የልጅን ሙሉ ስም ከፎቶው ጋር በፍጹም አናወጣም።",
        ],
      },
      {
        heading: "5. የሕክምና እንክብካቤና የአደጋ ጊዜ",
        paragraphs: [
          "ልጅዎ ያለበትን ማንኛውንም የጤና ችግር፣ አለርጂ ወይም የሚወስደውን መድኃኒት እባክዎ ይንገሩን። ሠራተኞቻችን የመጀመሪያ እርዳታ ስልጠና ወስደዋል። በአደጋ ጊዜ በመጀመሪያ ወደ 911፣ ቀጥሎ ወደ እርስዎ፣ እርስዎን ማግኘት ካልቻልን ደግሞ ወደ አደጋ ጊዜ ተጠሪዎ እንደውላለን።",
          "በመመዝገብዎ፣ እርስዎን በጊዜ ማግኘት ካልቻልን ለልጅዎ የአስቸኳይ ሕክምና እንድናስገኝ ይፈቅዳሉ። መድኃኒት የምንሰጠው በጽሑፍ ሲጠይቁንና መድኃኒቱን በመጀመሪያው ማሸጊያው ሲያቀርቡልን ብቻ ነው።",
        ],
      },
      {
        heading: "6. ክፍያዎችና የትምህርት ዕድል",
        paragraphs: [
          "በየትምህርት ቀኑ ምሳና መክሰስ ይቀርባል። ከምዝገባ በኋላ ስናገኝዎ ማንኛውንም ክፍያና አከፋፈሉን እናረጋግጥልዎታለን።",
          "እገዛ ለሚያስፈልጋቸው ቤተሰቦች የትምህርት ዕድል አለ። የትምህርት ዕድል መጠየቅ ልጅዎ ቦታ በማግኘቱ ላይ ምንም ተጽዕኖ አያሳድርም፤ እያንዳንዱ ጥያቄም በሚስጥር ይያዛል።",
        ],
      },
      {
        heading: "7. ሥነ ምግባር",
        paragraphs: [
          "ተማሪዎች፣ ቤተሰቦች፣ ሠራተኞችና በጎ ፈቃደኞች እርስ በርሳቸው በአክብሮት እንዲተያዩ እንጠብቃለን። ጉልበተኝነትን፣ የሚጎዳ ንግግርንና ጥቃትን አንቀበልም።",
          "የአንድ ልጅ ባህሪ ካሳሰበን በመጀመሪያ ከእርስዎ ጋር እንነጋገራለን፤ በጋራም ዕቅድ እናወጣለን። ከባድ ወይም ተደጋጋሚ በሆነ ሁኔታ፣ ከእርስዎ ጋር ከተነጋገርን በኋላ፣ የልጁን ቦታ ልናቋርጥ እንችላለን።",
        ],
      },
      {
        heading: "8. ስረዛ",
        paragraphs: [
          "ለትምህርት ቤቱ በስልክ ወይም በኢሜይል በማሳወቅ ልጅዎን በማንኛውም ጊዜ ማስወጣት ይችላሉ። ቦታውን ለሌላ ልጅ እንድንሰጥ እባክዎ በተቻለ መጠን አስቀድመው ያሳውቁን።",
          "በከፍተኛ ሙቀት፣ በሰደድ እሳት ጭስ ወይም በበረዶ ምክንያት አንድን የትምህርት ቀን ልንሰርዝ እንችላለን፤ ይህንንም በተቻለ መጠን አስቀድመን በስልክ፣ በጽሑፍ መልእክት ወይም በኢሜይል ለቤተሰቦች እናሳውቃለን። እኛ ለሰረዝናቸው ቀናት ክፍያ ፈጽመው ከሆነ ገንዘብዎን እንመልሳለን ወይም ለቀጣይ ክፍያ እናስይዝልዎታለን።",
        ],
      },
      {
        heading: "9. ይህን ድረ ገጽ መጠቀም",
        paragraphs: [
          "ይህ ድረ ገጽ ስለ ድርጅታችን፣ ስለ ፕሮግራሞቻችንና ስለ ዝግጅቶቻችን መረጃ ይሰጣል። ትክክለኛ እንዲሆን እንጥራለን፤ ሆኖም ቀናትና ዝርዝሮች ሊቀየሩ ስለሚችሉ ዕቅድ ከማውጣትዎ በፊት እባክዎ ከእኛ ጋር ያረጋግጡ። ድረ ገጹ ሁልጊዜ እንደሚገኝ ወይም ከስሕተት ነጻ እንደሚሆን ዋስትና ሳይሰጥ ባለበት ሁኔታ ይቀርባል።",
        ],
      },
      {
        heading: "10. ጽሑፎቻችንና ምስሎቻችን",
        paragraphs: [
          `በዚህ ድረ ገጽ ላይ ያሉት ጽሑፎች፣ ፎቶዎችና አርማ የ${organisation.name.am} ወይም እንድንጠቀምባቸው የፈቀዱልን ሰዎች ንብረት ናቸው። አገናኞችን ማጋራትና ምንጩን በመጥቀስ አጫጭር ክፍሎችን መጥቀስ ይችላሉ። ፎቶዎቻችንን ወይም አርማችንን ከመጠቀምዎ በፊት እባክዎ ይጠይቁን።`,
        ],
      },
      {
        heading: "11. ወደ ሌሎች ድረ ገጾች የሚወስዱ አገናኞች",
        paragraphs: ["ወደ ጥቂት ሌሎች ድረ ገጾች የሚወስዱ አገናኞች አሉን። እነዚያ ድረ ገጾች ለሚያወጡት ይዘትም ሆነ መረጃዎን ለሚይዙበት መንገድ ኃላፊነት የለብንም።"],
      },
      {
        heading: "12. ለውጦችና ጥያቄዎች",
        paragraphs: [
          "እነዚህን ደንቦች ልናሻሽል እንችላለን፤ በዚህ ገጽ አናት ላይ ያለው ቀን የአሁኑን እትም ያሳያል። እነዚህ ደንቦች በኦሪገን ክፍለ ግዛት ሕጎች ይመራሉ። ጥያቄ ካለዎት ይጻፉልን ወይም ይደውሉልን፤ በ2 የሥራ ቀናት ውስጥ ምላሽ እንሰጣለን።",
        ],
      },
    ],
    questions: {
      heading: "ስለ እነዚህ ደንቦች ጥያቄ አለዎት?",
      text: "ይጻፉልን ወይም ይደውሉልን፤ በ2 የሥራ ቀናት ውስጥ ምላሽ እንሰጣለን።",
      emailLabel: "ኢሜይል",
      phoneLabel: "ስልክ",
    },
    seeAlso: { to: "/privacy", label: "የግላዊነት ፖሊሲያችንን ያንብቡ" },
  },
};
