/**
 * The rules of docs/glossary.md ("Writing rules") that a machine can check in an Amharic text. Each rule
 * names what it found; `amharicStyleProblems` gives every finding in one text. Used by
 * tests/i18n/amharic-style.test.ts on every Amharic string of the site, and usable on any other Amharic
 * text (the news articles' seed data, say).
 */

const ethiopic = "\\u1200-\\u137F";
/** A whole Ethiopic word: not preceded or followed by another Ethiopic letter. */
const word = (pattern: string) => new RegExp(`(?<![${ethiopic}])(?:${pattern})(?![${ethiopic}])`, "u");

/** ICU's Amharic names of the Gregorian months, short forms included. */
const gregorianMonths = "ጃንዋሪ|ፌብሩዋሪ|ማርች|ኤፕሪል|ሜይ|ጁን|ጁላይ|ኦገስት|ሴፕቴምበር|ኦክቶበር|ኖቬምበር|ዲሴምበር|ጃን|ፌብ|ኤፕሪ|ኦገስ|ሴፕቴ|ኦክቶ|ኖቬም|ዲሴም";

interface Rule {
  rule: string;
  pattern: RegExp;
}

const rules: Rule[] = [
  // Spelling: one spelling each.
  { rule: "write ጠዋት, not ጥዋት", pattern: /ጥዋት/u },
  { rule: "write መልእክት, not መልዕክት", pattern: /መልዕክት/u },
  // Grammar.
  { rule: "no double plural: አረጋውያን (ወገኖቻችን), not አረጋውያኖች", pattern: /አረጋውያኖ/u },
  { rule: "no double plural: መምህራን or መምህሮች, not መምህራኖች", pattern: /መምህራኖ/u },
  { rule: "no double plural: በዓላት or በዓሎች, not በዓላቶች", pattern: /በዓላቶ/u },
  { rule: "a newcomer is መጤ, not መጪ", pattern: /አዲስ መጪ/u },
  { rule: "no ስለ before a የ- word (ስለ የትኛው → የትኛውን; ስለ የትምህርት ዕድል → ስለ ትምህርት ዕድል)", pattern: /ስለ የ/u },
  { rule: "no በ before a የ- word (በየግላዊነት ፖሊሲው → በግላዊነት ፖሊሲው)", pattern: /በየ(?:ግላዊነት|አጠቃቀም)/u },
  // Register: visitors are addressed politely, aria-labels included.
  {
    rule: "address visitors politely (ይዝጉ, ያሳዩ, ያጣሩ…), not with the familiar imperative",
    pattern: word("ዝጋ|አሳይ|ክፈት|ደብቅ|ምረጥ|ተመለስ|ላክ|አስቀምጥ|ሰርዝ|ፈልግ|አጣራ|ቀጥል|ግባ|ውጣ|ቀይር|ተጫን|አንብብ|ተመልከት|አውርድ"),
  },
  // One term for one idea.
  { rule: "contact us is ያግኙን, not ያነጋግሩን", pattern: /ያነጋግሩን/u },
  { rule: "press is ጋዜጠኞች (and መገናኛ ብዙኃን), not ፕሬስ", pattern: /ፕሬስ/u },
  { rule: "media is መገናኛ ብዙኃን, not ሚዲያ (social media aside)", pattern: /(?<!ማኅበራዊ )ሚዲያ/u },
  { rule: "the media gallery is የፎቶና የቪዲዮ ማዕከል", pattern: /የምስል(?:ና የቪዲዮ)? ማዕከ/u },
  { rule: "the mailing list is የኢሜይል ዝርዝር, not የኢሜይል ዜና ዝርዝር", pattern: /የኢሜይል ዜና ዝርዝር/u },
  { rule: "the Pacific Northwest is ሰሜን ምዕራብ አሜሪካ", pattern: /ሰሜን ምዕራብ(?! አሜሪካ)/u },
  { rule: "the Silver tier is የብር ደረጃ: a bare ብር reads as the currency", pattern: new RegExp(`(?<![${ethiopic}])[የበ]?ብርና?(?![${ethiopic}])(?! ደረጃ)`, "u") },
  // Punctuation: the Ethiopic colon after a label.
  { rule: "write ፦ after an Amharic label, not a Latin colon", pattern: new RegExp(`[${ethiopic}]\\s*:`, "u") },
  // Dates: a Gregorian year on its own is marked እ.ኤ.አ. (before it, or after it in a full date: "ሴፕቴምበር 28 ቀን
  // 2026 እ.ኤ.አ."); after a Gregorian month's name ("28 ሴፕቴምበር 2026", "ጁላይ 2024") the calendar is plain already.
  {
    rule: "mark a Gregorian year እ.ኤ.አ. (a bare 2007 reads as an Ethiopian year)",
    pattern: new RegExp(`(?<!እ\\.ኤ\\.አ\\. |\\d|(?:${gregorianMonths}) )(?:19|20)\\d\\d(?!\\d)(?! (?:እ\\.ኤ\\.አ\\.|ዓ\\.ም\\.))`, "u"),
  },
];

/** Calendar dates in data (`updated: "2026-11-16"`) are formatted by the page, not read as text. */
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** What in `text` breaks the writing rules, one line per finding. */
export function amharicStyleProblems(text: string): string[] {
  if (isoDate.test(text)) return [];
  return rules.filter(({ pattern }) => pattern.test(text)).map(({ rule, pattern }) => `${rule}: «${text.match(pattern)![0]}» in «${text}»`);
}

/** Words of child registration, which the mailing list must not use (joining a list is ይቀላቀሉ). */
export const registrationWords = /ይመዝገቡ|ተመዝግበዋል|ይመዝገብ/u;
