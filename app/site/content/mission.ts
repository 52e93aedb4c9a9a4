import type { Localized } from "#app/i18n/language.ts";
import type { ProseContent } from "#app/site/content/types.ts";

export const mission: Localized<ProseContent> = {
  en: {
    intro: "We strengthen Ethiopian families in Oregon and Southwest Washington and pass our language, culture and values on to the next generation.",
    sections: [
      {
        heading: "Why we exist",
        paragraphs: [
          "Tesfa Ethiopian Community exists so that Ethiopian families can thrive in their new home without losing the language, customs and culture they brought with them.",
          "We do this by bringing people together, by offering practical help in Amharic, and above all by teaching our children: a child who can speak with their grandparents, read the fidel and sing the songs of their parents' homeland carries our heritage forward.",
        ],
      },
      {
        heading: "What we do",
        paragraphs: ["Our work today centres on education, and it grows as the community asks for more."],
        list: [
          "We run the Amharic Heritage Summer School, where children learn to speak, read and write Amharic, five days a week.",
          "We celebrate Ethiopian New Year, Ethiopian Christmas and our graduation ceremony together, free and open to all.",
          "We offer workshops for parents and leadership training for young people.",
          "We help newcomers find their way to schools, clinics, housing and services, with explanations in Amharic.",
          "We are preparing programs for public health, housing, seniors, women and sports.",
        ],
      },
      {
        heading: "Our values",
        paragraphs: ["These values guide our board, our teachers and every volunteer who gives us their time."],
        list: [
          "Togetherness: we look after one another, as neighbours do at home.",
          "Respect: for our elders, for our teachers and for every family's story.",
          "Welcome: our doors are open to everyone, whatever their background, faith or language.",
          "Pride: in our heritage, and confidence in our future here.",
          "Trust: we are careful with every gift and accountable to the families we serve.",
        ],
      },
    ],
  },
  am: {
    intro: "በኦሪገንና በደቡብ ምዕራብ ዋሽንግተን የሚኖሩ የኢትዮጵያ ቤተሰቦችን እናጠናክራለን፤ ቋንቋችንን፣ ባህላችንንና እሴቶቻችንን ለቀጣዩ ትውልድ እናስተላልፋለን።",
    sections: [
      {
        heading: "ለምን ተቋቋምን",
        paragraphs: [
          "ተስፋ የኢትዮጵያውያን ማኅበረሰብ የተቋቋመው የኢትዮጵያ ቤተሰቦች ይዘውት የመጡትን ቋንቋ፣ ልማድና ባህል ሳያጡ በአዲሱ አገራቸው እንዲያድጉና እንዲበለጽጉ ነው።",
          "ይህንንም የምናደርገው ሰዎችን በማሰባሰብ፣ በአማርኛ ተግባራዊ እገዛ በመስጠት፣ ከሁሉም በላይ ደግሞ ልጆቻችንን በማስተማር ነው፤ ከአያቶቹ ጋር መነጋገር የሚችል፣ ፊደል የሚያነብና የወላጆቹን አገር ዘፈኖች የሚዘምር ልጅ ቅርሳችንን ወደፊት ይሸከማል።",
        ],
      },
      {
        heading: "የምንሠራው",
        paragraphs: ["ዛሬ ሥራችን በትምህርት ላይ ያተኮረ ነው፤ ማኅበረሰቡ ተጨማሪ ሲጠይቅም አብሮ ያድጋል።"],
        list: [
          "ልጆች አማርኛ መናገር፣ ማንበብና መጻፍ የሚማሩበትን የአማርኛ ቅርስ የክረምት ትምህርት ቤት በሳምንት አምስት ቀን እናካሂዳለን።",
          "የኢትዮጵያ አዲስ ዓመትን (እንቁጣጣሽ)፣ ገናንና የምረቃ ሥነ ሥርዓታችንን በአንድነት እናከብራለን፤ በዓላቱ በነጻ ለሁሉም ክፍት ናቸው።",
          "ለወላጆች አውደ ጥናቶችን፣ ለወጣቶች ደግሞ የአመራር ስልጠናን እንሰጣለን።",
          "አዲስ መጤዎች ትምህርት ቤቶችን፣ ክሊኒኮችን፣ መኖሪያ ቤትንና አገልግሎቶችን እንዲያገኙ በአማርኛ እያስረዳን እናግዛለን።",
          "የሕዝብ ጤና፣ የመኖሪያ ቤት፣ የአረጋውያን፣ የሴቶችና የስፖርት ፕሮግራሞችን እያዘጋጀን ነው።",
        ],
      },
      {
        heading: "እሴቶቻችን",
        paragraphs: ["እነዚህ እሴቶች ቦርዳችንን፣ መምህሮቻችንንና ጊዜያቸውን የሚሰጡንን በጎ ፈቃደኞች ሁሉ ይመራሉ።"],
        list: [
          "አንድነት፦ አገር ቤት ጎረቤቶች እንደሚያደርጉት እርስ በርሳችን እንተሳሰባለን።",
          "አክብሮት፦ ለአረጋውያን ወገኖቻችን፣ ለመምህሮቻችንና ለእያንዳንዱ ቤተሰብ ታሪክ።",
          "እንግዳ ተቀባይነት፦ በራችን ማንነቱ፣ እምነቱ ወይም ቋንቋው ምንም ይሁን ምን ለሁሉም ክፍት ነው።",
          "ኩራት፦ በቅርሳችን እንኮራለን፤ እዚህም ባለን የወደፊት ሕይወታችን እንተማመናለን።",
          "ታማኝነት፦ እያንዳንዱን ስጦታ በጥንቃቄ እንይዛለን፤ ለምናገለግላቸው ቤተሰቦችም ተጠያቂ ነን።",
        ],
      },
    ],
  },
};
