import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/** The words of the staff documents pages, in both languages (typed alike: a missing Amharic entry is a type error). */
const en = {
  title: "Documents",
  intro:
    "PDFs for the magazine page and the downloads page: a file in English, in Amharic, or one of each. A document reaches the public site only once it is published.",
  addTitle: "Add a document",
  listTitle: "All documents",
  empty: "No documents yet. Add the first one above: a registration form, a family handbook or a magazine issue.",
  kind: "What is it?",
  kinds: { magazine: "A magazine issue", download: "A document for the downloads page" },
  group: "Group on the downloads page",
  groupHint: "For downloads only.",
  chooseGroup: "Choose a group",
  groups: { registration: "Registration Forms", families: "Family Guides", volunteers: "Volunteer Documents", sponsors: "Sponsorship and Giving" },
  issueDate: "Date of the issue",
  issueDateHint: "For magazine issues only.",
  titleEn: "Title (English)",
  titleAm: "Title (Amharic)",
  descriptionEn: "Short description (English)",
  descriptionAm: "Short description (Amharic)",
  filesTitle: "The PDF files",
  fileEn: "PDF in English",
  fileAm: "PDF in Amharic",
  limits: "PDF files only, up to {{megabytes}} MB each. One file per language: where there is only one, visitors are told which language it is in.",
  current: "Now: {{name}}, {{size}}. Choose a file only to replace it.",
  openFile: "Open it",
  removeFile: "Remove this file (the other language's stays)",
  cover: "Cover photo",
  coverHint: "For magazine issues: a published photo of the photo library.",
  noCover: "No cover",
  added: "The document was added. It is not published yet.",
  refused: {
    notPdf: "{{name}} is not a PDF file, whatever its name says. Save or export the document as PDF and choose that file. Nothing was saved.",
    tooLarge: "{{name}} is larger than {{megabytes}} MB. Nothing was saved. Make the PDF smaller (most scanner apps can reduce its size) and try again.",
    empty: "{{name}} is empty. Nothing was saved.",
  },
  unpublishable: {
    titleEn: "Give the document an English title.",
    titleAm: "Give the document an Amharic title.",
    file: "Add a PDF in at least one language.",
    issueDate: "Give the magazine issue its date.",
    group: "Choose the group of the downloads page it belongs to.",
  },
  noFile: "no file",
  languageNames: { en: "English", am: "Amharic" },
  addedBy: "Added by {{email}} on {{date}}",
  edit: "Edit",
  back: "All documents",
} as const;

export type DocumentsTexts = Widen<typeof en>;

export const documentsTexts: Localized<DocumentsTexts> = {
  en,
  am: {
    title: "ሰነዶች",
    intro: "ለመጽሔቱ ገጽና ለማውረጃዎች ገጽ የሚሆኑ PDF ፋይሎች፦ በእንግሊዝኛ፣ በአማርኛ ወይም በሁለቱም አንድ አንድ ፋይል። አንድ ሰነድ በሕዝብ ድረ ገጹ ላይ የሚታየው ከታተመ በኋላ ብቻ ነው።",
    addTitle: "ሰነድ ያክሉ",
    listTitle: "ሁሉም ሰነዶች",
    empty: "እስካሁን ምንም ሰነድ የለም። የመጀመሪያውን ከላይ ያክሉ፦ የምዝገባ ቅጽ፣ የቤተሰብ መመሪያ መጽሐፍ ወይም የመጽሔት እትም።",
    kind: "ምንድን ነው?",
    kinds: { magazine: "የመጽሔት እትም", download: "ለማውረጃዎች ገጽ የሚሆን ሰነድ" },
    group: "በማውረጃዎች ገጹ ላይ ያለው ምድብ",
    groupHint: "ለማውረጃዎች ብቻ።",
    chooseGroup: "ምድብ ይምረጡ",
    groups: { registration: "የምዝገባ ቅጾች", families: "የቤተሰብ መመሪያዎች", volunteers: "የበጎ ፈቃደኞች ሰነዶች", sponsors: "ስፖንሰርሺፕና ልገሳ" },
    issueDate: "የእትሙ ቀን",
    issueDateHint: "ለመጽሔት እትሞች ብቻ።",
    titleEn: "ርዕስ (እንግሊዝኛ)",
    titleAm: "ርዕስ (አማርኛ)",
    descriptionEn: "አጭር መግለጫ (እንግሊዝኛ)",
    descriptionAm: "አጭር መግለጫ (አማርኛ)",
    filesTitle: "የPDF ፋይሎቹ",
    fileEn: "PDF በእንግሊዝኛ",
    fileAm: "PDF በአማርኛ",
    limits: "PDF ፋይሎች ብቻ፣ እያንዳንዱ እስከ {{megabytes}} ሜጋባይት። በአንድ ቋንቋ አንድ ፋይል፤ አንድ ብቻ ካለ ጎብኚዎች በየትኛው ቋንቋ እንደሆነ ይነገራቸዋል።",
    current: "አሁን ያለው፦ {{name}}፣ {{size}}። ፋይል የሚመርጡት ሊተኩት ሲፈልጉ ብቻ ነው።",
    openFile: "ይክፈቱት",
    removeFile: "ይህን ፋይል ያስወግዱ (የሌላው ቋንቋ ፋይል ይቀራል)",
    cover: "የሽፋን ፎቶ",
    coverHint: "ለመጽሔት እትሞች፦ ከፎቶዎቹ ስብስብ የታተመ ፎቶ።",
    noCover: "ሽፋን የለም",
    added: "ሰነዱ ተጨምሯል። ገና አልታተመም።",
    refused: {
      notPdf: "{{name}} ስሙ ምንም ቢል የPDF ፋይል አይደለም። ሰነዱን በPDF አስቀምጠው ያንን ፋይል ይምረጡ። ምንም ነገር አልተቀመጠም።",
      tooLarge: "{{name}} ከ{{megabytes}} ሜጋባይት ይበልጣል። ምንም ነገር አልተቀመጠም። የPDFኡን መጠን ያሳንሱ (አብዛኞቹ የስካነር መተግበሪያዎች ይህን ማድረግ ይችላሉ)፤ ከዚያ እንደገና ይሞክሩ።",
      empty: "{{name}} ባዶ ነው። ምንም ነገር አልተቀመጠም።",
    },
    unpublishable: {
      titleEn: "ለሰነዱ የእንግሊዝኛ ርዕስ ይስጡት።",
      titleAm: "ለሰነዱ የአማርኛ ርዕስ ይስጡት።",
      file: "ቢያንስ በአንድ ቋንቋ PDF ያክሉ።",
      issueDate: "የመጽሔቱን እትም ቀን ያስገቡ።",
      group: "ሰነዱ በማውረጃዎች ገጹ ላይ የሚገባበትን ምድብ ይምረጡ።",
    },
    noFile: "ፋይል የለም",
    languageNames: { en: "እንግሊዝኛ", am: "አማርኛ" },
    addedBy: "በ{{email}} {{date}} የተጨመረ",
    edit: "ያስተካክሉ",
    back: "ሁሉም ሰነዶች",
  },
};

/** The documents pages' words in the page's language. */
export const useDocumentsTexts = (): DocumentsTexts => documentsTexts[useLang()];
