import { FileText } from "lucide-react";
import { redirect, useLoaderData } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { colon, langFromPath, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { maxDocumentBytes } from "#app/media/documents.ts";
import { listDocuments } from "#app/media/documents-store.server.ts";
import { DocumentForm, DocumentRefusals } from "#app/staff/media/document-form.tsx";
import { coverChoices, documentSummary, receiveDocumentForm } from "#app/staff/media/documents.server.ts";
import { documentsTexts, useDocumentsTexts } from "#app/staff/media/documents-texts.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { ItemCard } from "#app/staff/shared/item-card.tsx";
import { PublicationStatus } from "#app/staff/shared/publication.tsx";
import { StaffHeading, StaffSection } from "#app/staff/shared/staff-shell.tsx";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/documents-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, documentsTexts[langFromPath(location.pathname)].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  return {
    maxMegabytes: maxDocumentBytes / 1024 / 1024,
    covers: await coverChoices(db, lang),
    documents: (await listDocuments(db)).map((record) => documentSummary(record, lang)),
  };
}

/** A new document: once stored, its own page says so (and offers what comes next). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await receiveDocumentForm(request, context.get(appServicesContext), context.get(staffContext), undefined);
  if (!("saved" in result)) return result;
  const done = result.outcome === "publishedDone" ? "publishedDone" : "added";
  return redirect(localizePath(`/admin/documents/${result.saved.id}?done=${done}`, langFromPath(new URL(request.url).pathname)));
}

const newDocument = {
  kind: "download",
  group: null,
  issueDate: null,
  texts: { en: { title: "", description: "" }, am: { title: "", description: "" } },
  coverKey: null,
} as const;

export default function Documents({ actionData }: Route.ComponentProps) {
  const { documents, covers, maxMegabytes } = useLoaderData<typeof loader>();
  const t = useDocumentsTexts();
  const lang = useLang();
  const refused = actionData && "values" in actionData ? actionData.values : undefined;
  return (
    <div className="max-w-5xl space-y-8">
      <StaffHeading title={t.title} intro={t.intro} />
      <StaffSection id="add-document" title={t.addTitle} className="sm:p-7">
        <div className="mt-4">
          <DocumentRefusals answer={actionData} maxMegabytes={maxMegabytes} />
        </div>
        <DocumentForm
          key={JSON.stringify(actionData ?? "")}
          values={refused ?? newDocument}
          files={null}
          covers={covers}
          maxMegabytes={maxMegabytes}
          published={false}
        />
      </StaffSection>
      <section aria-labelledby="documents-list">
        <h2 id="documents-list" className="text-xl font-bold text-forest-800">
          {t.listTitle}
        </h2>
        {documents.length === 0 ? (
          <p className="mt-3 text-ink-soft">{t.empty}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {documents.map((document) => (
              <li key={document.id} data-testid="document-item">
                <ItemCard
                  to={localizePath(`/admin/documents/${document.id}`, lang)}
                  icon={FileText}
                  badge={<PublicationStatus status={document.status} className="self-start px-3 py-1 text-sm sm:self-center" />}
                >
                  <span className="block font-bold text-forest-800" lang={document.fields.texts[lang].title ? undefined : lang === "en" ? "am" : "en"}>
                    {document.fields.texts[lang].title || document.fields.texts[lang === "en" ? "am" : "en"].title || "—"}
                  </span>
                  <span className="block text-sm text-ink-soft">
                    {document.fields.kind === "magazine" ? t.kinds.magazine : document.fields.group ? t.groups[document.fields.group] : t.kinds.download}
                    {" · "}
                    {document.files.map((each) => `${t.languageNames[each.lang]}${colon[lang]} ${each.file?.size ?? t.noFile}`).join(" · ")}
                  </span>
                  <span className="block text-sm text-ink-soft">{fill(t.addedBy, document.added)}</span>
                </ItemCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
