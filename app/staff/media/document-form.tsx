import { FileText } from "lucide-react";
import { Form } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField } from "#app/fields/field-components.tsx";
import { fill } from "#app/i18n/fill.ts";
import { languages, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { type DocumentFields, documentKinds, downloadGroups } from "#app/media/documents.ts";
import type { DocumentActionData, DocumentSummary } from "#app/staff/media/documents.server.ts";
import { useDocumentsTexts } from "#app/staff/media/documents-texts.ts";
import { PublicationButtons } from "#app/staff/shared/publication.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";

const fileNames = { en: "fileEn", am: "fileAm" } as const;

/** What a refused post said: bad input, refused files, or what publishing still needs. */
export function DocumentRefusals({ answer, maxMegabytes }: { answer: DocumentActionData | undefined; maxMegabytes: number }) {
  const t = useDocumentsTexts();
  const badRequest = useAdminTexts().badRequest;
  if (!answer || "outcome" in answer) return null;
  const lines =
    "badRequest" in answer
      ? [badRequest]
      : [
          ...answer.refusedFiles.map((file) => fill(t.refused[file.refused], { name: file.name, megabytes: maxMegabytes })),
          ...answer.refused.map((reason) => t.unpublishable[reason]),
        ];
  return (
    <div role="alert" className="rounded-xl border-s-8 border-ember-700 bg-ember-50 p-4 font-semibold text-ember-700">
      <ul className="list-disc space-y-1 ps-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A document's form, new or saved: kind, group or issue date, words in both languages, a PDF per language (a saved
 * one is kept unless another is chosen), a cover. Plain multipart form: it works the same without scripts; with them,
 * a file over the limit is stopped before it is sent (a phone on a slow connection would send it for minutes).
 */
export function DocumentForm({
  values,
  files,
  covers,
  maxMegabytes,
  published,
}: {
  values: DocumentFields;
  files: DocumentSummary["files"] | null;
  covers: { value: string; label: string }[];
  maxMegabytes: number;
  published: boolean;
}) {
  const t = useDocumentsTexts();
  const lang = useLang();
  return (
    <Form method="post" encType="multipart/form-data" className="mt-5 space-y-6">
      <fieldset>
        <legend className="mb-2 font-semibold">{t.kind}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {documentKinds.map((kind) => (
            <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} required className="h-6 w-6 shrink-0 accent-forest-700" />
              {t.kinds[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField
          name="group"
          label={t.group}
          hint={t.groupHint}
          optional
          placeholder={t.chooseGroup}
          defaultValue={values.group ?? ""}
          options={downloadGroups.map((group) => ({ value: group, label: t.groups[group] }))}
        />
        <TextField name="issueDate" type="date" label={t.issueDate} hint={t.issueDateHint} optional defaultValue={values.issueDate ?? ""} />
        <TextField name="titleEn" lang="en" label={t.titleEn} required={false} maxLength={200} defaultValue={values.texts.en.title} />
        <TextField name="titleAm" lang="am" label={t.titleAm} required={false} maxLength={200} defaultValue={values.texts.am.title} />
        <TextAreaField name="descriptionEn" lang="en" label={t.descriptionEn} optional rows={2} maxLength={600} defaultValue={values.texts.en.description} />
        <TextAreaField name="descriptionAm" lang="am" label={t.descriptionAm} optional rows={2} maxLength={600} defaultValue={values.texts.am.description} />
      </div>
      <fieldset className="space-y-4 rounded-xl bg-cream p-4">
        <legend className="sr-only">{t.filesTitle}</legend>
        <p className="font-semibold">{t.filesTitle}</p>
        <p className="text-ink-soft">{fill(t.limits, { megabytes: maxMegabytes })}</p>
        {languages.map((fileLang) => {
          const current = files?.find((each) => each.lang === fileLang)?.file;
          const name = fileNames[fileLang];
          return (
            <div key={fileLang}>
              <label htmlFor={`field-${name}`} className="mb-1.5 block font-semibold">
                {fileLang === "en" ? t.fileEn : t.fileAm}
              </label>
              {current && (
                <p id={`field-${name}-hint`} className="mb-1.5 text-sm text-ink-soft">
                  {fill(t.current, { name: current.name, size: current.size })}{" "}
                  <a
                    href={localizePath(`/admin/documents/file/${current.fileName}`, lang)}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-forest-700 underline"
                  >
                    <FileText className="h-4 w-4" aria-hidden="true" />
                    {t.openFile}
                  </a>
                </p>
              )}
              <input
                id={`field-${name}`}
                name={name}
                type="file"
                // What a phone's file picker offers; the server checks the bytes whatever was chosen.
                accept="application/pdf,.pdf"
                aria-describedby={current ? `field-${name}-hint` : undefined}
                onChange={(event) => {
                  const input = event.currentTarget;
                  const chosen = input.files?.[0];
                  input.setCustomValidity(
                    chosen && chosen.size > maxMegabytes * 1024 * 1024 ? fill(t.refused.tooLarge, { name: chosen.name, megabytes: maxMegabytes }) : "",
                  );
                  input.reportValidity();
                }}
                className="block w-full min-h-12 rounded-lg border-2 border-dashed border-[#b9ab95] bg-white p-3 text-base file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-forest-700 file:px-4 file:font-semibold file:text-white"
              />
              {current && (
                <div className="mt-2">
                  <CheckboxField name={fileLang === "en" ? "removeEn" : "removeAm"} label={t.removeFile} />
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      <SelectField name="cover" label={t.cover} hint={t.coverHint} optional placeholder={t.noCover} defaultValue={values.coverKey ?? ""} options={covers} />
      <PublicationButtons published={published} />
    </Form>
  );
}
