import type { Localized } from "#app/i18n/language.ts";

/** The public archive of newsletters (`/news/newsletters`, site/routes/news.newsletters.tsx): its words in both languages. */
export interface NewsletterArchiveText {
  title: string;
  intro: string;
  empty: string;
  sent: string;
  back: string;
  all: string;
  subscribeHeading: string;
  subscribeText: string;
  subscribe: string;
}

export const newsletterArchiveText: Localized<NewsletterArchiveText> = {
  en: {
    title: "Newsletters",
    intro: "Every newsletter we have sent to our mailing list, newest first, in English and in Amharic.",
    empty: "No newsletter has been sent yet. Join the mailing list to receive the first one.",
    sent: "Sent:",
    back: "Back to the news",
    all: "All newsletters",
    subscribeHeading: "Receive the next one by e-mail",
    subscribeText: "One short e-mail about once a month, in the language you choose. You can leave at any time with one click.",
    subscribe: "Join the mailing list",
  },
  am: {
    title: "ጋዜጣዎች",
    intro: "ለኢሜይል ዝርዝራችን የላክናቸው ጋዜጣዎች በሙሉ፣ ከአዲሱ ጀምሮ፣ በእንግሊዝኛና በአማርኛ።",
    empty: "እስካሁን ምንም ጋዜጣ አልተላከም። የመጀመሪያውን ለመቀበል የኢሜይል ዝርዝራችንን ይቀላቀሉ።",
    sent: "የተላከበት ቀን፦",
    back: "ወደ ዜና ይመለሱ",
    all: "ሁሉም ጋዜጣዎች",
    subscribeHeading: "የሚቀጥለውን በኢሜይል ይቀበሉ",
    subscribeText: "በወር አንድ ጊዜ ገደማ አንድ አጭር ኢሜይል፣ በሚመርጡት ቋንቋ። በማንኛውም ጊዜ በአንድ ጠቅታ መውጣት ይችላሉ።",
    subscribe: "ጋዜጣችንን ይቀበሉ",
  },
};
