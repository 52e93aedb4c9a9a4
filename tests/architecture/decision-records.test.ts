import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// Keeps docs/decisions/README.md true: each record's own heading, Date and Status lines are the truth, the index
// repeats them, amendments are named on both sides, and every missing number says why.
const folder = fileURLToPath(new URL("../../docs/decisions/", import.meta.url));
const maxWords = 500;
const maxTitleWords = 12;

const relations = ["amends", "supersedes", "amended by"] as const;
type Relation = (typeof relations)[number];
interface Status {
  supersededBy?: number;
  links: { relation: Relation; number: number }[];
}
interface DecisionRecord {
  number: number;
  file: string;
  lines: string[];
  text: string;
}

const records: DecisionRecord[] = readdirSync(folder)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort()
  .map((file) => {
    const text = readFileSync(folder + file, "utf8");
    return { number: Number(file.slice(0, 4)), file, lines: text.split("\n"), text };
  });
const fileOf = new Map(records.map((record) => [record.number, record.file]));
const index = readFileSync(`${folder}README.md`, "utf8");

const heading = /^# (\d+)\. (.+)$/;
const dateLine = /^- Date: (\d{4}-\d{2}-\d{2})$/;
const statusLine = /^- Status: (.+)$/;
const link = "\\[(\\d{4})\\]\\(([^)]+)\\)";

const titleOf = (record: DecisionRecord) => heading.exec(record.lines[0] ?? "")?.[2];
const dateOf = (record: DecisionRecord) => dateLine.exec(record.lines[1] ?? "")?.[1];
const statusOf = (record: DecisionRecord) => statusLine.exec(record.lines[2] ?? "")?.[1];
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
const numbered = (number: number) => String(number).padStart(4, "0");

/** Reads `accepted` or `superseded by [00NN](…)`, then optionally `(amends …; supersedes …; amended by …)`; a string is a problem. */
function parseStatus(status: string): Status | string {
  const whole = new RegExp(`^(?:accepted|superseded by ${link})(?: \\((.+)\\))?$`).exec(status);
  if (!whole) return `"${status}" is neither "accepted" nor "superseded by [00NN](…)", with relations in parentheses`;
  const links: Status["links"] = [];
  const linked = (number: string | undefined, file: string | undefined) =>
    fileOf.get(Number(number)) === file ? undefined : `[${number}](${file}) is not a record's number and file`;
  const problems = whole[1] === undefined ? [] : [linked(whole[1], whole[2])];
  let previous = -1;
  for (const clause of whole[3]?.split("; ") ?? []) {
    const parts = new RegExp(`^(${relations.join("|")}) (${link}(?:, ${link})*)$`).exec(clause);
    const order = relations.indexOf(parts?.[1] as Relation);
    if (!parts || order <= previous) {
      problems.push(`"${clause}" is not "amends", "supersedes" or "amended by" (once each, in that order) followed by links joined by ", "`);
      continue;
    }
    previous = order;
    for (const [, number, file] of (parts[2] ?? "").matchAll(new RegExp(link, "g"))) {
      problems.push(linked(number, file));
      links.push({ relation: parts[1] as Relation, number: Number(number) });
    }
  }
  const found = problems.filter(Boolean);
  if (found.length > 0) return found.join("; ");
  return { supersededBy: whole[1] === undefined ? undefined : Number(whole[1]), links };
}

describe("decision records (docs/decisions)", () => {
  test("each record opens with its number and title, its date and status, then Context, Decision, Consequences", () => {
    const problems = records.flatMap((record) => {
      const found: string[] = [];
      const number = heading.exec(record.lines[0] ?? "")?.[1];
      if (Number(number) !== record.number) found.push(`first line is not "# ${record.number}. Title"`);
      if (!dateOf(record) || Number.isNaN(Date.parse(dateOf(record) ?? ""))) found.push('second line is not "- Date: YYYY-MM-DD"');
      const status = statusOf(record);
      const parsed = status === undefined ? 'third line is not "- Status: …"' : parseStatus(status);
      if (typeof parsed === "string") found.push(parsed);
      const sections = record.lines.filter((line) => line.startsWith("## "));
      if (sections.join() !== "## Context,## Decision,## Consequences") found.push(`sections are ${sections.join(", ")}`);
      return found.map((problem) => `${record.file}: ${problem}`);
    });
    expect(records.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test(`each record is at most ${maxWords} words and its title at most ${maxTitleWords}`, () => {
    const tooLong = records.flatMap((record) => {
      const words = wordsIn(record.text);
      const titleWords = wordsIn(titleOf(record) ?? "");
      return [
        ...(words > maxWords ? [`${record.file}: ${words} words`] : []),
        ...(titleWords > maxTitleWords ? [`${record.file}: a title of ${titleWords} words`] : []),
      ];
    });
    expect(tooLong).toEqual([]);
  });

  test("the index has one row per record, with the record's own number, file, title, date and status", () => {
    const rows = index
      .split("\n")
      .filter((line) => line.startsWith("| ["))
      .map((line) => line.split(" | "));
    const expected = records.map((record) => [`| [${numbered(record.number)}](${record.file})`, titleOf(record), dateOf(record), `${statusOf(record)} |`]);
    expect(rows).toEqual(expected);
  });

  test("an amendment or a supersession is named by both records", () => {
    const statuses = new Map(records.map((record) => [record.number, parseStatus(statusOf(record) ?? "")]));
    const said = (number: number) => {
      const status = statuses.get(number);
      return typeof status === "object" ? status : { links: [] };
    };
    const problems = records.flatMap(({ number, file }) => {
      const status = said(number);
      const mirrored = status.links.map(({ relation, number: other }) => {
        const back = said(other);
        const answered =
          relation === "amended by"
            ? back.links.some((each) => each.relation === "amends" && each.number === number)
            : relation === "amends"
              ? back.links.some((each) => each.relation === "amended by" && each.number === number)
              : back.supersededBy === number;
        const later = relation === "amended by" ? other > number : other < number;
        return [
          ...(answered ? [] : [`${file} ${relation} ${numbered(other)}, which does not say so back`]),
          ...(later ? [] : [`${file} ${relation} ${numbered(other)}: a record only amends or supersedes an earlier one`]),
        ];
      });
      const supersededBy = status.supersededBy;
      const superseded =
        supersededBy === undefined || said(supersededBy).links.some((each) => each.relation === "supersedes" && each.number === number)
          ? []
          : [`${file} is superseded by ${numbered(supersededBy)}, which does not say it supersedes it`];
      if (supersededBy !== undefined && supersededBy < number) superseded.push(`${file} is superseded by an earlier record`);
      return [...mirrored.flat(), ...superseded];
    });
    expect(problems).toEqual([]);
  });

  test("every number missing up to the last record is listed under the index's gaps, with a reason", () => {
    const listed = new Map<number, string>();
    for (const [, from, to, reason] of index.matchAll(/^- (\d{4})(?:–(\d{4}))?: (.+)$/gm)) {
      for (let number = Number(from); number <= Number(to ?? from); number += 1) listed.set(number, reason ?? "");
    }
    const last = Math.max(...records.map((record) => record.number));
    const missing = Array.from({ length: last }, (_, at) => at + 1).filter((number) => !fileOf.has(number));
    expect(
      [...listed.keys()].sort((a, b) => a - b),
      "gaps listed in docs/decisions/README.md",
    ).toEqual(missing);
    expect([...listed.values()].filter((reason) => wordsIn(reason) < 3)).toEqual([]);
  });
});
