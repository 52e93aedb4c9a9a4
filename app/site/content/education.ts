import type { Localized } from "#app/i18n/language.ts";

/** Curriculum subjects; the page picks an icon for each. */
export type SubjectId = "fidel" | "conversation" | "history" | "songs" | "art" | "proverbs";

/** The page's own words; its introduction is page text staff edit (app/content/page-text-kind.ts). */
export interface EducationContent {
  glance: {
    heading: string;
    days: string;
    hours: string;
    period: string;
    students: string;
    waitlist: string;
    language: string;
    languageValue: string;
    meals: string;
    mealsValue: string;
  };
  day: {
    heading: string;
    intro: string;
    /** A typical day, 24-hour times, in order from the opening to the closing time of the school facts (staff edit them). */
    blocks: { from: string; to: string; activity: string }[];
  };
  goals: { heading: string; intro: string; items: { title: string; text: string }[] };
  curriculum: { heading: string; intro: string; subjects: { id: SubjectId; title: string; text: string }[] };
  support: {
    heading: string;
    intro: string;
    /** Shares of the school's budget, in per cent; they add up to 100. */
    items: { label: string; percent: number; text: string }[];
    note: string;
  };
  cta: {
    heading: string;
    /** `{waitlist}` is replaced by the number of children on the waitlist. */
    text: string;
  };
}

