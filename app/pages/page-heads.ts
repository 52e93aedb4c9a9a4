import type { Localized } from "#app/i18n/language.ts";
import type { PageKey } from "#app/pages/pages.ts";

export interface PageHead {
  /** The page's <h1>, and the first part of its <title>. */
  title: Localized;
  /** The meta description: one or two sentences saying what the page offers. */
  description: Localized;
}

/** The title and description of every page, in both languages. A page without them is a type error. */
export const pageHeads: Record<PageKey, PageHead> = {
  home: {
    title: { en: "Home", am: "መነሻ" },
    description: {
      en: "A community nonprofit serving Ethiopian families in Oregon and Southwest Washington, home of the Amharic Heritage Summer School.",
      am: "በኦሪገንና በደቡብ ምዕራብ ዋሽንግተን የሚኖሩ የኢትዮጵያ ቤተሰቦችን የሚያገለግል ለትርፍ ያልተቋቋመ የማኅበረሰብ ድርጅት፤ የአማርኛ ቅርስ የክረምት ትምህርት ቤት መኖሪያ።",
    },
  },
  about: {
    title: { en: "About Us", am: "ስለ እኛ" },
    description: {
      en: "Who we are: our mission, our vision, our history since 2007 and the people who lead us.",
      am: "ማን እንደሆንን፦ ተልዕኳችን፣ ራዕያችን፣ ከእ.ኤ.አ. 2007 ጀምሮ ያለው ታሪካችንና የሚመሩን ሰዎች።",
    },
  },
  mission: {
    title: { en: "Our Mission", am: "ተልዕኳችን" },
    description: {
      en: "Why we exist: to strengthen Ethiopian families and pass our language and culture to the next generation.",
      am: "የተቋቋምንበት ምክንያት፦ የኢትዮጵያ ቤተሰቦችን ማጠናከርና ቋንቋችንንና ባህላችንን ለቀጣዩ ትውልድ ማስተላለፍ።",
    },
  },
  vision: {
    title: { en: "Our Vision", am: "ራዕያችን" },
    description: {
      en: "The community we are working towards: connected, healthy, proud of its heritage and at home in the Northwest.",
      am: "የምንሠራለት ማኅበረሰብ፦ የተሳሰረ፣ ጤናማ፣ በቅርሱ የሚኮራና በሰሜን ምዕራብ አሜሪካ ቤቱ ያደረገ።",
    },
  },
  history: {
    title: { en: "Our History", am: "ታሪካችን" },
    description: {
      en: "From a few families meeting in 2007 to a summer school of 100 students: how our community organisation grew.",
      am: "በእ.ኤ.አ. 2007 ከተገናኙ ጥቂት ቤተሰቦች እስከ 100 ተማሪዎች ያሉት የክረምት ትምህርት ቤት፦ ድርጅታችን እንዴት እንዳደገ።",
    },
  },
  leadership: {
    title: { en: "Leadership", am: "አመራር" },
    description: {
      en: "The volunteer board and staff who lead the organisation and its summer school.",
      am: "ድርጅቱንና የክረምት ትምህርት ቤቱን የሚመሩ በጎ ፈቃደኛ የቦርድ አባላትና ሠራተኞች።",
    },
  },
  programs: {
    title: { en: "Our Programs", am: "ፕሮግራሞቻችን" },
    description: {
      en: "Education is running today; public health, housing, seniors, women and sports programs are coming soon.",
      am: "የትምህርት ፕሮግራሙ እየተካሄደ ነው፤ የሕዝብ ጤና፣ የመኖሪያ ቤት፣ የአረጋውያን፣ የሴቶችና የስፖርት ፕሮግራሞች በቅርቡ ይጀመራሉ።",
    },
  },
  education: {
    title: { en: "Education Program", am: "የትምህርት ፕሮግራም" },
    description: {
      en: "Our Amharic Heritage Summer School: schedule, students, goals, curriculum and how it is funded.",
      am: "የአማርኛ ቅርስ የክረምት ትምህርት ቤታችን፦ የጊዜ ሰሌዳ፣ ተማሪዎች፣ ግቦች፣ ሥርዓተ ትምህርትና የገንዘብ ምንጩ።",
    },
  },
  health: {
    title: { en: "Public Health Program", am: "የሕዝብ ጤና ፕሮግራም" },
    description: {
      en: "Health screenings, clinic navigation and wellness education in Amharic. Coming soon.",
      am: "የጤና ምርመራ፣ ክሊኒኮችን የመጠቀም ድጋፍና የጤና ትምህርት በአማርኛ። በቅርቡ።",
    },
  },
  housing: {
    title: { en: "Housing Program", am: "የመኖሪያ ቤት ፕሮግራም" },
    description: {
      en: "Help finding, keeping and understanding a home: renters' rights, applications and first-time buyers. Coming soon.",
      am: "ቤት ለማግኘት፣ ለማቆየትና ለመረዳት የሚያግዝ፦ የተከራይ መብቶች፣ ማመልከቻዎችና የመጀመሪያ ቤት ገዢዎች። በቅርቡ።",
    },
  },
  seniors: {
    title: { en: "Seniors Program", am: "የአረጋውያን ፕሮግራም" },
    description: {
      en: "Company, care and support for our elders: gatherings, visits and help with services. Coming soon.",
      am: "ለአረጋውያን ወገኖቻችን ጓደኝነት፣ እንክብካቤና ድጋፍ፦ ስብሰባዎች፣ ጉብኝቶችና የአገልግሎት እገዛ። በቅርቡ።",
    },
  },
  women: {
    title: { en: "Women's Program", am: "የሴቶች ፕሮግራም" },
    description: {
      en: "Mentoring, skills and a circle of support for Ethiopian women and mothers. Coming soon.",
      am: "ለኢትዮጵያውያን ሴቶችና እናቶች የምክር፣ የክህሎትና የድጋፍ ክበብ። በቅርቡ።",
    },
  },
  sports: {
    title: { en: "Sports Program", am: "የስፖርት ፕሮግራም" },
    description: {
      en: "Football, running and team sports for young people and families. Coming soon.",
      am: "ለወጣቶችና ለቤተሰቦች የእግር ኳስ፣ የሩጫና የቡድን ስፖርቶች። በቅርቡ።",
    },
  },
  events: {
    title: { en: "Events", am: "ዝግጅቶች" },
    description: {
      en: "Upcoming community events, training programs and our annual celebrations.",
      am: "መጪ የማኅበረሰብ ዝግጅቶች፣ የስልጠና ፕሮግራሞችና ዓመታዊ በዓሎቻችን።",
    },
  },
  calendar: {
    title: { en: "Event Calendar", am: "የዝግጅቶች የቀን መቁጠሪያ" },
    description: {
      en: "Upcoming cultural, training and health events: dates, times and places.",
      am: "መጪ የባህል፣ የስልጠናና የጤና ዝግጅቶች፦ ቀናት፣ ሰዓቶችና ቦታዎች።",
    },
  },
  training: {
    title: { en: "Training Programs", am: "የስልጠና ፕሮግራሞች" },
    description: {
      en: "Parent education workshops, youth leadership, professional development and digital literacy.",
      am: "የወላጆች ትምህርት አውደ ጥናቶች፣ የወጣቶች አመራር፣ የሙያ ማሻሻያና የዲጂታል ክህሎት ስልጠና።",
    },
  },
  annual: {
    title: { en: "Annual Events", am: "ዓመታዊ ዝግጅቶች" },
    description: {
      en: "Ethiopian New Year, Ethiopian Christmas and our graduation ceremony: free and open to all.",
      am: "የኢትዮጵያ አዲስ ዓመት፣ ገናና የምረቃ ሥነ ሥርዓታችን፦ በነጻ ለሁሉም ክፍት።",
    },
  },
  news: {
    title: { en: "News", am: "ዜና" },
    description: {
      en: "News from the summer school and the community: education, events and announcements.",
      am: "ከክረምት ትምህርት ቤቱና ከማኅበረሰቡ የተገኙ ዜናዎች፦ ትምህርት፣ ዝግጅቶችና ማስታወቂያዎች።",
    },
  },
  resources: {
    title: { en: "Resources", am: "መረጃዎች" },
    description: {
      en: "Our staff directory, magazine, archive, forms to download, and pictures and videos.",
      am: "የሠራተኞች ማውጫ፣ መጽሔት፣ ማህደር፣ የሚወርዱ ቅጾች እንዲሁም ፎቶዎችና ቪዲዮዎች።",
    },
  },
  staff: {
    title: { en: "Staff Directory", am: "የሠራተኞች ማውጫ" },
    description: {
      en: "The teams behind the organisation and how to reach them.",
      am: "ከድርጅቱ በስተጀርባ ያሉ ቡድኖችና እነሱን የሚያገኙበት መንገድ።",
    },
  },
  magazine: {
    title: { en: "Magazine", am: "መጽሔት" },
    description: {
      en: "Our community magazine's issues, in Amharic and English, to read online or print.",
      am: "የማኅበረሰባችን መጽሔት እትሞች በአማርኛና በእንግሊዝኛ፤ በመስመር ላይ ያንብቡ ወይም ያትሙ።",
    },
  },
  archive: {
    title: { en: "Archive", am: "ማህደር" },
    description: {
      en: "Past reports, newsletters, photographs and event records. Coming soon.",
      am: "ያለፉ ሪፖርቶች፣ ጋዜጣዎች፣ ፎቶዎችና የዝግጅት መዛግብት። በቅርቡ።",
    },
  },
  downloads: {
    title: { en: "Downloads & Forms", am: "ማውረጃዎችና ቅጾች" },
    description: {
      en: "Registration forms and other documents for families, volunteers and sponsors.",
      am: "ለቤተሰቦች፣ ለበጎ ፈቃደኞችና ለስፖንሰሮች የምዝገባ ቅጾችና ሌሎች ሰነዶች።",
    },
  },
  media: {
    title: { en: "Pictures & Videos", am: "ፎቶዎችና ቪዲዮዎች" },
    description: {
      en: "Photo albums from the life of our community: celebrations, classes and graduations.",
      am: "ከማኅበረሰባችን ሕይወት የተወሰዱ የፎቶ አልበሞች፦ በዓላት፣ ትምህርቶችና ምረቃዎች።",
    },
  },
  support: {
    title: { en: "Support Our Work", am: "ሥራችንን ይደግፉ" },
    description: {
      en: "Donate, sponsor or volunteer: three ways to keep the summer school and our programs running.",
      am: "ይለግሱ፣ ስፖንሰር ይሁኑ ወይም በበጎ ፈቃድ ያገልግሉ፦ የክረምት ትምህርት ቤቱንና ፕሮግራሞቻችንን ለማስቀጠል ሦስት መንገዶች።",
    },
  },
  donate: {
    title: { en: "Make a Donation", am: "ልገሳ ያድርጉ" },
    description: {
      en: "Send a donation request and we will contact you with payment details. See what each gift provides.",
      am: "የልገሳ ጥያቄ ይላኩልን፤ የክፍያ ዝርዝሩን ይዘን እናገኝዎታለን። እያንዳንዱ ስጦታ ምን እንደሚያስገኝ ይመልከቱ።",
    },
  },
  sponsor: {
    title: { en: "Become a Sponsor", am: "ስፖንሰር ይሁኑ" },
    description: {
      en: "Bronze, Silver and Gold sponsorship tiers for businesses and families who support the school.",
      am: "ትምህርት ቤቱን ለሚደግፉ ድርጅቶችና ቤተሰቦች የስፖንሰርሺፕ ደረጃዎች፦ የነሐስ ደረጃ፣ የብር ደረጃና የወርቅ ደረጃ።",
    },
  },
  sponsors: {
    title: { en: "Our Sponsors", am: "ስፖንሰሮቻችን" },
    description: {
      en: "We are looking for our first sponsors. Your name could be here.",
      am: "የመጀመሪያ ስፖንሰሮቻችንን እየፈለግን ነው። የእርስዎ ስም እዚህ ሊሆን ይችላል።",
    },
  },
  volunteer: {
    title: { en: "Volunteer With Us", am: "በበጎ ፈቃድ ያገልግሉ" },
    description: {
      en: "Teach, drive, cook, organise: how volunteers keep the summer school and our events going.",
      am: "ማስተማር፣ ማጓጓዝ፣ ምግብ ማዘጋጀት፣ ማስተባበር፦ በጎ ፈቃደኞች ትምህርት ቤቱንና ዝግጅቶቻችንን እንዴት እንደሚያስቀጥሉ።",
    },
  },
  register: {
    title: { en: "Student Registration", am: "የተማሪ ምዝገባ" },
    description: {
      en: "Register your child, aged 5 to 18, for the Amharic Heritage Summer School.",
      am: "ከ5 እስከ 18 ዓመት የሆነ ልጅዎን ለአማርኛ ቅርስ የክረምት ትምህርት ቤት ያስመዝግቡ።",
    },
  },
  subscribe: {
    title: { en: "Join Our Mailing List", am: "የኢሜይል ዝርዝራችንን ይቀላቀሉ" },
    description: {
      en: "A short monthly e-mail with community news, event dates and ways to help, in English or Amharic.",
      am: "የማኅበረሰብ ዜና፣ የዝግጅቶች ቀናትና የመርዳት መንገዶች የያዘ ወርሃዊ አጭር ኢሜይል፣ በአማርኛ ወይም በእንግሊዝኛ።",
    },
  },
  contact: {
    title: { en: "Contact Us", am: "ያግኙን" },
    description: {
      en: "Phone, e-mail, office hours and where to find us.",
      am: "ስልክ፣ ኢሜይል፣ የሥራ ሰዓቶችና የምንገኝበት ቦታ።",
    },
  },
  privacy: {
    title: { en: "Privacy Policy", am: "የግላዊነት ፖሊሲ" },
    description: {
      en: "What we collect through our forms, why, who sees it, how long we keep it and how to ask us to delete it.",
      am: "በቅጾቻችን የምንሰበስበው መረጃ፣ ለምን፣ ማን እንደሚያየው፣ ለምን ያህል ጊዜ እንደምናቆየውና እንዲሰረዝ እንዴት እንደሚጠይቁ።",
    },
  },
  terms: {
    title: { en: "Terms of Use", am: "የአጠቃቀም ደንቦች" },
    description: {
      en: "The terms of this website and of registering a child for the summer school.",
      am: "የዚህ ድረ ገጽና ልጅን ለክረምት ትምህርት ቤቱ የማስመዝገብ ደንቦች።",
    },
  },
};
