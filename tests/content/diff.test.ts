/**
 * What the revisions page and the editor show as changed (app/content/diff.ts): ordinary edits word by word, as
 * the page has always shown them, and two long texts that differ throughout as replaced whole, with bounded work.
 */
import { describe, expect, test } from "vitest";
import { diffWords, maxEditedWords } from "#app/content/diff.ts";

describe("an ordinary edit is shown word by word", () => {
  test("a changed word: the new one, then the one it replaced, each with its space", () => {
    expect(diffWords("The quick brown fox jumps.", "The quick red fox jumps.")).toEqual({
      replaced: false,
      parts: [
        { change: "same", text: "The quick " },
        { change: "added", text: "red " },
        { change: "removed", text: "brown " },
        { change: "same", text: "fox jumps." },
      ],
    });
  });

  test("a word taken out in one place and added in another; Amharic too", () => {
    expect(diffWords("One two three four five.", "One three four five six.").parts).toEqual([
      { change: "same", text: "One " },
      { change: "removed", text: "two " },
      { change: "same", text: "three four " },
      { change: "added", text: "five six." },
      { change: "removed", text: "five." },
    ]);
    expect(diffWords("ምን እንፈልጋለን መምህራን ምግብ", "ምን እንፈልጋለን መምህራን ምግብ ሾፌሮች").parts).toEqual([
      { change: "same", text: "ምን እንፈልጋለን መምህራን " },
      { change: "added", text: "ምግብ ሾፌሮች" },
      { change: "removed", text: "ምግብ" },
    ]);
  });

  test("Markdown lines keep their line breaks", () => {
    expect(
      diffWords("## Heading\n\nFirst paragraph here.\n\n- one\n- two\n", "## Heading\n\nFirst paragraph changed here.\n\n- one\n- two\n- three\n").parts,
    ).toEqual([
      { change: "same", text: "## Heading\n\nFirst paragraph " },
      { change: "added", text: "changed " },
      { change: "same", text: "here.\n\n- one\n- two\n" },
      { change: "added", text: "- three\n" },
    ]);
  });

  test("a text written or emptied, however long, is all added or all removed", () => {
    const long = "word ".repeat(5 * maxEditedWords);
    expect(diffWords("", long)).toEqual({ replaced: false, parts: [{ change: "added", text: long }] });
    expect(diffWords(long, "")).toEqual({ replaced: false, parts: [{ change: "removed", text: long }] });
  });

  test("a long article with a paragraph rewritten is still compared word by word", () => {
    const article = Array.from({ length: 7_000 }, (_, i) => `word${i % 700}`);
    const rewritten = article.map((word, i) => (i >= 3_000 && i < 3_200 ? `new${i}` : word));
    const { replaced, parts } = diffWords(article.join(" "), rewritten.join(" "));
    expect(replaced).toBe(false);
    expect(parts.map((part) => part.change)).toEqual(["same", "added", "removed", "same"]);
  });
});

describe("two long texts that differ throughout", () => {
  /** About 40,000 characters of about 7,000 words drawn from a small vocabulary by a seeded generator. */
  function longText(seed: number): string {
    const vocabulary = ["community", "school", "ቤተሰብ", "ትምህርት", "ልጆች", "class", "day", "the", "and", "of", "to", "a", "in", "we", "ቀን"];
    let state = seed;
    const words: string[] = [];
    for (let length = 0; length < 40_000; ) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      const word = vocabulary[state % vocabulary.length] ?? "";
      words.push(word);
      length += word.length + 1;
    }
    return words.join(" ").slice(0, 40_000);
  }

  test("are shown as replaced: the new text whole, not a word diff", () => {
    const before = longText(1);
    const after = longText(2);
    expect(before).toHaveLength(40_000);
    expect(after.split(" ").length).toBeGreaterThan(5_000);
    expect(diffWords(before, after)).toEqual({ replaced: true, parts: [{ change: "added", text: after }] });
  });
});