export const education: Localized<EducationContent> = {
  en: {
    glance: {
      heading: "The school at a glance",
      days: "Days",
      hours: "Hours",
      period: "Program cycle",
      students: "Current students",
      waitlist: "Children on the waitlist",
      language: "Language of teaching",
      languageValue: "Amharic",
      meals: "Meals",
      mealsValue: "Lunch and snacks provided",
    },
    day: {
      heading: "A day at the school",
      intro: "Every day has the same rhythm, so even the youngest children quickly feel at home.",
      blocks: [
        { from: "09:00", to: "09:30", activity: "Morning circle: greetings, a song and the proverb of the day" },
        { from: "09:30", to: "10:30", activity: "Reading and writing the fidel, in small groups by level" },
        { from: "10:30", to: "10:45", activity: "Snack and outdoor play" },
        { from: "10:45", to: "11:45", activity: "Conversation practice and games" },
        { from: "11:45", to: "12:30", activity: "Lunch together" },
        { from: "12:30", to: "13:30", activity: "History, culture and stories" },
        { from: "13:30", to: "14:30", activity: "Art, music and dance, a different one each day" },
        { from: "14:30", to: "15:00", activity: "Afternoon snack and closing circle" },
      ],
    },
    goals: {
      heading: "Our goals",
      intro: "By the end of the cycle, we want every child to:",
      items: [
        {
          title: "Speak with confidence",
          text: "Hold a conversation in Amharic with family and friends, each at their own level.",
        },
        {
          title: "Read and write the fidel",
          text: "Know the Ethiopic script, from the first letters to reading a short story aloud.",
        },
        {
          title: "Know their heritage",
          text: "Understand Ethiopia's history, regions, holidays and traditions, and the story of their own family.",
        },
        {
          title: "Belong and grow",
          text: "Make lasting friendships and grow into confident young people, proud of who they are.",
        },
      ],
    },
    curriculum: {
      heading: "What the children learn",
      intro: "Lessons are taught in Amharic by experienced teachers and trained volunteers, and adapted to each child's age and level.",
      subjects: [
        {
          id: "fidel",
          title: "Reading & writing the fidel",
          text: "From the first letters (<am>ሀ ሁ ሂ ሃ</am>) to reading short books, through games, songs and daily writing practice.",
        },
        {
          id: "conversation",
          title: "Conversation",
          text: "Speaking in small groups: greetings, family, food, the market, and telling a story of their own.",
        },
        {
          id: "history",
          title: "History & culture",
          text: "Ethiopia's regions and peoples, our holidays, the coffee ceremony, and the story of Ethiopians in the Northwest.",
        },
        {
          id: "songs",
          title: "Songs & poems",
          text: "Children's songs, traditional music and short poems, performed for families at the graduation ceremony.",
        },
        {
          id: "art",
          title: "Art & crafts",
          text: "Painting, basket weaving and tibeb patterns, inspired by the art and crafts of Ethiopia.",
        },
        {
          id: "proverbs",
          title: "Proverbs & riddles",
          text: "The wisdom of our elders in proverbs, folk tales and riddles, often told by grandparents who visit the class.",
        },
      ],
    },
    support: {
      heading: "Where support goes",
      intro: "How each dollar given to the summer school is spent:",
      items: [
        { label: "Teachers and assistants", percent: 40, text: "Fair pay for our lead teachers and stipends for teenage teaching assistants." },
        { label: "Lunch and snacks", percent: 25, text: "A warm lunch and two snacks for every child, every school day." },
        { label: "Books and materials", percent: 15, text: "Fidel workbooks, storybooks, art supplies and musical instruments." },
        { label: "Scholarships", percent: 12, text: "So that no child is turned away because their family cannot pay." },
        { label: "Field trips and events", percent: 8, text: "Cultural outings and the graduation ceremony at the end of the cycle." },
      ],
      note: "Shares of the school's budget, rounded. Office costs are covered separately, so your gift goes to the children.",
    },
    cta: {
      heading: "Give a child the gift of Amharic",
      text: "With {waitlist} children already on the waitlist, every registration and every gift counts. Register your child to hold a place, or help us open another classroom.",
    },
  },
  am: {
    glance: {
      heading: "ትምህርት ቤቱ በጨረፍታ",
      days: "ቀናት",
      hours: "ሰዓታት",
      period: "የፕሮግራሙ ዙር",
      students: "የአሁን ተማሪዎች",
      waitlist: "በተጠባባቂ ዝርዝር ላይ ያሉ ልጆች",
      language: "የማስተማሪያ ቋንቋ",
      languageValue: "አማርኛ",
      meals: "ምግብ",
      mealsValue: "ምሳና መክሰስ ይቀርባል",
    },
    day: {
      heading: "በትምህርት ቤቱ አንድ ቀን",
      intro: "እያንዳንዱ ቀን ተመሳሳይ ሥርዓት ስላለው ትንንሾቹ ልጆችም ቶሎ እንደ ቤታቸው ይለምዱታል።",
      blocks: [
        { from: "09:00", to: "09:30", activity: "የጠዋት ክበብ፦ ሰላምታ፣ መዝሙርና የዕለቱ ምሳሌያዊ አነጋገር" },
        { from: "09:30", to: "10:30", activity: "ፊደል ማንበብና መጻፍ፣ በደረጃ በተከፋፈሉ ትናንሽ ቡድኖች" },
        { from: "10:30", to: "10:45", activity: "መክሰስና የውጭ ጨዋታ" },
        { from: "10:45", to: "11:45", activity: "የንግግር ልምምድና ጨዋታዎች" },
        { from: "11:45", to: "12:30", activity: "የጋራ ምሳ" },
        { from: "12:30", to: "13:30", activity: "ታሪክ፣ ባህልና ተረቶች" },
        { from: "13:30", to: "14:30", activity: "ሥዕል፣ ሙዚቃና ጭፈራ፣ በየቀኑ እየተፈራረቁ" },
        { from: "14:30", to: "15:00", activity: "የከሰዓት መክሰስና የመዝጊያ ክበብ" },
      ],
    },
    goals: {
      heading: "ግቦቻችን",
      intro: "በዙሩ መጨረሻ እያንዳንዱ ልጅ የሚከተሉትን እንዲያሳካ እንፈልጋለን፦",
      items: [
        {
          title: "በልበ ሙሉነት መናገር",
          text: "እያንዳንዱ በራሱ ደረጃ ከቤተሰብና ከጓደኞች ጋር በአማርኛ መነጋገር።",
        },
        {
          title: "ፊደል ማንበብና መጻፍ",
          text: "የግዕዝ ፊደልን ከመጀመሪያዎቹ ሆሄያት እስከ አጭር ታሪክ ጮክ ብሎ ማንበብ ድረስ ማወቅ።",
        },
        {
          title: "ቅርሳቸውን ማወቅ",
          text: "የኢትዮጵያን ታሪክ፣ ክልሎች፣ በዓላትና ወጎች፣ እንዲሁም የራሳቸውን ቤተሰብ ታሪክ መረዳት።",
        },
        {
          title: "መካተትና ማደግ",
          text: "ዘላቂ ጓደኝነት መመሥረትና በማንነታቸው የሚኮሩ በራሳቸው የሚተማመኑ ወጣቶች ሆነው ማደግ።",
        },
      ],
    },
    curriculum: {
      heading: "ልጆቹ የሚማሩት",
      intro: "ትምህርቱ ልምድ ባላቸው መምህራንና በሠለጠኑ በጎ ፈቃደኞች በአማርኛ ይሰጣል፤ ለእያንዳንዱ ልጅ ዕድሜና ደረጃም ይመጥናል።",
      subjects: [
        {
          id: "fidel",
          title: "ፊደል ማንበብና መጻፍ",
          text: "ከመጀመሪያዎቹ ሆሄያት (ሀ ሁ ሂ ሃ) እስከ አጫጭር መጻሕፍት ንባብ፣ በጨዋታ፣ በመዝሙርና በዕለታዊ የጽሕፈት ልምምድ።",
        },
        {
          id: "conversation",
          title: "ንግግር",
          text: "በትናንሽ ቡድኖች መናገር፦ ሰላምታ፣ ቤተሰብ፣ ምግብ፣ ገበያና የራሳቸውን ታሪክ መተረክ።",
        },
        {
          id: "history",
          title: "ታሪክና ባህል",
          text: "የኢትዮጵያ ክልሎችና ሕዝቦች፣ በዓሎቻችን፣ የቡና ሥነ ሥርዓትና በሰሜን ምዕራብ አሜሪካ የሚኖሩ ኢትዮጵያውያን ታሪክ።",
        },
        {
          id: "songs",
          title: "መዝሙሮችና ግጥሞች",
          text: "የልጆች መዝሙሮች፣ ባህላዊ ሙዚቃና አጫጭር ግጥሞች፤ በምረቃ ሥነ ሥርዓቱ ላይ ለቤተሰቦች ይቀርባሉ።",
        },
        {
          id: "art",
          title: "ሥዕልና የእጅ ሥራ",
          text: "ከኢትዮጵያ ጥበብና የእጅ ሥራዎች መነሻ ያደረገ ሥዕል፣ የሰፌድ ሥራና የጥለት ንድፎች።",
        },
        {
          id: "proverbs",
          title: "ምሳሌያዊ አነጋገሮችና እንቆቅልሾች",
          text: "የአባቶቻችን ጥበብ በምሳሌያዊ አነጋገሮች፣ በተረቶችና በእንቆቅልሾች፤ ብዙ ጊዜ ክፍሉን በሚጎበኙ አያቶች ይነገራል።",
        },
      ],
    },
    support: {
      heading: "ድጋፍዎ የሚውልበት",
      intro: "ለክረምት ትምህርት ቤቱ የሚሰጥ እያንዳንዱ ዶላር የሚውልበት፦",
      items: [
        { label: "መምህራንና ረዳቶች", percent: 40, text: "ለዋና መምህሮቻችን ተገቢ ክፍያና ለታዳጊ ረዳት መምህራን የማበረታቻ ክፍያ።" },
        { label: "ምሳና መክሰስ", percent: 25, text: "በእያንዳንዱ የትምህርት ቀን ለእያንዳንዱ ልጅ ትኩስ ምሳና ሁለት መክሰስ።" },
        { label: "መጻሕፍትና ቁሳቁሶች", percent: 15, text: "የፊደል መለማመጃ ደብተሮች፣ የተረት መጻሕፍት፣ የሥዕል ቁሳቁሶችና የሙዚቃ መሣሪያዎች።" },
        { label: "የትምህርት ዕድል", percent: 12, text: "ቤተሰቡ መክፈል ባለመቻሉ ምክንያት ማንም ልጅ እንዳይመለስ።" },
        { label: "የጉብኝት ጉዞዎችና ዝግጅቶች", percent: 8, text: "የባህል ጉብኝቶችና በዙሩ መጨረሻ የሚደረገው የምረቃ ሥነ ሥርዓት።" },
      ],
      note: "ከትምህርት ቤቱ በጀት የተጠጋጉ ድርሻዎች ናቸው። የቢሮ ወጪዎች ለብቻቸው ስለሚሸፈኑ ስጦታዎ በቀጥታ ለልጆቹ ይውላል።",
    },
    cta: {
      heading: "ለልጅ የአማርኛን ስጦታ ይስጡ",
      text: "{waitlist} ልጆች አሁንም በተጠባባቂ ዝርዝር ላይ ስላሉ እያንዳንዱ ምዝገባና እያንዳንዱ ስጦታ ዋጋ አለው። ቦታ ለመያዝ ልጅዎን ያስመዝግቡ፤ ወይም ሌላ ክፍል እንድንከፍት ያግዙን።",
    },
  },
};
