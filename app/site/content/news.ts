import type { NewsCategory } from "#app/content/news-kind.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import type { PageImage } from "#app/ui/page-image.ts";

/**
 * The words of the news pages (/news and /news/:slug) in both languages. The articles themselves are in
 * the database (app/content/, edited in the staff area) and read by news-data.server.ts.
 */
export type { NewsCategory };

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
  /** Set when the article is not written in the page's language yet: the language its text is in. */
  textLang?: Lang;
  /** Its cover photo, while that is published. */
  cover?: PageImage;
}

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
  pastNewsletters: string;
  follow: string;
  /** On a card whose article is not written in the page's language yet. */
  otherLanguage: string;
}

export interface ArticlePageText {
  back: string;
  /** "{author}" is replaced by the author's name. */
  byline: string;
  labels: { category: string; published: string; author: string };
  moreHeading: string;
  readMore: string;
  newsletter: { heading: string; text: string; cta: string };
  /** On a card whose article is not written in the page's language yet. */
  otherLanguage: string;
  /** Above an article not written in the page's language yet, shown in the other language. */
  notTranslated: string;
}

export const newsText: Localized<Omit<NewsPageText, "categoryLabels"> & { article: ArticlePageText }> = {
  en: {
    intro: "Stories from the summer school, our celebrations and the families who make this community what it is.",
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
    pastNewsletters: "Read past newsletters",
    follow: "Follow on Social Media",
    otherLanguage: "In Amharic only, for now",
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
      otherLanguage: "In Amharic only, for now",
      notTranslated: "This article has not been translated into English yet, so here it is in Amharic.",
    },
  },
  am: {
    intro: "ከክረምት ትምህርት ቤቱ፣ ከበዓሎቻችንና ይህን ማኅበረሰብ ከሚገነቡት ቤተሰቦች የተገኙ ታሪኮች።",
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
    subscribe: "ጋዜጣችንን ይቀበሉ",
    pastNewsletters: "ያለፉ ጋዜጣዎችን ያንብቡ",
    follow: "በማኅበራዊ ሚዲያ ይከተሉን",
    otherLanguage: "ለጊዜው በእንግሊዝኛ ብቻ",
    article: {
      back: "ወደ ዜና ይመለሱ",
      byline: "ጸሐፊ፦ {author}",
      labels: { category: "ምድብ", published: "የወጣበት ቀን", author: "ጸሐፊ" },
      moreHeading: "ተጨማሪ ዜናዎች",
      readMore: "ተጨማሪ ያንብቡ",
      newsletter: {
        heading: "እንደዚህ ያሉ ታሪኮችን በኢሜይል ያግኙ",
        text: "በወር አንድ አጭር ጋዜጣ፦ ከትምህርት ቤቱ የተገኙ ዜናዎች፣ የዝግጅት ቀኖችና የሚያግዙባቸው መንገዶች።",
        cta: "ጋዜጣችንን ይቀበሉ",
      },
      otherLanguage: "ለጊዜው በእንግሊዝኛ ብቻ",
      notTranslated: "ይህ ጽሑፍ ገና ወደ አማርኛ አልተተረጎመም፤ ስለዚህ በእንግሊዝኛ ቀርቧል።",
    },
  },
};
