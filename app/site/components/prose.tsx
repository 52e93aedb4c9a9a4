import type { ProseSection } from "#app/site/content/types.ts";

/** Headed sections of running text, readable at any width. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <div className="prose-page max-w-3xl">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
