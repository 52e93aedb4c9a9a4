import { formatDate, formatNumber } from "#app/i18n/format.ts";
import { type Lang, type Localized, languages, localizePath } from "#app/i18n/language.ts";

/**
 * News articles and the text of the news pages (/news and /news/:slug). react-router.config.ts imports
 * this file to prerender every article, so it uses relative imports with .ts extensions only.
 */

export const newsCategories = ["education", "community", "events", "announcements"] as const;
export type NewsCategory = (typeof newsCategories)[number];

interface ArticleText {
  title: string;
  excerpt: string;
  author: string;
  body: string[];
}

interface NewsArticle {
  slug: string;
  category: NewsCategory;
  /** "YYYY-MM-DD", formatted by the page. */
  date: string;
  /** Exactly one article is featured at the top of /news. */
  featured?: boolean;
  text: Localized<ArticleText>;
}

/** What a page shows of an article in one language. */
export interface ArticleSummary {
  slug: string;
  category: NewsCategory;
  categoryLabel: string;
  date: string;
  /** The date as the page's language writes it. */
  dateLabel: string;
  title: string;
  excerpt: string;
  author: string;
}

export interface ArticleInLanguage extends ArticleSummary {
  body: string[];
}

const articles: NewsArticle[] = [
  {
    slug: "waitlist-200-children",
    category: "education",
    date: "2026-11-09",
    featured: true,
    text: {
      en: {
        title: "200 children are waiting for a place: here is our plan",
        excerpt:
          "Our Amharic heritage summer school now teaches 100 students, and 200 more are on the waitlist. We are looking for classrooms, teachers and sponsors so that more children can join.",
        author: "Selamawit Tadesse",
        body: [
          "When we opened the doors of the summer school, we hoped a few dozen children would come. Today 100 students spend five days a week with us, learning to read, write and speak Amharic from teachers who teach in Amharic all day. Lunch and snacks are provided, so parents know their children are fed and happy.",
          "The waitlist tells the rest of the story. 200 children are waiting for a place, some of them for more than a year. Behind every name is a family that wants their child to talk with grandparents in Ethiopia, sing the songs their parents grew up with and feel proud of where they come from.",
          "Our plan has three parts. First, we are talking with two neighbourhood schools about renting extra classrooms. Second, we are training a new group of volunteer teachers: the next training day is in January. Third, we are inviting businesses and families to sponsor a classroom, which covers books, meals and a teacher's stipend for a whole year.",
          "If your child is on the waitlist, you do not need to do anything: we will contact families in the order they registered. If you can teach, give or offer space, we would love to hear from you.",
        ],
      },
      am: {
        title: "200 ልጆች ቦታ እየጠበቁ ነው፦ ዕቅዳችን ይኸው",
        excerpt:
          "የአማርኛ ቅርስ የክረምት ትምህርት ቤታችን አሁን 100 ተማሪዎችን ያስተምራል፤ ሌሎች 200 ልጆች ደግሞ በተጠባባቂ ዝርዝር ላይ ናቸው። ተጨማሪ ልጆች እንዲቀላቀሉ የመማሪያ ክፍሎችን፣ መምህራንንና ስፖንሰሮችን እየፈለግን ነው።",
        author: "ሰላማዊት ታደሰ",
        body: [
          "የክረምት ትምህርት ቤቱን በሮች ስንከፍት ጥቂት ደርዘን ልጆች ይመጣሉ ብለን ተስፋ አድርገን ነበር። ዛሬ 100 ተማሪዎች በሳምንት አምስት ቀን ከእኛ ጋር ያሳልፋሉ፤ ቀኑን ሙሉ በአማርኛ ከሚያስተምሩ መምህራን አማርኛ ማንበብን፣ መጻፍንና መናገርን ይማራሉ። ምሳና መክሰስ ስለሚቀርብ ወላጆች ልጆቻቸው በልተውና ተደስተው እንደሚውሉ ያውቃሉ።",
          "የተጠባባቂ ዝርዝሩ የቀረውን ታሪክ ይነግረናል። 200 ልጆች ቦታ እየጠበቁ ነው፤ አንዳንዶቹ ከአንድ ዓመት በላይ ጠብቀዋል። ከእያንዳንዱ ስም በስተጀርባ ልጁ በኢትዮጵያ ካሉ አያቶቹ ጋር እንዲያወራ፣ ወላጆቹ ያደጉባቸውን ዘፈኖች እንዲዘምርና በመጣበት እንዲኮራ የሚመኝ ቤተሰብ አለ።",
          "ዕቅዳችን ሦስት ክፍሎች አሉት። በመጀመሪያ ተጨማሪ የመማሪያ ክፍሎችን ለመከራየት በአካባቢያችን ካሉ ሁለት ትምህርት ቤቶች ጋር እየተነጋገርን ነው። ሁለተኛ፣ አዲስ የበጎ ፈቃደኛ መምህራን ቡድን እያሠለጠንን ነው፤ ቀጣዩ የስልጠና ቀን በጃንዋሪ ነው። ሦስተኛ፣ ድርጅቶችና ቤተሰቦች አንድ የመማሪያ ክፍልን ስፖንሰር እንዲያደርጉ እንጋብዛለን፤ ይህም ለአንድ ሙሉ ዓመት መጻሕፍትን፣ ምግብንና የመምህሩን አበል ይሸፍናል።",
          "ልጅዎ በተጠባባቂ ዝርዝሩ ላይ ከሆነ ምንም ማድረግ አያስፈልግዎትም፤ ቤተሰቦችን በተመዘገቡበት ቅደም ተከተል እናገኛለን። ማስተማር፣ መለገስ ወይም ቦታ ማቅረብ ከቻሉ ከእርስዎ መስማት እንወዳለን።",
        ],
      },
    },
  },
  {
    slug: "coffee-and-stories-december",
    category: "events",
    date: "2026-11-16",
    text: {
      en: {
        title: "Coffee, kolo and stories: our December gathering",
        excerpt:
          "Our elders are bringing out their best stories and the jebena is ready. Everyone is invited to a free coffee ceremony afternoon in our community room.",
        author: "Meron Alemu",
        body: [
          "They say the third cup of coffee, the baraka, brings a blessing. On the second Saturday of December we will pour all three rounds, and we hope you will stay for every one.",
          "Grandmothers and grandfathers from our community will tell the stories and riddles they heard as children in Gondar, Harar and Addis Ababa. Younger children will hear shorter tales with a little English help, and anyone brave enough can try pouring from the jebena.",
          "The afternoon is free. There will be popcorn, kolo and homemade dabo, and a basket at the door for anyone who would like to give to the summer school. You will find the time, the place and directions in our event calendar.",
        ],
      },
      am: {
        title: "ቡና፣ ቆሎና ተረት፦ የዲሴምበር ስብሰባችን",
        excerpt: "አረጋውያኖቻችን ምርጥ ተረቶቻቸውን ይዘው እየመጡ ነው፤ ጀበናውም ተዘጋጅቷል። ሁሉም ሰው በማኅበረሰብ አዳራሻችን ወደሚካሄደው ነጻ የቡና ሥነ ሥርዓት ተጋብዟል።",
        author: "ሜሮን አለሙ",
        body: [
          "ሦስተኛው ሲኒ ቡና፣ በረካ፣ በረከት ያመጣል ይባላል። በዲሴምበር ሁለተኛው ቅዳሜ ሦስቱንም ዙሮች እንቀዳለን፤ እስከ መጨረሻው ዙር ድረስ አብረውን እንደሚቆዩ ተስፋ እናደርጋለን።",
          "የማኅበረሰባችን አያቶች በልጅነታቸው በጎንደር፣ በሐረርና በአዲስ አበባ የሰሟቸውን ተረቶችና እንቆቅልሾች ያካፍሉናል። ትናንሽ ልጆች በጥቂት የእንግሊዝኛ ማብራሪያ የታገዙ አጫጭር ተረቶችን ይሰማሉ፤ የደፈረ ሁሉ ደግሞ ከጀበናው ቡና መቅዳትን መሞከር ይችላል።",
          "ዝግጅቱ በነጻ ነው። ፈንዲሻ፣ ቆሎና በቤት የተጋገረ ዳቦ ይኖራል፤ ለክረምት ትምህርት ቤቱ መለገስ ለሚፈልጉም በመግቢያው ላይ ቅርጫት ይቀመጣል። ሰዓቱን፣ ቦታውንና አቅጣጫውን በዝግጅቶች የቀን መቁጠሪያችን ላይ ያገኛሉ።",
        ],
      },
    },
  },
  {
    slug: "enkutatash-2026",
    category: "community",
    date: "2026-09-16",
    text: {
      en: {
        title: "Over 1,000 neighbours welcomed the Ethiopian New Year with us",
        excerpt: "Yellow flowers, Abebayehosh songs and a great deal of injera: our Enkutatash festival was the biggest yet.",
        author: "Yonas Haile",
        body: [
          "On a warm Saturday in September the park filled up early. By noon more than 1,000 people had come through the gate: families who have been with us since 2007, summer school students with their classmates, and neighbours who simply followed the music.",
          "Girls from the summer school opened the day singing Abebayehosh, carrying bouquets of adey abeba they had made from paper in class. The traditional dress parade had entrants from three months to eighty-seven years old, and the coffee ceremony did not stop all day.",
          "Thank you to the 60 volunteers who cooked, put up tents, kept children safe and cleaned up long after dark, and to everyone who came. Melkam Addis Amet: happy new year!",
        ],
      },
      am: {
        title: "ከ1,000 በላይ ጎረቤቶች የኢትዮጵያን አዲስ ዓመት ከእኛ ጋር ተቀበሉ",
        excerpt: "ቢጫ የአደይ አበባዎች፣ የአበባየሆሽ ዜማዎችና የተትረፈረፈ እንጀራ፦ የእንቁጣጣሽ በዓላችን እስካሁን ከነበሩት ሁሉ የላቀ ነበር።",
        author: "ዮናስ ኃይሌ",
        body: [
          "ሞቃታማ በሆነው የሴፕቴምበር ቅዳሜ መናፈሻው በማለዳ ሞላ። እኩለ ቀን ሲደርስ ከ1,000 በላይ ሰዎች በበሩ ገብተው ነበር፦ ከ2007 ጀምሮ ከእኛ ጋር የቆዩ ቤተሰቦች፣ የክረምት ትምህርት ቤቱ ተማሪዎች ከጓደኞቻቸው ጋር፣ እንዲሁም ሙዚቃውን ተከትለው የመጡ ጎረቤቶች።",
          "የክረምት ትምህርት ቤቱ ልጃገረዶች በክፍል ውስጥ ከወረቀት የሠሯቸውን የአደይ አበባ እቅፎች ይዘው በአበባየሆሽ ዜማ ቀኑን ከፈቱት። በባህል አልባሳት ትርዒቱ ከሦስት ወር ሕፃን እስከ ሰማንያ ሰባት ዓመት አዛውንት ተሳትፈዋል፤ የቡና ሥነ ሥርዓቱም ቀኑን ሙሉ አላቋረጠም።",
          "ምግብ ላበሰሉ፣ ድንኳን ለተከሉ፣ የልጆችን ደኅንነት ለጠበቁና ከጨለመ በኋላም ለረጅም ሰዓት ላጸዱ 60 በጎ ፈቃደኞች፣ እንዲሁም ለተገኙት ሁሉ ምስጋናችን ከልብ ነው። መልካም አዲስ ዓመት!",
        ],
      },
    },
  },
  {
    slug: "saturday-office-hours",
    category: "announcements",
    date: "2026-08-03",
    text: {
      en: {
        title: "Our office is now open on Saturdays",
        excerpt:
          "Many families told us that weekdays are hard. Starting this month, our office is also open on Saturdays for registration help, forms and questions.",
        author: "Hirut Gebremedhin",
        body: [
          "Most of the parents we serve work long weekday shifts, and several told us they could only reach our office by taking time off. So, starting this month, our office on NE Alberta Street is open on Saturdays as well as from Monday to Friday.",
          "On Saturdays you can get help with the summer school registration and scholarship forms, drop off documents, ask about our programs or simply stop by for a coffee. Staff and volunteers who speak Amharic and English are there every week.",
          "Our full office hours are at the bottom of every page of this website. If you cannot come in person, call or e-mail us and we will find a time that works for you.",
        ],
      },
      am: {
        title: "ቢሯችን አሁን ቅዳሜም ክፍት ነው",
        excerpt: "ብዙ ቤተሰቦች በሥራ ቀናት መምጣት እንደሚከብዳቸው ነግረውናል። ከዚህ ወር ጀምሮ ቢሯችን ለምዝገባ እገዛ፣ ለቅጾችና ለጥያቄዎች ቅዳሜም ክፍት ይሆናል።",
        author: "ሂሩት ገብረመድኅን",
        body: [
          "የምናገለግላቸው አብዛኞቹ ወላጆች በሥራ ቀናት ረጅም ፈረቃ ይሠራሉ፤ በርካቶቹም ወደ ቢሯችን መምጣት የሚችሉት ከሥራ ፈቃድ ወስደው ብቻ እንደሆነ ነግረውናል። ስለዚህ ከዚህ ወር ጀምሮ በአልበርታ ጎዳና የሚገኘው ቢሯችን ከሰኞ እስከ ዓርብ በተጨማሪ ቅዳሜም ክፍት ነው።",
          "ቅዳሜ ቅዳሜ የክረምት ትምህርት ቤቱን የምዝገባና የትምህርት ዕድል ቅጾች ለመሙላት እገዛ ማግኘት፣ ሰነዶችን ማስረከብ፣ ስለ ፕሮግራሞቻችን መጠየቅ ወይም ለቡና ብቻ ጎራ ማለት ይችላሉ። አማርኛና እንግሊዝኛ የሚናገሩ ሠራተኞችና በጎ ፈቃደኞች በየሳምንቱ ይገኛሉ።",
          "ሙሉ የሥራ ሰዓቶቻችንን በዚህ ድረ ገጽ በእያንዳንዱ ገጽ ግርጌ ያገኛሉ። በአካል መምጣት ካልቻሉ ይደውሉልን ወይም ኢሜይል ይላኩልን፤ ለእርስዎ የሚመች ጊዜ እንፈልጋለን።",
        ],
      },
    },
  },
  {
    slug: "graduation-2026",
    category: "education",
    date: "2026-06-22",
    text: {
      en: {
        title: "Proud parents, happy graduates: our 2026 graduation ceremony",
        excerpt:
          "Summer school students read aloud in Amharic, and 34 high school and college graduates from our community crossed the stage to the sound of ililta.",
        author: "Tigist Asfaw",
        body: [
          "The hall was full long before the ceremony began. Grandparents sat in the front rows in their best netela, and younger brothers and sisters waved paper flags from their parents' shoulders.",
          "Every summer school student received a certificate, and each class shared something it had learned: a poem by Tsegaye Gebre-Medhin, a song about the fidel, and a short play about market day in Addis Ababa. Many parents told us it was the first time they had heard their children speak Amharic in front of a crowd.",
          "We also honoured 34 young people from our community who finished high school or college this year, among them two nurses, an engineer and a future teacher who promises to come back and teach at the summer school. Congratulations to every graduate, and thank you to the families, teachers and volunteers who walked with them.",
        ],
      },
      am: {
        title: "ኩሩ ወላጆች፣ ደስተኛ ተመራቂዎች፦ የ2026 የምረቃ ሥነ ሥርዓታችን",
        excerpt: "የክረምት ትምህርት ቤቱ ተማሪዎች በአማርኛ ጮክ ብለው አነበቡ፤ ከማኅበረሰባችን የተገኙ 34 የሁለተኛ ደረጃና የኮሌጅ ተመራቂዎችም በእልልታ ታጅበው መድረኩን ተሻገሩ።",
        author: "ትዕግሥት አስፋው",
        body: [
          "ሥነ ሥርዓቱ ከመጀመሩ ብዙ ቀደም ብሎ አዳራሹ ሞልቶ ነበር። አያቶች ምርጥ ነጠላቸውን ለብሰው በፊት ረድፍ ተቀምጠው ነበር፤ ታናናሽ ወንድሞችና እህቶችም በወላጆቻቸው ትከሻ ላይ ሆነው የወረቀት ሰንደቅ ዓላማዎችን ያውለበልቡ ነበር።",
          "እያንዳንዱ የክረምት ትምህርት ቤት ተማሪ የምስክር ወረቀት ተቀብሏል፤ እያንዳንዱ ክፍልም የተማረውን አካፍሏል፦ የጸጋዬ ገብረ መድኅን ግጥም፣ ስለ ፊደል የሚያወሳ መዝሙርና በአዲስ አበባ የገበያ ቀንን የሚያሳይ አጭር ተውኔት። ብዙ ወላጆች ልጆቻቸው በሕዝብ ፊት አማርኛ ሲናገሩ ሲሰሙ የመጀመሪያቸው እንደሆነ ነግረውናል።",
          "በተጨማሪም በዚህ ዓመት የሁለተኛ ደረጃ ወይም የኮሌጅ ትምህርታቸውን ያጠናቀቁ 34 የማኅበረሰባችን ወጣቶችን አክብረናል፤ ከእነርሱም መካከል ሁለት ነርሶች፣ አንድ መሐንዲስና ተመልሳ በክረምት ትምህርት ቤቱ ለማስተማር ቃል የገባች የወደፊት መምህርት ይገኙበታል። ለእያንዳንዱ ተመራቂ እንኳን ደስ አለዎት እንላለን፤ ከእነርሱ ጋር ለተጓዙ ቤተሰቦች፣ መምህራንና በጎ ፈቃደኞችም ምስጋናችን ይድረስ።",
        ],
      },
    },
  },
  {
    slug: "volunteer-spotlight-tsehay-mekonnen",
    category: "community",
    date: "2026-03-12",
    text: {
      en: {
        title: "Volunteer spotlight: Tsehay Mekonnen, teaching since the very first class",
        excerpt: "When a handful of families started meeting in 2007, Tsehay brought a chalkboard and a box of fidel cards. She has been teaching ever since.",
        author: "Bethlehem Girma",
        body: [
          "Tsehay Mekonnen taught primary school in Dessie for twenty years before she moved to Portland. When a handful of families began meeting in a church basement in 2007 to teach their children Amharic, she arrived with a chalkboard and a box of hand-drawn fidel cards.",
          "She still uses some of those cards. “Children learn a language when they love the person teaching it,” she says. “So first I make them laugh, then we read.” Many of her first students are now parents themselves, and some have brought their own children to her class.",
          "This year Tsehay is training the next generation of volunteer teachers. If you would like to learn from her, come to our next volunteer teacher training day, or write to us to find out how you can help.",
        ],
      },
      am: {
        title: "የበጎ ፈቃደኛ ትኩረት፦ ከመጀመሪያው ክፍል ጀምሮ ያስተማሩት ወይዘሮ ፀሐይ መኮንን",
        excerpt: "በ2007 ጥቂት ቤተሰቦች መገናኘት ሲጀምሩ ወይዘሮ ፀሐይ ጥቁር ሰሌዳና የፊደል ካርዶች የያዘ ሳጥን ይዘው መጡ። ከዚያን ጊዜ ጀምሮ እያስተማሩ ነው።",
        author: "ቤተልሔም ግርማ",
        body: [
          "ወይዘሮ ፀሐይ መኮንን ወደ ፖርትላንድ ከመምጣታቸው በፊት በደሴ ለሃያ ዓመታት የአንደኛ ደረጃ ትምህርት ቤት መምህርት ነበሩ። በ2007 ጥቂት ቤተሰቦች ልጆቻቸውን አማርኛ ለማስተማር በአንድ ቤተ ክርስቲያን ምድር ቤት መገናኘት ሲጀምሩ፣ ጥቁር ሰሌዳና በእጅ የተሳሉ የፊደል ካርዶች የያዘ ሳጥን ይዘው መጡ።",
          "ከእነዚያ ካርዶች አንዳንዶቹን ዛሬም ይጠቀሙባቸዋል። «ልጆች ቋንቋን የሚማሩት የሚያስተምራቸውን ሰው ሲወዱ ነው» ይላሉ። «ስለዚህ መጀመሪያ አስቃቸዋለሁ፤ ከዚያ እናነባለን።» ብዙዎቹ የመጀመሪያ ተማሪዎቻቸው ዛሬ ራሳቸው ወላጆች ሆነዋል፤ አንዳንዶቹም ልጆቻቸውን ወደ እርሳቸው ክፍል አምጥተዋል።",
          "በዚህ ዓመት ወይዘሮ ፀሐይ ቀጣዩን ትውልድ በጎ ፈቃደኛ መምህራን እያሠለጠኑ ነው። ከእርሳቸው መማር ከፈለጉ ወደ ቀጣዩ የበጎ ፈቃደኛ መምህራን የስልጠና ቀናችን ይምጡ፤ ወይም እንዴት ማገዝ እንደሚችሉ ለማወቅ ይጻፉልን።",
        ],
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------------
// Text of the pages around the articles.

export interface NewsPageText {
  intro: string;
  categoryLabels: Record<NewsCategory, string>;
  featuredHeading: string;
  moreHeading: string;
  readFull: string;
  readMore: string;
  /** "{author}" is replaced by the author's name. */
  byline: string;
  categoriesHeading: string;
  categoriesIntro: string;
  /** "{count}" is replaced by the formatted number. */
  articleCount: { one: string; other: string };
  stayHeading: string;
  stayText: string;
  subscribe: string;
  follow: string;
}

export interface ArticlePageText {
  back: string;
  /** "{author}" is replaced by the author's name. */
  byline: string;
  labels: { category: string; published: string; author: string };
  moreHeading: string;
  readMore: string;
  newsletter: { heading: string; text: string; cta: string };
}

const newsText: Localized<NewsPageText & { article: ArticlePageText }> = {
  en: {
    intro: "Stories from the summer school, our celebrations and the families who make this community what it is.",
    categoryLabels: { education: "Education", community: "Community", events: "Events", announcements: "Announcements" },
    featuredHeading: "Featured story",
    moreHeading: "More news",
    readFull: "Read Full Article",
    readMore: "Read More",
    byline: "By {author}",
    categoriesHeading: "News Categories",
    categoriesIntro: "What we write about, and how many stories each topic has so far.",
    articleCount: { one: "{count} article", other: "{count} articles" },
    stayHeading: "Stay Informed",
    stayText: "Get our monthly newsletter with news, event dates and stories from the school, or follow us for photos and updates.",
    subscribe: "Subscribe to Newsletter",
    follow: "Follow on Social Media",
    article: {
      back: "Back to News",
      byline: "By {author}",
      labels: { category: "Category", published: "Published", author: "Written by" },
      moreHeading: "More news",
      readMore: "Read More",
      newsletter: {
        heading: "Get stories like this by e-mail",
        text: "One short newsletter a month: news from the school, event dates and ways to help.",
        cta: "Subscribe to Newsletter",
      },
    },
  },
  am: {
    intro: "ከክረምት ትምህርት ቤቱ፣ ከበዓሎቻችንና ይህን ማኅበረሰብ ከሚገነቡት ቤተሰቦች የተገኙ ታሪኮች።",
    categoryLabels: { education: "ትምህርት", community: "ማኅበረሰብ", events: "ዝግጅቶች", announcements: "ማስታወቂያዎች" },
    featuredHeading: "ዋና ታሪክ",
    moreHeading: "ተጨማሪ ዜናዎች",
    readFull: "ሙሉውን ጽሑፍ ያንብቡ",
    readMore: "ተጨማሪ ያንብቡ",
    byline: "ጸሐፊ፦ {author}",
    categoriesHeading: "የዜና ምድቦች",
    categoriesIntro: "የምንጽፍባቸው ርዕሰ ጉዳዮችና እስካሁን በእያንዳንዳቸው ያሉ ጽሑፎች ብዛት።",
    articleCount: { one: "{count} ጽሑፍ", other: "{count} ጽሑፎች" },
    stayHeading: "ወቅታዊ መረጃ ያግኙ",
    stayText: "ዜናዎችን፣ የዝግጅት ቀኖችንና ከትምህርት ቤቱ የተገኙ ታሪኮችን የያዘውን ወርሃዊ ጋዜጣችንን ይቀበሉ፤ ወይም ፎቶዎችንና ወቅታዊ መረጃዎችን ለማግኘት ይከተሉን።",
    subscribe: "ለጋዜጣችን ይመዝገቡ",
    follow: "በማኅበራዊ ሚዲያ ይከተሉን",
    article: {
      back: "ወደ ዜና ይመለሱ",
      byline: "ጸሐፊ፦ {author}",
      labels: { category: "ምድብ", published: "የወጣበት ቀን", author: "ጸሐፊ" },
      moreHeading: "ተጨማሪ ዜናዎች",
      readMore: "ተጨማሪ ያንብቡ",
      newsletter: {
        heading: "እንደዚህ ያሉ ታሪኮችን በኢሜይል ያግኙ",
        text: "በወር አንድ አጭር ጋዜጣ፦ ከትምህርት ቤቱ የተገኙ ዜናዎች፣ የዝግጅት ቀኖችና የሚያግዙባቸው መንገዶች።",
        cta: "ለጋዜጣችን ይመዝገቡ",
      },
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// Access, newest first. Loaders call these, so only one language reaches a page.

const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));

function summaryOf(article: NewsArticle, lang: Lang): ArticleSummary {
  const { title, excerpt, author } = article.text[lang];
  return {
    slug: article.slug,
    category: article.category,
    categoryLabel: newsText[lang].categoryLabels[article.category],
    date: article.date,
    dateLabel: formatDate(article.date, lang),
    title,
    excerpt,
    author,
  };
}

export interface NewsPageContent {
  text: NewsPageText;
  featured: ArticleSummary;
  others: ArticleSummary[];
  categories: { key: NewsCategory; label: string; countLabel: string }[];
}

function newsPageIn(lang: Lang): NewsPageContent {
  const { article: _article, ...text } = newsText[lang];
  const featured = newestFirst.find((article) => article.featured) ?? newestFirst[0]!;
  return {
    text,
    featured: summaryOf(featured, lang),
    others: newestFirst.filter((article) => article !== featured).map((article) => summaryOf(article, lang)),
    categories: newsCategories.map((key) => {
      const count = articles.filter((article) => article.category === key).length;
      return {
        key,
        label: text.categoryLabels[key],
        countLabel: (count === 1 ? text.articleCount.one : text.articleCount.other).replace("{count}", formatNumber(count, lang)),
      };
    }),
  };
}

/** The content of /news, for loadPage. */
export const newsPage: Localized<NewsPageContent> = { en: newsPageIn("en"), am: newsPageIn("am") };

export interface ArticlePageContent {
  article: ArticleInLanguage;
  more: ArticleSummary[];
  text: ArticlePageText;
}

/** One article in one language, with two other recent articles; undefined for an unknown slug. */
export function articlePage(slug: string | undefined, lang: Lang): ArticlePageContent | undefined {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) return undefined;
  return {
    article: { ...summaryOf(article, lang), body: article.text[lang].body },
    more: newestFirst
      .filter((other) => other !== article)
      .slice(0, 2)
      .map((other) => summaryOf(other, lang)),
    text: newsText[lang].article,
  };
}

/** The slug of every article, for prerendering. */
export function newsSlugs(): string[] {
  return articles.map((article) => article.slug);
}

/** Every article's URL in both languages. */
export function newsArticlePaths(): string[] {
  return newsSlugs().flatMap((slug) => languages.map((lang) => localizePath(`/news/${slug}`, lang)));
}
