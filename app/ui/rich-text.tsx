import { cloneElement, Fragment, type ReactElement } from "react";

/**
 * Renders a translated string whose `<name>…</name>` parts become the given elements, e.g. links in
 * "I agree to the <terms>terms</terms>".
 */
export function RichText({ text, elements }: { text: string; elements: Record<string, ReactElement<{ children?: unknown }>> }) {
  const parts = text.split(/(<(\w+)>.*?<\/\2>)/g);
  const nodes = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const match = /^<(\w+)>(.*)<\/\1>$/.exec(part);
    const element = match ? elements[match[1]!] : undefined;
    if (match && element) {
      nodes.push(cloneElement(element, { key: index, children: match[2] }));
      index++; // skip the captured tag name
    } else if (part) {
      nodes.push(<Fragment key={index}>{part}</Fragment>);
    }
  }
  return <>{nodes}</>;
}

/** For English text quoting Amharic as `<am>ተስፋ</am>`: marked as Amharic for screen readers and fonts (app.css). */
export const amharicWords = { am: <span lang="am" /> };
