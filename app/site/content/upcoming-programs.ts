import type { Localized } from "#app/i18n/language.ts";
import type { comingSoonPrograms } from "#app/site/navigation.ts";

/** The programs that are not running yet; each has its own page, built by one component. */
export type UpcomingProgramKey = (typeof comingSoonPrograms)[number];

export interface UpcomingProgram {
  /** One line, shown on the program's card on /programs. */
  summary: string;
  /** The introduction under the page's title. */
  intro: string;
  /** Why the community needs it. */
  need: string[];
  /** What it will offer. */
  plans: { title: string; text: string }[];
  /** How far the preparation has come. */
  status: string;
  /** The people and partners it is waiting for. */
  helpers: string[];
}

/** Headings and calls to action shared by every upcoming program's page. */
export interface UpcomingProgramsCommon {
  needHeading: string;
  plansHeading: string;
  statusHeading: string;
  helpersHeading: string;
  help: {
    heading: string;
    intro: string;
    volunteer: { title: string; text: string };
    contact: { title: string; text: string };
    donate: { title: string; text: string };
  };
  meanwhile: { heading: string; text: string; action: string };
}

export interface UpcomingProgramPage {
  program: UpcomingProgram;
  common: UpcomingProgramsCommon;
}

export const upcomingPrograms: Record<UpcomingProgramKey, Localized<UpcomingProgram>> = {
  health: {
    en: {
      summary: "Health screenings, help with clinics and insurance, and health education in Amharic.",
      intro:
        "A program to help families stay healthy: screenings at community events, help finding a clinic and understanding insurance, and health information in Amharic.",
      need: [
        "Many of our families, especially elders and newcomers, find it hard to use the health system in a second language. Appointments are missed, medicine instructions are misunderstood, and conditions like diabetes and high blood pressure go unnoticed.",
        "A free professional interpreter is every patient's right, but many families do not know they can ask for one.",
      ],
      plans: [
        {
          title: "Health screenings",
          text: "Blood pressure, blood sugar and eye checks at our celebrations and community gatherings, by nurses from our community.",
        },
        {
          title: "Help with clinics and insurance",
          text: "One-to-one help in Amharic to find a doctor, apply for public health coverage and prepare for an appointment.",
        },
        {
          title: "Health talks in Amharic",
          text: "Short talks on nutrition, diabetes, mental health and caring for a newborn, with plenty of time for questions.",
        },
        {
          title: "Knowing your rights",
          text: "How to ask for a free interpreter, and what to do when something goes wrong with your care.",
        },
      ],
      status:
        "A planning group of nurses, a family doctor and a pharmacist from our community meets every month to shape the program. We plan to begin with screenings at our annual celebrations.",
      helpers: [
        "Nurses, doctors, pharmacists and public-health students",
        "Bilingual volunteers who can explain forms and call clinics with a family",
        "Clinics and health organisations that would like to partner with us",
      ],
    },
    am: {
      summary: "የጤና ምርመራ፣ ክሊኒኮችንና የጤና መድንን ለመጠቀም የሚያግዝ ድጋፍና የጤና ትምህርት በአማርኛ።",
      intro: "ቤተሰቦች ጤናማ ሆነው እንዲኖሩ የሚያግዝ ፕሮግራም፦ በማኅበረሰብ ዝግጅቶች ላይ የጤና ምርመራ፣ ክሊኒክ ለማግኘትና የጤና መድንን ለመረዳት የሚያስፈልግ እገዛ፣ እንዲሁም የጤና መረጃ በአማርኛ።",
      need: [
        "ብዙ ቤተሰቦቻችን፣ በተለይም አረጋውያንና አዲስ መጤዎች፣ የጤና አገልግሎቱን በሁለተኛ ቋንቋ ለመጠቀም ይቸገራሉ። ቀጠሮዎች ያመልጣሉ፣ የመድኃኒት መመሪያዎች በትክክል አይገቡም፣ እንደ ስኳርና የደም ግፊት ያሉ በሽታዎችም ሳይታወቁ ይቆያሉ።",
        "ነጻ የባለሙያ አስተርጓሚ ማግኘት የእያንዳንዱ ታካሚ መብት ቢሆንም ብዙ ቤተሰቦች መጠየቅ እንደሚችሉ አያውቁም።",
      ],
      plans: [
        {
          title: "የጤና ምርመራ",
          text: "በበዓሎቻችንና በማኅበረሰብ ስብሰባዎች ላይ ከማኅበረሰባችን በተውጣጡ ነርሶች የሚደረግ የደም ግፊት፣ የስኳርና የዓይን ምርመራ።",
        },
        {
          title: "የክሊኒክና የጤና መድን እገዛ",
          text: "ሐኪም ለማግኘት፣ ለመንግሥት የጤና መድን ለማመልከትና ለቀጠሮ ለመዘጋጀት በአማርኛ የሚሰጥ የግል እገዛ።",
        },
        {
          title: "የጤና ገለጻዎች በአማርኛ",
          text: "ስለ አመጋገብ፣ ስለ ስኳር በሽታ፣ ስለ አእምሮ ጤናና ስለ አራስ ልጅ እንክብካቤ አጫጭር ገለጻዎች፣ ለጥያቄዎች በቂ ጊዜ ተሰጥቶ።",
        },
        {
          title: "መብትዎን ማወቅ",
          text: "ነጻ አስተርጓሚ እንዴት እንደሚጠይቁና በሕክምናዎ ላይ ችግር ሲያጋጥም ምን ማድረግ እንዳለብዎ።",
        },
      ],
      status: "ከማኅበረሰባችን የተውጣጡ ነርሶች፣ የቤተሰብ ሐኪምና የመድኃኒት ባለሙያ ያሉበት የዕቅድ ቡድን ፕሮግራሙን ለመቅረጽ በየወሩ ይሰበሰባል። በዓመታዊ በዓሎቻችን ላይ በሚደረግ የጤና ምርመራ ለመጀመር አቅደናል።",
      helpers: [
        "ነርሶች፣ ሐኪሞች፣ የመድኃኒት ባለሙያዎችና የሕዝብ ጤና ተማሪዎች",
        "ቅጾችን ማስረዳትና ከቤተሰብ ጋር ሆነው ወደ ክሊኒክ መደወል የሚችሉ ሁለት ቋንቋ ተናጋሪ በጎ ፈቃደኞች",
        "ከእኛ ጋር በአጋርነት መሥራት የሚፈልጉ ክሊኒኮችና የጤና ድርጅቶች",
      ],
    },
  },
  housing: {
    en: {
      summary: "Help finding and keeping a home: renters' rights, applications and first-time buyers.",
      intro: "A program to help families find a home, keep it, and one day own one, in a region where housing is hard to afford.",
      need: [
        "Rents in Portland and Vancouver keep rising. Families tell us about applications they could not understand, deposits that were never returned and notices they did not know how to answer.",
        "Many dream of buying a home but do not know where to start, or whom to trust.",
      ],
      plans: [
        {
          title: "Renters' rights in Amharic",
          text: "Plain-language workshops on leases, deposits, repairs and notices, run with local tenant organisations.",
        },
        {
          title: "Help with applications",
          text: "Volunteers who sit with you to fill in rental and housing-assistance applications and gather the papers you need.",
        },
        {
          title: "First-time buyers' circle",
          text: "A group that learns together about saving, credit and home-buying programs, with advisers you can trust.",
        },
        {
          title: "Help in an emergency",
          text: "Quick referrals to rent assistance and emergency shelter when a family is at risk of losing its home.",
        },
      ],
      status: "We are talking with tenant organisations and housing counsellors in Portland and Vancouver about running our first workshops together.",
      helpers: [
        "Housing counsellors, real-estate agents and lenders",
        "Lawyers and law students who know landlord and tenant law",
        "Volunteers who can help families with forms",
      ],
    },
    am: {
      summary: "ቤት ለማግኘትና ለማቆየት የሚያግዝ፦ የተከራይ መብቶች፣ ማመልከቻዎችና የመጀመሪያ ቤት ገዢዎች።",
      intro: "የቤት ዋጋ ከአቅም በላይ በሆነበት አካባቢ ቤተሰቦች ቤት እንዲያገኙ፣ እንዲያቆዩና አንድ ቀንም የራሳቸው ቤት ባለቤት እንዲሆኑ የሚያግዝ ፕሮግራም።",
      need: [
        "በፖርትላንድና በቫንኩቨር የቤት ኪራይ እየጨመረ ነው። ቤተሰቦች ያልገቧቸውን ማመልከቻዎች፣ ያልተመለሰላቸውን የማስያዣ ገንዘብና እንዴት ምላሽ መስጠት እንዳለባቸው ያላወቋቸውን ማስጠንቀቂያዎች ይነግሩናል።",
        "ብዙዎች ቤት የመግዛት ሕልም ቢኖራቸውም ከየት እንደሚጀምሩ ወይም ማንን እንደሚያምኑ አያውቁም።",
      ],
      plans: [
        {
          title: "የተከራይ መብቶች በአማርኛ",
          text: "ከአካባቢው የተከራዮች ድርጅቶች ጋር ስለ ኪራይ ውል፣ ስለ ማስያዣ ገንዘብ፣ ስለ ጥገናና ስለ ማስጠንቀቂያዎች በቀላል ቋንቋ የሚሰጡ አውደ ጥናቶች።",
        },
        {
          title: "የማመልከቻ እገዛ",
          text: "የኪራይና የቤት ድጋፍ ማመልከቻዎችን ከእርስዎ ጋር ተቀምጠው የሚሞሉና የሚያስፈልጉ ሰነዶችን እንዲያሰባስቡ የሚያግዙ በጎ ፈቃደኞች።",
        },
        {
          title: "የመጀመሪያ ቤት ገዢዎች ክበብ",
          text: "ሊያምኗቸው ከሚችሉ አማካሪዎች ጋር ስለ ቁጠባ፣ ስለ ብድር ታሪክና ስለ ቤት መግዣ ፕሮግራሞች በጋራ የሚማር ቡድን።",
        },
        {
          title: "የአስቸኳይ ጊዜ እገዛ",
          text: "አንድ ቤተሰብ ቤቱን የማጣት አደጋ ሲያጋጥመው ከኪራይ ድጋፍና ከጊዜያዊ መጠለያ ጋር በፍጥነት ማገናኘት።",
        },
      ],
      status: "የመጀመሪያዎቹን አውደ ጥናቶች በጋራ ለማካሄድ በፖርትላንድና በቫንኩቨር ካሉ የተከራዮች ድርጅቶችና የቤት ጉዳይ አማካሪዎች ጋር እየተነጋገርን ነው።",
      helpers: ["የቤት ጉዳይ አማካሪዎች፣ የቤት ሽያጭ ወኪሎችና አበዳሪዎች", "የአከራይና የተከራይ ሕግን የሚያውቁ ጠበቆችና የሕግ ተማሪዎች", "ቤተሰቦችን በቅጾች ማገዝ የሚችሉ በጎ ፈቃደኞች"],
    },
  },
  seniors: {
    en: {
      summary: "Company, care and support for our elders: gatherings, visits and help with services.",
      intro:
        "A program for our elders, the keepers of our language and stories: regular gatherings, home visits and help with the services they are entitled to.",
      need: [
        "Many of our parents and grandparents came here late in life to be near their children. Far from old friends and without English, they can spend long days alone while the family is at work and at school.",
        "Letters about health coverage and benefits are hard to follow, even for their children.",
      ],
      plans: [
        {
          title: "Weekly gatherings",
          text: "Coffee, conversation, the news read aloud in Amharic and gentle exercise, in a warm room that is easy to reach.",
        },
        {
          title: "Visits and calls",
          text: "Volunteers who visit elders who cannot go out, and a friendly phone call every week.",
        },
        {
          title: "Help with benefits",
          text: "Help in Amharic with health coverage, retirement benefits, appointments and letters.",
        },
        {
          title: "Generations together",
          text: "Elders visit the summer school to tell stories and teach songs and proverbs to the children.",
        },
      ],
      status:
        "Elders already join us at our celebrations and visit the summer school. We are looking for a daytime room near public transport to begin weekly gatherings.",
      helpers: [
        "Volunteers who can visit or call an elder each week",
        "Drivers who can bring elders to gatherings",
        "Social workers and people who know benefit programs",
      ],
    },
    am: {
      summary: "ለአረጋውያን ወገኖቻችን ጓደኝነት፣ እንክብካቤና ድጋፍ፦ ስብሰባዎች፣ ጉብኝቶችና የአገልግሎት እገዛ።",
      intro: "የቋንቋችንና የታሪኮቻችን ጠባቂዎች ለሆኑት አረጋውያን ወገኖቻችን የሚሆን ፕሮግራም፦ መደበኛ ስብሰባዎች፣ የቤት ጉብኝቶችና የሚገባቸውን አገልግሎቶች እንዲያገኙ እገዛ።",
      need: [
        "ብዙ ወላጆቻችንና አያቶቻችን ከልጆቻቸው አጠገብ ለመሆን በዕድሜ ከገፉ በኋላ ወደዚህ መጥተዋል። ከቀድሞ ጓደኞቻቸው ርቀውና እንግሊዝኛ ሳይችሉ ቤተሰቡ ወደ ሥራና ወደ ትምህርት ቤት በሚሄድበት ጊዜ ረጅም ቀናትን ብቻቸውን ያሳልፋሉ።",
        "ስለ ጤና መድንና ስለ ጥቅማ ጥቅሞች የሚመጡ ደብዳቤዎች ለልጆቻቸውም እንኳ ለመረዳት አስቸጋሪ ናቸው።",
      ],
      plans: [
        {
          title: "ሳምንታዊ ስብሰባዎች",
          text: "በቀላሉ ሊደረስበት በሚችል ሞቅ ያለ ክፍል ውስጥ ቡና፣ ጨዋታ፣ በአማርኛ ጮክ ተብሎ የሚነበብ ዜናና ቀላል የአካል እንቅስቃሴ።",
        },
        {
          title: "ጉብኝቶችና የስልክ ጥሪዎች",
          text: "ከቤት መውጣት የማይችሉ አረጋውያንን የሚጎበኙ በጎ ፈቃደኞችና በየሳምንቱ የሚደረግ የጥየቃ ስልክ ጥሪ።",
        },
        {
          title: "የጥቅማ ጥቅም እገዛ",
          text: "በጤና መድን፣ በጡረታ ጥቅማ ጥቅሞች፣ በቀጠሮዎችና በደብዳቤዎች ጉዳይ በአማርኛ የሚሰጥ እገዛ።",
        },
        {
          title: "ትውልዶች በአንድነት",
          text: "አረጋውያን የክረምት ትምህርት ቤቱን እየጎበኙ ለልጆቹ ተረት ይነግራሉ፣ መዝሙሮችንና ምሳሌያዊ አነጋገሮችን ያስተምራሉ።",
        },
      ],
      status: "አረጋውያን አሁንም በበዓሎቻችን ላይ ይገኛሉ፣ የክረምት ትምህርት ቤቱንም ይጎበኛሉ። ሳምንታዊ ስብሰባዎችን ለመጀመር ለሕዝብ ማመላለሻ ቅርብ የሆነ የቀን መሰብሰቢያ ክፍል እየፈለግን ነው።",
      helpers: ["በየሳምንቱ አንድን አረጋዊ መጎብኘት ወይም መደወል የሚችሉ በጎ ፈቃደኞች", "አረጋውያንን ወደ ስብሰባዎች ማምጣት የሚችሉ አሽከርካሪዎች", "የማኅበራዊ ጉዳይ ባለሙያዎችና የጥቅማ ጥቅም ፕሮግራሞችን የሚያውቁ ሰዎች"],
    },
  },
  women: {
    en: {
      summary: "Mentoring, skills and a circle of support for Ethiopian women and mothers.",
      intro: "A program by and for Ethiopian women: a circle of support, mentoring, and practical skills for work, business and family life.",
      need: [
        "Women hold our families and our community together, often while working long hours and caring for children and parents at the same time.",
        "Many bring skills and ambitions from home that they have had little chance to develop here.",
      ],
      plans: [
        {
          title: "Women's circle",
          text: "A monthly gathering to share experiences and support one another, with childcare provided.",
        },
        {
          title: "Mentoring",
          text: "Pairs of women, one with experience in a career or business, meeting regularly over a year.",
        },
        {
          title: "Skills workshops",
          text: "English conversation, computer skills, starting a small business and managing money.",
        },
        {
          title: "Support for new mothers",
          text: "Visits and advice for women expecting or caring for a new baby far from their own mothers.",
        },
      ],
      status: "A group of women volunteers has begun meeting to plan the first circle, and we are looking for mentors for the first participants.",
      helpers: [
        "Women who can mentor others in their field or business",
        "Trainers for computer, English and business workshops",
        "Childcare volunteers for the gatherings",
      ],
    },
    am: {
      summary: "ለኢትዮጵያውያን ሴቶችና እናቶች የምክር፣ የክህሎትና የድጋፍ ክበብ።",
      intro: "በኢትዮጵያውያን ሴቶች ለኢትዮጵያውያን ሴቶች የሚዘጋጅ ፕሮግራም፦ የድጋፍ ክበብ፣ የምክር አገልግሎትና ለሥራ፣ ለንግድና ለቤተሰብ ሕይወት የሚጠቅሙ ክህሎቶች።",
      need: [
        "ሴቶች ብዙ ጊዜ ረጅም ሰዓት እየሠሩ፣ በዚያው ልክ ልጆችንና ወላጆችን እየተንከባከቡ ቤተሰቦቻችንንና ማኅበረሰባችንን አንድ አድርገው ይይዛሉ።",
        "ብዙዎች ከአገር ቤት ይዘው የመጡትን ችሎታና ምኞት እዚህ ለማሳደግ ብዙም ዕድል አላገኙም።",
      ],
      plans: [
        {
          title: "የሴቶች ክበብ",
          text: "ልምድ ለመለዋወጥና እርስ በርስ ለመደጋገፍ በየወሩ የሚደረግ ስብሰባ፤ የሕፃናት እንክብካቤ ይቀርባል።",
        },
        {
          title: "የምክር አጋርነት",
          text: "ሁለት ሴቶች ጥንድ ሆነው ለአንድ ዓመት በየጊዜው ይገናኛሉ፤ ከሁለቱ አንዷ በሙያ ወይም በንግድ ልምድ ያላት ናት።",
        },
        {
          title: "የክህሎት አውደ ጥናቶች",
          text: "የእንግሊዝኛ ንግግር፣ የኮምፒውተር ክህሎት፣ አነስተኛ ንግድ መጀመርና የገንዘብ አያያዝ።",
        },
        {
          title: "ለነፍሰ ጡርና ለአራስ እናቶች ድጋፍ",
          text: "ከገዛ እናቶቻቸው ርቀው ልጅ ለሚጠብቁ ወይም አዲስ ልጅ ለሚንከባከቡ ሴቶች ጉብኝትና ምክር።",
        },
      ],
      status: "የሴት በጎ ፈቃደኞች ቡድን የመጀመሪያውን ክበብ ለማቀድ መሰብሰብ ጀምሯል፤ ለመጀመሪያዎቹ ተሳታፊዎችም አማካሪዎችን እየፈለግን ነው።",
      helpers: ["በሙያቸው ወይም በንግዳቸው ሌሎችን ማማከር የሚችሉ ሴቶች", "ለኮምፒውተር፣ ለእንግሊዝኛና ለንግድ አውደ ጥናቶች አሠልጣኞች", "በስብሰባዎቹ ወቅት ሕፃናትን መንከባከብ የሚችሉ በጎ ፈቃደኞች"],
    },
  },
  sports: {
    en: {
      summary: "Football, running and team sports for young people and families.",
      intro: "A program that brings young people and families together through sport: football, running and games, with coaches who are also role models.",
      need: [
        "Sport is one of the best ways for young people to make friends, stay healthy and build confidence.",
        "Club fees, equipment and travel put many teams out of reach for our families, and our young people have long asked for a place to play together.",
      ],
      plans: [
        {
          title: "Youth football",
          text: "Weekly practice and friendly matches for girls and boys, in age groups.",
        },
        {
          title: "Community running club",
          text: "Weekend runs for all ages and speeds, inspired by Ethiopia's great long-distance runners.",
        },
        {
          title: "Family sports days",
          text: "Races, games and a picnic for the whole family, from toddlers to grandparents.",
        },
        {
          title: "Coaching with care",
          text: "Coaches trained in youth safety, who care about school work as much as goals.",
        },
      ],
      status: "We are looking for fields, a gym and volunteer coaches so that the first youth football season can begin.",
      helpers: [
        "Coaches and referees, and women to coach the girls' teams",
        "Parks, schools and clubs that can share a field or a gym",
        "Sponsors for balls, jerseys and league fees",
      ],
    },
    am: {
      summary: "ለወጣቶችና ለቤተሰቦች የእግር ኳስ፣ የሩጫና የቡድን ስፖርቶች።",
      intro: "ወጣቶችንና ቤተሰቦችን በስፖርት የሚያሰባስብ ፕሮግራም፦ እግር ኳስ፣ ሩጫና ጨዋታዎች፣ አርአያ ከሚሆኑ አሠልጣኞች ጋር።",
      need: [
        "ስፖርት ወጣቶች ጓደኛ የሚያፈሩበት፣ ጤናቸውን የሚጠብቁበትና በራስ መተማመናቸውን የሚገነቡበት ከሁሉ የተሻለ መንገድ ነው።",
        "የክለብ ክፍያ፣ የመሣሪያና የጉዞ ወጪ ብዙ ቡድኖችን ከቤተሰቦቻችን አቅም በላይ ያደርጋቸዋል፤ ወጣቶቻችንም አብረው የሚጫወቱበት ቦታ እንዲኖር ለረጅም ጊዜ ሲጠይቁ ቆይተዋል።",
      ],
      plans: [
        {
          title: "የወጣቶች እግር ኳስ",
          text: "ለሴትና ለወንድ ልጆች በዕድሜ ምድብ ሳምንታዊ ልምምድና የወዳጅነት ጨዋታዎች።",
        },
        {
          title: "የማኅበረሰብ የሩጫ ክበብ",
          text: "በኢትዮጵያ ታላላቅ የረጅም ርቀት ሯጮች ተመስጦ ለሁሉም ዕድሜና ፍጥነት የሚሆን የሳምንት መጨረሻ ሩጫ።",
        },
        {
          title: "የቤተሰብ የስፖርት ቀናት",
          text: "ከሕፃናት እስከ አያቶች ለመላው ቤተሰብ ውድድሮች፣ ጨዋታዎችና ሽርሽር።",
        },
        {
          title: "በእንክብካቤ የሚያሠለጥኑ አሠልጣኞች",
          text: "በወጣቶች ደኅንነት የሠለጠኑና ለግብ የሚሰጡትን ያህል ትኩረት ለትምህርት ቤት ሥራም የሚሰጡ አሠልጣኞች።",
        },
      ],
      status: "የመጀመሪያው የወጣቶች እግር ኳስ የውድድር ዘመን እንዲጀመር ሜዳዎችን፣ የስፖርት አዳራሽንና በጎ ፈቃደኛ አሠልጣኞችን እየፈለግን ነው።",
      helpers: ["አሠልጣኞችና ዳኞች፣ እንዲሁም የሴት ልጆችን ቡድኖች የሚያሠለጥኑ ሴቶች", "ሜዳ ወይም የስፖርት አዳራሽ ማጋራት የሚችሉ መናፈሻዎች፣ ትምህርት ቤቶችና ክለቦች", "ለኳሶች፣ ለማሊያዎችና ለውድድር ክፍያዎች ስፖንሰሮች"],
    },
  },
};

