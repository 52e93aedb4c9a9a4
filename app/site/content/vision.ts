import type { Localized } from "#app/i18n/language.ts";
import type { ProseContent } from "#app/site/content/types.ts";

export const vision: Localized<ProseContent> = {
  en: {
    intro: "We picture a community that is connected, healthy and proud of its heritage, and fully at home in the Pacific Northwest.",
    sections: [
      {
        heading: "The community we are working towards",
        paragraphs: [
          "We imagine a day when every Ethiopian child in our region can talk with their grandparents in Amharic, read the fidel, and knows the stories, songs and holidays of their parents' homeland.",
          "We imagine families who know their rights and where to find help, elders who are never lonely, and young people who lead with confidence in two cultures.",
        ],
      },
      {
        heading: "What success looks like",
        paragraphs: ["When our vision is real, you will see:"],
        list: [
          "Children who read and write Amharic and are proud to speak it.",
          "Parents who feel supported, informed and connected to one another.",
          "Elders who are honoured and cared for, and whose knowledge is passed on.",
          "Programs for health, housing, seniors, women and sports, run by and for the community.",
          "A community centre of our own, open every day of the week.",
        ],
      },
      {
        heading: "How we will get there",
        paragraphs: [
          "Step by step. We start with what families ask for most, which today is education, and we add a program only when we have the volunteers and the funding to run it well.",
          "Every family that registers a child, every volunteer and every donor is part of that path.",
        ],
      },
    ],
  },
  am: {
    intro: "የተሳሰረ፣ ጤናማ፣ በቅርሱ የሚኮራና በሰሜን ምዕራብ አሜሪካ ሙሉ በሙሉ ቤቱ ያደረገ ማኅበረሰብ እናልማለን።",
    sections: [
      {
        heading: "የምንሠራለት ማኅበረሰብ",
        paragraphs: [
          "በአካባቢያችን የሚኖር እያንዳንዱ ኢትዮጵያዊ ልጅ ከአያቶቹ ጋር በአማርኛ የሚያወራበትን፣ ፊደል የሚያነብበትንና የወላጆቹን አገር ታሪኮች፣ ዘፈኖችና በዓላት የሚያውቅበትን ቀን እናልማለን።",
          "መብታቸውንና እርዳታ የት እንደሚያገኙ የሚያውቁ ቤተሰቦችን፣ ብቸኝነት የማይሰማቸውን አረጋውያንንና በሁለት ባህሎች በልበ ሙሉነት የሚመሩ ወጣቶችን እናልማለን።",
        ],
      },
      {
        heading: "ስኬት ምን ይመስላል",
        paragraphs: ["ራዕያችን እውን ሲሆን የሚከተሉትን ያያሉ፦"],
        list: [
          "አማርኛ የሚያነቡና የሚጽፉ፣ በመናገሩም የሚኮሩ ልጆች።",
          "ድጋፍ የሚያገኙ፣ መረጃ ያላቸውና እርስ በርሳቸው የተሳሰሩ ወላጆች።",
          "የተከበሩና እንክብካቤ የሚያገኙ፣ ዕውቀታቸውም ለትውልድ የሚተላለፍ አረጋውያን።",
          "በማኅበረሰቡና ለማኅበረሰቡ የሚካሄዱ የጤና፣ የመኖሪያ ቤት፣ የአረጋውያን፣ የሴቶችና የስፖርት ፕሮግራሞች።",
          "በሳምንቱ ቀናት ሁሉ ክፍት የሆነ የራሳችን የማኅበረሰብ ማዕከል።",
        ],
      },
      {
        heading: "እንዴት እንደርሳለን",
        paragraphs: [
          "ደረጃ በደረጃ። ቤተሰቦች ከሁሉ አብልጠው በሚጠይቁት እንጀምራለን፤ ዛሬ ይህ ትምህርት ነው። አዲስ ፕሮግራም የምንጨምረው በጥሩ ሁኔታ ለማካሄድ የሚበቁ በጎ ፈቃደኞችና ገንዘብ ሲኖሩን ብቻ ነው።",
          "ልጁን የሚያስመዘግብ እያንዳንዱ ቤተሰብ፣ እያንዳንዱ በጎ ፈቃደኛና እያንዳንዱ ለጋሽ የዚህ ጉዞ አካል ነው።",
        ],
      },
    ],
  },
};
