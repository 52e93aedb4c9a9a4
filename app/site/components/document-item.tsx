import { FileDown } from "lucide-react";
import type { DocumentView } from "#app/site/content/documents-data.server.ts";

/**
 * A published document's title, description and a link per file, the page's language first. A link names the
 * file's language in the page's words and carries `hreflang` (the file's language) and its type; when the only
 * file is in the other language, a line says so.
 */
export function DocumentLinks({ document }: { document: DocumentView }) {
  return (
    <div className="mt-3 space-y-2">
      {document.onlyIn && <p className="text-sm font-semibold text-ink-soft">{document.onlyIn}</p>}
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {document.links.map((link, index) => (
          <li key={link.href + link.fileLang}>
            <a
              href={link.href}
              hrefLang={link.fileLang}
              type="application/pdf"
              className={`inline-flex min-h-11 w-full items-center gap-3 rounded-xl border-2 px-4 py-2 font-semibold sm:w-auto ${
                index === 0 && !document.onlyIn
                  ? "border-forest-700 bg-forest-700 text-white hover:bg-forest-800"
                  : "border-forest-700 bg-white text-forest-800 hover:bg-forest-50"
              } focus:outline-none focus:ring-4 focus:ring-gold-300`}
            >
              <FileDown className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span className="flex flex-col leading-tight">
                <span>{link.label}</span>
                <span className="text-sm font-normal opacity-90">{link.typeAndSize}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A download in its group: title, short description, links. */
export function DocumentItem({ document }: { document: DocumentView }) {
  return (
    <article className="rounded-xl border border-sand bg-cream/60 p-4" data-testid="document">
      <h4 className="text-lg font-bold text-forest-800">{document.title}</h4>
      {document.description && (
        <p lang={document.descriptionLang} className="mt-1 text-ink-soft">
          {document.description}
        </p>
      )}
      <DocumentLinks document={document} />
    </article>
  );
}
