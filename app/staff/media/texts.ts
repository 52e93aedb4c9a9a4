import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/** The words of the media library's pages, in both languages; the words the whole staff area shares are in app/staff/shared/texts.ts. */
const en = {
  media: {
    title: "Photos",
    intro: "Photos for the news, the events and the gallery. A photo reaches the public site only once it is published.",
    uploadTitle: "Add photos",
    choose: "Choose photos or take one",
    limits: "JPEG, PNG or WebP, up to {{megabytes}} MB each. Several at once are fine. Locations and other details the camera recorded are removed.",
    upload: "Upload",
    uploading: "Uploading {{name}}: {{percent}} %",
    uploaded: "{{count}} photo(s) added. Describe each one below, then publish it.",
    alreadyHere: "{{name}} is already in the library.",
    refused: {
      tooLarge: "{{name}} is larger than {{megabytes}} MB. Send a smaller copy (most phones can share a photo at a smaller size).",
      heic: "{{name}} is an HEIC photo, which the site cannot read. On an iPhone, choose Settings → Camera → Formats → Most Compatible, or share the photo as JPEG.",
      unsupported: "{{name}} could not be read as a JPEG, PNG or WebP photo. Nothing of it was kept.",
      noFile: "Choose at least one photo first.",
      tooMuch: "That was more than {{megabytes}} MB at once. Upload fewer photos at a time.",
    },
    empty: "No photos yet.",
    listTitle: "The library",
    uploadedBy: "Added by {{email}} on {{date}}",
    altEn: "Description for people who cannot see it (English)",
    altAm: "Description for people who cannot see it (Amharic)",
    altHint: "What the photo shows, in a sentence: read aloud by screen readers. Required in both languages.",
    captionEn: "Caption (English)",
    captionAm: "Caption (Amharic)",
    focal: "Keep in view when cropped",
    focalX: "From the left (%)",
    focalY: "From the top (%)",
    showsChildren: "This photo shows children",
    guardiansAgreed: "Their parents or guardians agreed to its publication",
    guardiansRecorded: "Agreement recorded by {{email}} on {{date}}",
    saved: "Saved.",
    publishedDone: "Published.",
    unpublishedDone: "Taken off the public site.",
    withdrawn: "Saved. It is no longer on the public site: it lacks what publishing needs.",
    unpublishable: {
      altEn: "Describe the photo in English.",
      altAm: "Describe the photo in Amharic.",
      guardians: "A photo of children is published only once their parents or guardians have agreed.",
    },
    notFound: "This photo is no longer in the library.",
    sizes: "{{width}} × {{height}} pixels",
  },
} as const;

export type MediaStaffTexts = Widen<typeof en>;

export const mediaStaffTexts: Localized<MediaStaffTexts> = {
  en,
  am: {
    media: {
      title: "ፎቶዎች",
      intro: "ለዜናዎች፣ ለዝግጅቶችና ለፎቶና ለቪዲዮ ማዕከሉ የሚሆኑ ፎቶዎች። አንድ ፎቶ በሕዝብ ድረ ገጹ ላይ የሚታየው ከታተመ በኋላ ብቻ ነው።",
      uploadTitle: "ፎቶዎችን ያክሉ",
      choose: "ፎቶዎችን ይምረጡ ወይም ያንሡ",
      limits: "JPEG፣ PNG ወይም WebP፣ እያንዳንዱ እስከ {{megabytes}} ሜጋባይት። ብዙ በአንድ ጊዜ መላክ ይቻላል። ካሜራው የመዘገበው ቦታና ሌሎች ዝርዝሮች ይወገዳሉ።",
      upload: "ይስቀሉ",
      uploading: "{{name}} በመስቀል ላይ፦ {{percent}} %",
      uploaded: "{{count}} ፎቶ(ዎች) ተጨምረዋል። ከታች እያንዳንዱን ይግለጹ፤ ከዚያ ያትሙት።",
      alreadyHere: "{{name}} ቀድሞውኑ በፎቶዎቹ ውስጥ አለ።",
      refused: {
        tooLarge: "{{name}} ከ{{megabytes}} ሜጋባይት ይበልጣል። ያነሰ ቅጂ ይላኩ (አብዛኞቹ ስልኮች ፎቶን በአነስተኛ መጠን ማጋራት ይችላሉ)።",
        heic: "{{name}} ድረ ገጹ ሊያነበው የማይችል የHEIC ፎቶ ነው። በiPhone ላይ Settings → Camera → Formats → Most Compatible ይምረጡ፤ ወይም ፎቶውን በJPEG ያጋሩ።",
        unsupported: "{{name}} እንደ JPEG፣ PNG ወይም WebP ፎቶ ሊነበብ አልቻለም። ምንም ነገሩ አልተቀመጠም።",
        noFile: "መጀመሪያ ቢያንስ አንድ ፎቶ ይምረጡ።",
        tooMuch: "በአንድ ጊዜ ከ{{megabytes}} ሜጋባይት በላይ ነበር። በአንድ ጊዜ ያነሱ ፎቶዎችን ይስቀሉ።",
      },
      empty: "እስካሁን ምንም ፎቶ የለም።",
      listTitle: "የፎቶዎች ስብስብ",
      uploadedBy: "በ{{email}} {{date}} የተጨመረ",
      altEn: "ማየት ለማይችሉ ሰዎች የሚሆን መግለጫ (እንግሊዝኛ)",
      altAm: "ማየት ለማይችሉ ሰዎች የሚሆን መግለጫ (አማርኛ)",
      altHint: "ፎቶው የሚያሳየውን በአንድ ዓረፍተ ነገር ይጻፉ፤ የስክሪን አንባቢዎች ያነቡታል። በሁለቱም ቋንቋዎች ያስፈልጋል።",
      captionEn: "የፎቶው ጽሑፍ (እንግሊዝኛ)",
      captionAm: "የፎቶው ጽሑፍ (አማርኛ)",
      focal: "ሲቆረጥ እንዳይጠፋ የሚፈለገው ቦታ",
      focalX: "ከግራ (%)",
      focalY: "ከላይ (%)",
      showsChildren: "ይህ ፎቶ ልጆችን ያሳያል",
      guardiansAgreed: "ወላጆቻቸው ወይም አሳዳጊዎቻቸው እንዲታተም ተስማምተዋል",
      guardiansRecorded: "ስምምነቱን በ{{email}} {{date}} መዘገቡት",
      saved: "ተቀምጧል።",
      publishedDone: "ታትሟል።",
      unpublishedDone: "ከሕዝብ ድረ ገጹ ተነሥቷል።",
      withdrawn: "ተቀምጧል። ለመታተም የሚያስፈልገው ስለጎደለው ከእንግዲህ በሕዝብ ድረ ገጹ ላይ የለም።",
      unpublishable: {
        altEn: "ፎቶውን በእንግሊዝኛ ይግለጹ።",
        altAm: "ፎቶውን በአማርኛ ይግለጹ።",
        guardians: "የልጆች ፎቶ የሚታተመው ወላጆቻቸው ወይም አሳዳጊዎቻቸው ከተስማሙ በኋላ ብቻ ነው።",
      },
      notFound: "ይህ ፎቶ ከእንግዲህ በፎቶዎቹ ውስጥ የለም።",
      sizes: "{{width}} × {{height}} ፒክሰል",
    },
  },
};

export const useMediaStaffTexts = (): MediaStaffTexts => mediaStaffTexts[useLang()];
