/**
 * A slug from a title: lower-case Latin letters, digits and hyphens. Amharic is written in Latin letters
 * (a plain transliteration of the Ethiopic syllabary), so an article written only in Amharic still gets a
 * readable address; the editor can change it.
 */

// Each Ethiopic consonant has eight code points in a row, one per vowel order (ሀ ሁ ሂ ሃ ሄ ህ ሆ ሇ), the rows in
// Unicode's order from ሀ to ፐ; the glottal rows (አ, ዐ) have no consonant of their own.
const first = "ሀ".codePointAt(0) ?? 0;
const rows = [
  "h",
  "l",
  "h",
  "m",
  "s",
  "r",
  "s",
  "sh",
  "q",
  "qw",
  "q",
  "q",
  "b",
  "v",
  "t",
  "ch",
  "h",
  "hw",
  "n",
  "ny",
  "",
  "k",
  "kw",
  "kh",
  "kh",
  "w",
  "",
  "z",
  "zh",
  "y",
  "d",
  "d",
  "j",
  "g",
  "gw",
  "g",
  "t",
  "ch",
  "p",
  "ts",
  "ts",
  "f",
  "p",
];
const vowels = ["e", "u", "i", "a", "e", "", "o", "wa"];

function transliterate(text: string): string {
  let out = "";
  for (const char of text) {
    const offset = (char.codePointAt(0) ?? 0) - first;
    const consonant = offset >= 0 ? rows[offset >> 3] : undefined;
    const order = offset & 7;
    // A glottal consonant in the sixth order is a vowel of its own: ዕ is "e", not nothing.
    out += consonant === undefined ? char : consonant + (consonant === "" && order === 5 ? "e" : (vowels[order] ?? ""));
  }
  return out;
}

export function slugify(title: string, maxLength = 80): string {
  const slug = transliterate(title)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxLength).replace(/-+$/, "");
}