export const upcomingProgramsCommon: Localized<UpcomingProgramsCommon> = {
  en: {
    needHeading: "Why this program",
    plansHeading: "What the program will offer",
    statusHeading: "Where things stand",
    helpersHeading: "Who we are looking for",
    help: {
      heading: "How you can help",
      intro: "This program will open when enough people are ready to carry it. You can help it happen sooner.",
      volunteer: {
        title: "Volunteer",
        text: "Give a few hours of your time and your skills. Tell us which program you would like to help with.",
      },
      contact: {
        title: "Share an idea or a partnership",
        text: "Would your organisation like to work with us, or do you know of a need we should hear about? We would love to talk.",
      },
      donate: {
        title: "Give",
        text: "Gifts help us launch new programs. In your message, tell us which program you would like to support.",
      },
    },
    meanwhile: {
      heading: "Running today: our education program",
      text: "While this program is being prepared, our Amharic Heritage Summer School is open five days a week.",
      action: "About the education program",
    },
  },
  am: {
    needHeading: "ይህ ፕሮግራም ለምን ያስፈልጋል",
    plansHeading: "ፕሮግራሙ የሚያቀርበው",
    statusHeading: "አሁን ያለበት ደረጃ",
    helpersHeading: "የምንፈልጋቸው ሰዎች",
    help: {
      heading: "እንዴት ማገዝ ይችላሉ",
      intro: "ይህ ፕሮግራም የሚከፈተው ሊሸከሙት የተዘጋጁ በቂ ሰዎች ሲገኙ ነው። ቶሎ እንዲጀመር እርስዎም ማገዝ ይችላሉ።",
      volunteer: {
        title: "በጎ ፈቃደኛ ይሁኑ",
        text: "ጥቂት ሰዓታትዎንና ችሎታዎን ያበርክቱ። የትኛውን ፕሮግራም ማገዝ እንደሚፈልጉ ይንገሩን።",
      },
      contact: {
        title: "ሐሳብ ወይም አጋርነት ያካፍሉን",
        text: "ድርጅትዎ ከእኛ ጋር መሥራት ይፈልጋል? ወይስ ልንሰማው የሚገባ ፍላጎት ያውቃሉ? ብንነጋገር ደስ ይለናል።",
      },
      donate: {
        title: "ይለግሱ",
        text: "ስጦታዎች አዳዲስ ፕሮግራሞችን ለመጀመር ያግዙናል። በመልእክትዎ ውስጥ የትኛውን ፕሮግራም መደገፍ እንደሚፈልጉ ይንገሩን።",
      },
    },
    meanwhile: {
      heading: "ዛሬ እየተካሄደ ያለው፦ የትምህርት ፕሮግራማችን",
      text: "ይህ ፕሮግራም እየተዘጋጀ ባለበት ጊዜ የአማርኛ ቅርስ የክረምት ትምህርት ቤታችን በሳምንት አምስት ቀን ክፍት ነው።",
      action: "ስለ ትምህርት ፕሮግራሙ ያንብቡ",
    },
  },
};

/** The content of one upcoming program's page: its own text and the shared headings, per language. */
export function upcomingProgramPage(key: UpcomingProgramKey): Localized<UpcomingProgramPage> {
  const program = upcomingPrograms[key];
  return {
    en: { program: program.en, common: upcomingProgramsCommon.en },
    am: { program: program.am, common: upcomingProgramsCommon.am },
  };
}
