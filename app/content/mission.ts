import type { Localized } from "~/lib/language";
import type { ProseContent } from "./types";

export const mission: Localized<ProseContent> = {
  en: { intro: "Placeholder", sections: [{ heading: "Placeholder", paragraphs: ["Placeholder"] }] },
  am: { intro: "ጊዜያዊ", sections: [{ heading: "ጊዜያዊ", paragraphs: ["ጊዜያዊ"] }] },
};
