/**
 * Latin-script words an Amharic page may show: the language switcher's "English", brand names of social
 * networks, the street address, and people's names written as their owners write them.
 */
export const latinWordsAllowedInAmharic = new Set([
  "English",
  "Facebook",
  "Instagram",
  "YouTube",
  // The office address (the contact facts' street and postcode, migration 0010).
  "NE",
  "Alberta",
  "Street",
  "Suite",
  "Portland",
  "OR",
]);
