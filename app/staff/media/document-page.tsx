import { data, useLoaderData } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { maxDocumentBytes } from "#app/media/documents.ts";
import { loadDocument } from "#app/media/documents-store.server.ts";
import { DocumentForm, DocumentRefusals } from "#app/staff/media/document-form.tsx";
import { coverChoices, documentSummary, receiveDocumentForm } from "#app/staff/media/documents.server.ts";
import { documentsTexts, useDocumentsTexts } from "#app/staff/media/documents-texts.ts";
import { useMediaStaffTexts } from "#app/staff/media/texts.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { BackLink, PublicationStatus } from "#app/staff/shared/publication.tsx";
import { Notice, StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import type { Database } from "#app/storage/database.server.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/document-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, documentsTexts[langFromPath(location.pathname)].title);

async function found(db: Database, param: string | undefined) {
  const id = Number(param);
  const record = Number.isSafeInteger(id) ? await loadDocument(db, id) : undefined;
  if (!record) throw data(null, { status: 404 });
  return record;
}

/** What the page says after the list's form created the document (`?done=`). */
const arrivals = ["added", "publishedDone"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  return {
    document: documentSummary(await found(db, params.document), lang),
    covers: await coverChoices(db, lang),
    maxMegabytes: maxDocumentBytes / 1024 / 1024,
    arrived: arrivals.find((each) => each === url.searchParams.get("done")),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const result = await receiveDocumentForm(request, services, context.get(staffContext), await found(services.db, params.document));
  return "saved" in result ? { outcome: result.outcome } : result;
}

export default function DocumentPage({ actionData }: Route.ComponentProps) {
  const { document, covers, maxMegabytes, arrived } = useLoaderData<typeof loader>();
  const t = useDocumentsTexts();
  const { media } = useMediaStaffTexts();
  const lang = useLang();
  const refused = actionData && "values" in actionData ? actionData.values : undefined;
  const done = actionData && "outcome" in actionData ? actionData.outcome : actionData ? undefined : arrived;
  const title = document.fields.texts[lang].title || document.fields.texts[lang === "en" ? "am" : "en"].title || t.title;
  return (
    <div className="max-w-5xl space-y-6">
      <BackLink to={localizePath("/admin/documents", lang)} label={t.back} />
      <StaffHeading title={title}>
        <PublicationStatus status={document.status} />
      </StaffHeading>
      {done && <Notice>{done === "added" ? t.added : media[done]}</Notice>}
      <DocumentRefusals answer={actionData} maxMegabytes={maxMegabytes} />
      <section aria-label={t.title} className="rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
        <DocumentForm
          key={JSON.stringify(actionData ?? "")}
          values={refused ?? document.fields}
          files={document.files}
          covers={covers}
          maxMegabytes={maxMegabytes}
          published={document.status === "published"}
        />
      </section>
    </div>
  );
}
