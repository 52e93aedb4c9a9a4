import type { impactTiers } from "#app/forms/donation/fields.ts";
import type { Localized } from "#app/i18n/language.ts";

/** What each gift provides (spec section 9), keyed by dollar amount. */
export const impact: Localized<Record<(typeof impactTiers)[number], string>> = {
  en: {
    50: "Learning materials for one student: a fidel workbook, readers and art supplies for the summer.",
    100: "A week of meals and snacks for a classroom.",
    250: "A family scholarship, so a child can attend whatever the family's means.",
    500: "A cultural field trip for a class: a museum, an Ethiopian church or a community elder's story hour.",
  },
  am: {
    50: "ለአንድ ተማሪ የትምህርት ቁሳቁስ፦ ለክረምቱ የፊደል መለማመጃ ደብተር፣ የንባብ መጻሕፍትና የሥዕል ዕቃዎች።",
    100: "ለአንድ ክፍል የአንድ ሳምንት ምሳና መክሰስ።",
    250: "የቤተሰብ የትምህርት ዕድል፤ ልጁ የቤተሰቡ አቅም ምንም ይሁን ምን እንዲማር።",
    500: "ለአንድ ክፍል የባህል ጉብኝት፦ ሙዚየም፣ የኢትዮጵያ ቤተ ክርስቲያን ወይም የማኅበረሰብ ሽማግሌ ታሪክ የሚያወሩበት ሰዓት።",
  },
};
