import type { Messages } from "#app/i18n/locales/messages.ts";

/** Interface strings in Amharic. The `Messages` type makes a missing or extra key a type error. */
export const am: Messages = {
  navigation: {
    skipToContent: "ወደ ዋናው ይዘት ይዝለሉ",
    mainMenu: "ዋና ማውጫ",
    menu: "ማውጫ",
    showSubmenu: "የ{{section}} ገጾችን አሳይ",
    overview: "{{section}}፦ አጠቃላይ እይታ",
    switchLanguage: "ይህን ገጽ በአማርኛ ያንብቡ",
    sectionPages: "በዚህ ክፍል ያሉ ገጾች",
  },
  actions: {
    donate: "ይለግሱ",
    register: "ይመዝገቡ",
    learnMore: "ተጨማሪ ያንብቡ",
    comingSoon: "በቅርቡ",
    contactUs: "ያግኙን",
    dismiss: "ማሳወቂያውን ዝጋ",
  },
  hero: {
    eyebrow: "ከ2007 ጀምሮ ኦሪገንንና ደቡብ ምዕራብ ዋሽንግተንን እያገለገልን",
    title: "በቅርሳችን ተተክለን፣ በአንድነት እያደግን",
    subtitle:
      "የኢትዮጵያ ቤተሰቦችን እናሰባስባለን፣ በአዲሱ መኖሪያቸው እንደግፋቸዋለን፣ ልጆቻችንንም የአማርኛ ቋንቋንና ከእርሱ ጋር የሚመጣውን ባህል እናስተምራለን።",
    registerCta: "ልጅዎን ያስመዝግቡ",
    donateCta: "ትምህርት ቤቱን ይደግፉ",
  },
  home: {
    missionTitle: "የምንሠራው",
    programsTitle: "ፕሮግራሞቻችን",
    programsIntro: "የትምህርት ፕሮግራሙ አሁን እየተካሄደ ነው። ሌሎች አምስት ፕሮግራሞች ከማኅበረሰቡ ጋር እየተዘጋጁ ነው።",
    allPrograms: "ሁሉንም ፕሮግራሞች ይመልከቱ",
    joinTitle: "ማኅበረሰባችንን ይቀላቀሉ",
    joinText:
      "ክፍል ማስተማር፣ ለበዓል ምግብ ማዘጋጀት፣ ተማሪን ስፖንሰር ማድረግ ወይም በቀጣዩ ዝግጅታችን መገኘት ብቻ ቢችሉ፣ ለእርስዎ ቦታ አለ።",
    volunteerCta: "በበጎ ፈቃድ ያገልግሉ",
    eventsCta: "መጪ ዝግጅቶችን ይመልከቱ",
    stats: {
      students: "የዘንድሮ ተማሪዎች",
      waitlist: "በተጠባባቂ ዝርዝር ላይ ያሉ ልጆች",
      founded: "ማኅበረሰቡን ማገልገል የጀመርንበት ዓመት",
      attendees: "በዓመታዊ በዓሎቻችን የሚገኙ ሰዎች",
    },
  },
  footer: {
    description:
      "በኦሪገንና በደቡብ ምዕራብ ዋሽንግተን የሚኖሩ ኢትዮጵያውያንን የሚያገለግል ለትርፍ ያልተቋቋመ የማኅበረሰብ ድርጅትና የአማርኛ ቅርስ የክረምት ትምህርት ቤት መኖሪያ።",
    quickLinks: "ፈጣን አገናኞች",
    programs: "ፕሮግራሞች",
    contact: "አድራሻ",
    followUs: "ይከተሉን",
    hours: "የሥራ ሰዓቶች",
    privacy: "የግላዊነት ፖሊሲ",
    terms: "የአጠቃቀም ደንቦች",
    rights: "© {{year}} {{name}}። መብቱ በሕግ የተጠበቀ ነው።",
  },
  form: {
    choose: "ይምረጡ…",
    optional: "አማራጭ",
    submitting: "በመላክ ላይ…",
    invalidTitle: "አንዳንድ መልሶች መስተካከል አለባቸው",
    fixErrors: "እባክዎ ምልክት የተደረገባቸውን መስኮች ያስተካክሉ።",
    reference: "የማመሳከሪያ ቁጥርዎ፦ {{reference}}።",
    refusedTitle: "ይህን ቅጽ መቀበል አልቻልንም",
    refused: {
      spam: "ይህ ቅጽ በራሱ የተሞላ ይመስላል። እባክዎ አረጋግጠው እንደገና ይላኩት፤ ወይም ይደውሉልን።",
      tooMany: "ከግንኙነትዎ በጣም ብዙ ቅጾች ተልከዋል። እባክዎ ጥቂት ደቂቃዎች ቆይተው እንደገና ይላኩት፤ መልሶችዎ አልጠፉም።",
      unavailable: "ቅጽዎን አሁን ማስቀመጥ አልቻልንም። መልሶችዎ አልጠፉም፤ እባክዎ ከአንድ ደቂቃ በኋላ እንደገና ይላኩት።",
    },
    honeypot: "ይህን መስክ ባዶ ይተዉት",
    errors: {
      required: "እባክዎ ይህን መስክ ይሙሉ።",
      email: "እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ፤ ለምሳሌ name@example.org።",
      phone: "እባክዎ ትክክለኛ የስልክ ቁጥር ያስገቡ።",
      tooLong: "ይህ በጣም ረጅም ነው፤ እባክዎ ወደ {{max}} ፊደላት ያሳጥሩት።",
      ageRange: "ዕድሜ ከ5 እስከ 18 ያለ ሙሉ ቁጥር መሆን አለበት።",
      choose: "እባክዎ ከአማራጮቹ አንዱን ይምረጡ።",
      chooseOne: "እባክዎ ቢያንስ አንዱን ይምረጡ።",
      agreementRequired: "ለመመዝገብ እባክዎ በደንቦቹና ሁኔታዎቹ ይስማሙ።",
    },
  },
  notFound: {
    title: "ገጹ አልተገኘም",
    heading: "404",
    message: "ይቅርታ! ገጹ አልተገኘም",
    returnHome: "ወደ መነሻ ይመለሱ",
  },
  error: {
    title: "ችግር ተፈጥሯል",
    message: "ይህን ገጽ ማሳየት አልቻልንም። እባክዎ ትንሽ ቆይተው እንደገና ይሞክሩ።",
  },
};
