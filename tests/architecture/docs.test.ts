import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, test } from "vitest";

// The README is the front door (set-up, commands, configuration, a map) and stays short; details live in docs/ and in
// each top folder's README. These checks keep it so, and keep the links between the documents working.
const root = new URL("../..", import.meta.url).pathname;
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Every Markdown file of ours: the README, docs/, and the top folders' READMEs. */
function markdownFiles(): string[] {
  const inDocs = readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file));
  const folderReadmes = ["app", "server", "scripts", "tests", "deploy"].map((folder) => join(folder, "README.md"));
  return ["README.md", ...inDocs, ...folderReadmes];
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ""] of markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative links of a Markdown file, outside code: `[text](target)`. */
const linksOf = (markdown: string): string[] =>
  [
    ...markdown
      .replace(/^```[\s\S]*?^```/gm, "")
      .replace(/`[^`\n]*`/g, "")
      .matchAll(/\]\(([^)\s]+)\)/g),
  ]
    .map(([, target = ""]) => target)
    .filter((target) => !/^[a-z]+:/i.test(target));

describe("the documents", () => {
  test("the README fits in 250 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(250);
  });

  test("the README's configuration table lists exactly the variables app/config/env.server.ts reads", () => {
    const schema = read("app/config/env.server.ts").match(/const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/)?.[1] ?? "";
    const inSchema = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map(([, name]) => name).sort();
    const configuration =
      read("README.md")
        .split(/^## /m)
        .find((section) => section.startsWith("Configuration")) ?? "";
    const listed = [...configuration.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map(([, name]) => name).sort();
    expect(inSchema.length).toBeGreaterThan(10);
    expect(listed).toEqual(inSchema);
  });

  test("every relative link leads to a file, and every #anchor to a heading in it", () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      for (const link of linksOf(read(file))) {
        const [path = "", anchor] = link.split("#");
        const target = path === "" ? join(root, file) : join(root, dirname(file), path);
        if (!existsSync(target)) broken.push(`${file}: ${link} (no such file)`);
        else if (anchor !== undefined) {
          const page = statSync(target).isDirectory() ? join(target, "README.md") : target;
          if (!anchorsOf(readFileSync(page, "utf8")).has(anchor)) broken.push(`${file}: ${link} (no heading #${anchor} in ${relative(root, page)})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
