import { History, Save, Send, Undo2 } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Form, useBlocker, useLocation } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import type { TextChange } from "#app/content/diff.ts";
import type { ContentKind, PublicStatus, TranslationState } from "#app/content/kinds.ts";
import { markdownBlocks, renderMarkdown } from "#app/content/markdown.ts";
import type { ContentRefusal } from "#app/content/permissions.ts";
import { textInputName } from "#app/content/schema.ts";
import { slugify } from "#app/content/slug.ts";
import { feastOf, occurrences } from "#app/content/span.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatDate, formatMoment } from "#app/i18n/format.ts";
import { type Lang, languages } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { wallClock } from "#app/i18n/zoned-day.ts";
import type { ContentAllowance } from "#app/staff/content/content.server.ts";
import { ImagePicker, TextImagePicker } from "#app/staff/content/image-picker.tsx";
import type { ContentStaffTexts } from "#app/staff/content/texts.ts";
import { useContentStaffTexts } from "#app/staff/content/texts.ts";
import type { PickableImage } from "#app/staff/shared/pickable-image.ts";
import { signInPath } from "#app/staff/shared/sign-in-path.ts";
import { Notice, StaffSection } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

export type FormValues = Record<string, string>;

export interface TranslationView {
  state: TranslationState;
  /** For an out-of-date language: what changed in the other language since it was translated, per field. */
  sourceChanges: ({ field: string } & TextChange)[];
}

export interface EditorProps {
  kind: ContentKind;
  id: number | null;
  version: number;
  /** What the inputs start with: the saved item, its server draft, or the text a refused save sent. */
  initial: FormValues;
  /** When the values shown were last stored on the server (draft or save), to compare the browser's copy. */
  storedAt: string | null;
  status: PublicStatus;
  publishAt: string | null;
  translations: Record<Lang, TranslationView>;
  problems: Record<string, string>;
  publicPath: string | null;
  /** The last post was saved: the browser's copy of the text is no longer needed. */
  saved: boolean;
  /** Messages and panels above the form (saved, conflict, draft). */
  notices?: ReactNode;
  /** What the signed-in staff member may change (a translator: one language's text only). */
  may: ContentAllowance;
  /** The published images an image field may take (none for kinds without one). */
  images: PickableImage[];
  /** When the page was made (UTC ISO): the next day of the feast an annual event is held on. */
  now: string;
}

const localKey = (kind: string, id: number | null) => `tesfa-content:${kind}:${id ?? "new"}`;
const sameValues = (a: FormValues, b: FormValues) => Object.keys({ ...a, ...b }).every((key) => (a[key] ?? "") === (b[key] ?? ""));
const autosaveDelayMs = 1500;

type DraftState = "idle" | "unsaved" | "saving" | "saved" | "failed" | "refused" | "sessionEnded";

/** An image picker's input (app/staff/content/image-picker.tsx): a radio, or a checkbox carrying an image's id. */
const isPick = (element: HTMLInputElement) => element.type === "radio" || (element.type === "checkbox" && element.value !== "on");

function readForm(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || element.name === "version" || element.name === "intent" || element.name === "publishAt") continue;
    if (element instanceof HTMLInputElement && isPick(element)) {
      // The chosen images in the form's order, as the action reads them: "12" or "12,5,7".
      const sofar = values[element.name] ?? "";
      values[element.name] = element.checked && element.value ? (sofar ? `${sofar},${element.value}` : element.value) : sofar;
      continue;
    }
    values[element.name] = element instanceof HTMLInputElement && element.type === "checkbox" ? (element.checked ? "on" : "") : element.value;
  }
  return values;
}

function writeForm(form: HTMLFormElement, values: FormValues) {
  for (const [name, value] of Object.entries(values)) {
    const element = form.elements.namedItem(name);
    if (element instanceof RadioNodeList || (element instanceof HTMLInputElement && isPick(element))) {
      const chosen = value.split(",");
      const inputs = element instanceof RadioNodeList ? Array.from(element) : [element];
      for (const input of inputs) if (input instanceof HTMLInputElement) input.checked = chosen.includes(input.value);
    } else if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = value === "on";
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) element.value = value;
  }
}

/**
 * Keeps the text safe while it is typed: a copy in this browser at every change, and the server's draft
 * (never public) a moment after typing stops. A session that ended answers 401: the text stays in the
 * browser and the page says how to sign in again and get it back. A draft with changes the staff member may not
 * make (403) stays in the browser too, and the page says why.
 */
function useDraftKeeping(kind: string, id: number | null, version: number, initial: FormValues, storedAt: string | null) {
  const [state, setState] = useState<DraftState>("idle");
  const [refusal, setRefusal] = useState<ContentRefusal>("noContentAccess");
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [localCopy, setLocalCopy] = useState<{ savedAt: string; values: FormValues } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();

  useEffect(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(localKey(kind, id)) ?? "null") as { savedAt: string; values: FormValues } | null;
      if (stored && (!storedAt || stored.savedAt > storedAt) && !sameValues(stored.values, initial)) setLocalCopy(stored);
    } catch {
      // A copy that does not parse is no copy.
    }
  }, [kind, id, initial, storedAt]);

  const sendDraft = useCallback(
    async (values: FormValues) => {
      if (id === null) return;
      setState("saving");
      try {
        const response = await fetch(`${pathname.replace(/\/$/, "")}/draft`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ version, values }),
        });
        if (response.status === 401) return setState("sessionEnded");
        if (response.status === 403) {
          // The content store's rule says why; the staff area's own refusal (the role changed since) says nothing more.
          const refused = (await response.json().catch(() => ({}))) as { refusal?: ContentRefusal };
          setRefusal(refused.refusal ?? "noContentAccess");
          return setState("refused");
        }
        if (!response.ok) return setState("failed");
        setSavedAt(((await response.json()) as { savedAt: string }).savedAt);
        setState("saved");
      } catch {
        setState("failed");
      }
    },
    [id, version, pathname],
  );

  const changed = useCallback(
    (values: FormValues) => {
      try {
        localStorage.setItem(localKey(kind, id), JSON.stringify({ savedAt: new Date().toISOString(), values }));
      } catch {
        // Storage full or off: the server's draft still keeps the text.
      }
      setState((current) => (current === "sessionEnded" ? current : "unsaved"));
      clearTimeout(timer.current);
      if (id !== null) timer.current = setTimeout(() => sendDraft(values), autosaveDelayMs);
    },
    [kind, id, sendDraft],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  /** A form post saves the text itself: a pending autosave must not store it again as a draft afterwards. */
  const pause = useCallback(() => clearTimeout(timer.current), []);
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    localStorage.removeItem(localKey(kind, id));
    setLocalCopy(null);
  }, [kind, id]);
  return { state, refusal, savedAt, localCopy, dismissLocal: () => setLocalCopy(null), changed, pause, forget };
}

/** A field's problem under it, in the page's language. */
function Problem({ id, problem, texts }: { id: string; problem?: string; texts: ContentStaffTexts }) {
  if (!problem) return null;
  return (
    <p id={id} className="mt-1 font-semibold text-ember-700">
      {texts.content.problems[problem as keyof ContentStaffTexts["content"]["problems"]] ?? problem}
    </p>
  );
}

// What a translator may read but not change looks it: sand-coloured, a dashed border, no text cursor.
const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-ink-soft/40 bg-white px-3 py-2 text-base [&[readonly]]:cursor-default [&[readonly]]:border-dashed [&[readonly]]:bg-sand/60 disabled:cursor-not-allowed disabled:border-dashed disabled:bg-sand/60 disabled:text-ink";

/** The public article as it will look, at phone width, in one language. */
function Preview({ kind, values, lang, pageLang, images }: { kind: ContentKind; values: FormValues; lang: Lang; pageLang: Lang; images: PickableImage[] }) {
  const textsContent = useContentStaffTexts();
  const text = (field: string) => values[textInputName(lang, field)] ?? "";
  const written = kind.textFields.some((field) => text(field.name));
  const bodyField = kind.textFields.find((field) => field.input === "markdown")?.name;
  if (!bodyField) return <CardPreview kind={kind} written={written} text={text} lang={lang} pageLang={pageLang} />;
  const body = text(bodyField);
  const category = kind.itemFields.find((field) => field.input === "choice");
  const date = values.date;
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-ink-soft">{textsContent.content.preview}</figcaption>
      <div lang={lang} className="mt-2 w-full max-w-[390px] overflow-hidden rounded-2xl border-4 border-ink/80 bg-cream" data-testid={`preview-${lang}`}>
        {written ? (
          <>
            <div className="border-b border-sand bg-gradient-to-b from-sand to-cream px-4 pb-6 pt-8">
              <p className="text-2xl font-bold tracking-tight text-forest-800">{text("title")}</p>
              <p className="mt-3 text-ink-soft">{text("excerpt")}</p>
              <p className="mt-3 text-sm text-ink-soft">
                {category?.input === "choice" && <span className="font-semibold">{category.optionLabels[values[category.name] ?? ""]?.[lang]} · </span>}
                {date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date, lang) : ""} · {text("author")}
              </p>
            </div>
            <div className="prose-page px-4 py-6">
              {markdownBlocks(body).map((block, index) =>
                "markdown" in block ? (
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the same safe Markdown renderer as the public page (no raw HTML, checked links).
                  // biome-ignore lint/suspicious/noArrayIndexKey: the text's blocks in order, redrawn whole as it is typed.
                  <div key={index} dangerouslySetInnerHTML={{ __html: renderMarkdown(block.markdown) }} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the text's blocks in order, redrawn whole as it is typed.
                  <PreviewImage key={index} image={images.find((image) => image.id === block.mediaId)} lang={lang} />
                ),
              )}
            </div>
          </>
        ) : (
          <p lang={pageLang} className="p-4 text-ink-soft">
            {textsContent.content.emptyPreview}
          </p>
        )}
      </div>
    </figure>
  );
}

/** A photo of the library in the text's preview, as its thumbnail; one not on offer (not published) is said so. */
function PreviewImage({ image, lang }: { image: PickableImage | undefined; lang: Lang }) {
  const textsContent = useContentStaffTexts();
  if (!image) return <p className="font-semibold text-ember-700">{textsContent.content.problems.textImage}</p>;
  return (
    <figure className="my-4">
      <img src={image.thumb} alt={image.alt[lang]} width={image.width} height={image.height} className="h-auto w-full rounded-2xl" />
    </figure>
  );
}

/** A fixed entry's text as a list at phone width, in one language (its pages show each value in its place). */
function FieldsPreview({ kind, values, lang }: { kind: ContentKind; values: FormValues; lang: Lang }) {
  const textsContent = useContentStaffTexts();
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-ink-soft">{textsContent.content.preview}</figcaption>
      <dl
        lang={lang}
        className="mt-2 w-full max-w-[390px] divide-y divide-sand rounded-2xl border-4 border-ink/80 bg-white px-4"
        data-testid={`preview-${lang}`}
      >
        {kind.textFields.map((field) => {
          const value = values[textInputName(lang, field.name)] ?? "";
          return (
            <div key={field.name} className="py-2">
              <dt className="text-sm text-ink-soft">{field.label[lang]}</dt>
              {field.input === "markdown" && value ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the same safe Markdown renderer as the public page (no raw HTML, checked links).
                <dd className="page-text" dangerouslySetInnerHTML={{ __html: renderMarkdown(value, { text: lang }) }} />
              ) : (
                <dd className="font-semibold">{value || "—"}</dd>
              )}
            </div>
          );
        })}
      </dl>
    </figure>
  );
}

/** A kind without an article of its own (people, sponsors): its card as the public page shows it. */
function CardPreview({
  kind,
  written,
  text,
  lang,
  pageLang,
}: {
  kind: ContentKind;
  written: boolean;
  text: (field: string) => string;
  lang: Lang;
  pageLang: Lang;
}) {
  const textsContent = useContentStaffTexts();
  const [title, second, ...rest] = [kind.titleField, ...kind.textFields.map((field) => field.name).filter((name) => name !== kind.titleField)];
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-ink-soft">{textsContent.content.preview}</figcaption>
      <div lang={lang} className="mt-2 w-full max-w-[390px] rounded-2xl border-4 border-ink/80 bg-cream p-4" data-testid={`preview-${lang}`}>
        {written ? (
          <article className="rounded-2xl border border-sand bg-white p-6 shadow-sm">
            <p className="text-xl font-bold text-forest-800">{text(title ?? "")}</p>
            {second && <p className={rest.length ? "font-semibold text-ember-700" : "mt-3 text-ink-soft"}>{text(second)}</p>}
            {rest.map((name) => (
              <p key={name} className="mt-4 whitespace-pre-line text-ink-soft">
                {text(name)}
              </p>
            ))}
          </article>
        ) : (
          <p lang={pageLang} className="text-ink-soft">
            {textsContent.content.emptyPreview}
          </p>
        )}
      </div>
    </figure>
  );
}

/** A text's changes, word by word, or the new text whole under a note that it was replaced. */
function Changes({ change: { replaced, parts } }: { change: TextChange }) {
  const textsContent = useContentStaffTexts();
  const lang = useLang();
  return (
    <>
      {replaced && (
        <span lang={lang} className="mb-1 block font-semibold">
          {textsContent.content.history.replaced}
        </span>
      )}
      <span className="whitespace-pre-wrap">
        {parts.map((part, index) =>
          part.change === "same" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one diff, never reordered.
            <span key={index}>{part.text}</span>
          ) : part.change === "added" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one diff, never reordered.
            <ins key={index} className="bg-forest-50 text-forest-800 underline" title={textsContent.content.history.added}>
              {part.text}
            </ins>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one diff, never reordered.
            <del key={index} className="bg-ember-50 text-ember-700" title={textsContent.content.history.removed}>
              {part.text}
            </del>
          ),
        )}
      </span>
    </>
  );
}

export { Changes };

/** One language's fields, its translation state and its preview. */
function LanguageColumn({ kind, lang, props, values, hidden }: { kind: ContentKind; lang: Lang; props: EditorProps; values: FormValues; hidden: boolean }) {
  const texts = useAdminTexts();
  const textsContent = useContentStaffTexts();
  const pageLang = useLang();
  const otherLang: Lang = lang === "en" ? "am" : "en";
  const translation = props.translations[lang];
  const languageName = texts.languages[lang];
  return (
    <section aria-labelledby={`lang-${lang}`} className={`${hidden ? "hidden lg:block" : ""} min-w-0`} data-testid={`column-${lang}`}>
      <h2 id={`lang-${lang}`} className="text-xl font-bold text-forest-800">
        {languageName}
      </h2>
      {!props.may.langs.includes(lang) && (
        <p className="mt-2 rounded-lg border border-dashed border-ink-soft/40 bg-sand/60 p-3 text-sm">
          {fill(textsContent.content.translationState.readOnly, { language: texts.languages[props.may.langs[0] ?? otherLang] })}
        </p>
      )}
      {translation.state === "missing" && (
        <p className="mt-2 rounded-lg bg-gold-100 p-3 font-semibold">{fill(textsContent.content.translationState.missing, { language: languageName })}</p>
      )}
      {translation.state === "outdated" && (
        <div className="mt-2 rounded-lg border-s-8 border-gold-300 bg-gold-100 p-3" data-testid={`outdated-${lang}`}>
          <p className="font-semibold">
            {fill(textsContent.content.translationState.outdated, { language: languageName, source: texts.languages[otherLang] })}
          </p>
          <p className="mt-2 text-sm">{fill(textsContent.content.translationState.changes, { source: texts.languages[otherLang] })}</p>
          <dl lang={otherLang} className="mt-1 text-sm">
            {translation.sourceChanges.map((change) => (
              <div key={change.field} className="mt-1">
                <dt lang={pageLang} className="font-semibold">
                  {kind.textFields.find((field) => field.name === change.field)?.label[pageLang] ?? change.field}
                </dt>
                <dd>
                  <Changes change={change} />
                </dd>
              </div>
            ))}
          </dl>
          <button type="submit" name="intent" value={`confirm:${lang}`} className="btn btn-outline mt-3">
            {fill(textsContent.content.translationState.confirm, { language: languageName })}
          </button>
        </div>
      )}
      {kind.textFields.map((field) => {
        const name = textInputName(lang, field.name);
        const id = `field-${lang}-${field.name}`;
        const problem = props.problems[name];
        const described = [field.hint ? `${id}-hint` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ") || undefined;
        const common = {
          id,
          name,
          lang,
          defaultValue: props.initial[name] ?? "",
          maxLength: field.max,
          "aria-invalid": problem ? true : undefined,
          "aria-describedby": described,
          className: inputClass,
          readOnly: !props.may.langs.includes(lang),
        };
        return (
          <div key={name} className="mt-4">
            <label htmlFor={id} className="font-semibold">
              {field.label[pageLang]} <span className="font-normal text-ink-soft">({languageName})</span>
            </label>
            {field.hint && (
              <p id={`${id}-hint`} className="text-sm text-ink-soft">
                {field.hint[pageLang]}
              </p>
            )}
            {field.input === "line" ? <input type="text" {...common} /> : <textarea rows={field.input === "markdown" ? 14 : 3} {...common} />}
            {field.images && props.may.langs.includes(lang) && <TextImagePicker textareaId={id} images={props.images} lang={pageLang} texts={textsContent} />}
            <Problem id={`${id}-problem`} problem={problem} texts={textsContent} />
          </div>
        );
      })}
      {kind.fixed ? (
        <FieldsPreview kind={kind} values={values} lang={lang} />
      ) : (
        <Preview kind={kind} values={values} lang={lang} pageLang={pageLang} images={props.images} />
      )}
    </section>
  );
}

/**
 * The editor of one item: the item's own fields, then English and Amharic side by side (tabs on a phone),
 * each with a live preview at phone width; publishing below. A plain form posted to the route's action,
 * which works without scripts; with them, drafts keep themselves and leaving with unsaved text asks first.
 */
export function ContentEditor(props: EditorProps) {
  const { kind, id, version, initial, storedAt, status } = props;
  const texts = useAdminTexts();
  const textsContent = useContentStaffTexts();
  const pageLang = useLang();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [tab, setTab] = useState<Lang | null>(null);
  const slugTouched = useRef(Boolean(initial.slug));
  const submitting = useRef(false);
  const draft = useDraftKeeping(kind.kind, id, version, initial, storedAt);
  const unsaved =
    draft.state === "unsaved" ||
    draft.state === "saving" ||
    draft.state === "failed" ||
    draft.state === "refused" ||
    (id === null && !sameValues(values, initial));

  // Tabs only once scripts run: without them (and before hydration) both languages show.
  useEffect(
    () => setTab(initial[textInputName("en", kind.titleField)] || !initial[textInputName("am", kind.titleField)] ? "en" : "am"),
    [initial, kind.titleField],
  );
  useEffect(() => setValues(initial), [initial]);
  // The browser's copy goes once the server has the text as a revision; until then it may be all there is.
  const { forget } = draft;
  useEffect(() => {
    submitting.current = false;
    if (props.saved) forget();
  }, [props.saved, forget, initial]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && draft.state !== "sessionEnded" && !submitting.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved || draft.state === "sessionEnded") return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved, draft.state]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as HTMLElement & { name?: string };
    if (target.name === "publishAt") return;
    if (target.name === "slug") slugTouched.current = true;
    const [enTitle, amTitle] = languages.map((lang) => textInputName(lang, kind.titleField));
    if (!slugTouched.current && (target.name === enTitle || target.name === amTitle)) {
      const slugInput = form.elements.namedItem("slug");
      const read = readForm(form);
      if (slugInput instanceof HTMLInputElement) slugInput.value = slugify(read[enTitle ?? ""] || read[amTitle ?? ""] || "");
    }
    const next = readForm(form);
    setValues(next);
    draft.changed(next);
  };

  const restoreLocal = () => {
    if (!draft.localCopy || !formRef.current) return;
    writeForm(formRef.current, draft.localCopy.values);
    slugTouched.current = true;
    setValues(draft.localCopy.values);
    draft.changed(draft.localCopy.values);
    draft.dismissLocal();
  };

  const moment = (iso: string) => formatMoment(iso, pageLang, organisation.timeZone);
  const signInAgain = signInPath(location.pathname, location.pathname, "expired");
  const itemProblem = (name: string) => props.problems[name];
  // An event held on a feast is dated by it: its date fields give way to the feast's next day, computed.
  const feastDated = kind.span && feastOf(kind, values) ? kind.span : undefined;
  const feastDay = feastDated && String(occurrences(kind, values, props.now, new Date(props.now)).at(-1)?.[feastDated.startDate] ?? "");

  return (
    <>
      {props.notices}
      {draft.localCopy && (
        <div role="alert" className="mb-6 rounded-xl border-s-8 border-gold-300 bg-gold-100 p-4">
          <p className="font-semibold">{fill(textsContent.content.draft.localNewer, { time: moment(draft.localCopy.savedAt) })}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary" onClick={restoreLocal}>
              <Undo2 className="h-5 w-5" aria-hidden="true" />
              {textsContent.content.draft.restore}
            </button>
            <button type="button" className="btn btn-outline" onClick={draft.dismissLocal}>
              {textsContent.content.draft.dismiss}
            </button>
          </div>
        </div>
      )}
      {draft.state === "sessionEnded" && (
        <div role="alert" className="mb-6 rounded-xl border-s-8 border-ember-700 bg-ember-50 p-4 font-semibold text-ember-700">
          <p>{textsContent.content.draft.sessionEnded}</p>
          <a href={signInAgain} className="btn btn-primary mt-3">
            {textsContent.content.draft.signInAgain}
          </a>
        </div>
      )}
      {blocker.state === "blocked" && (
        <div role="alertdialog" aria-labelledby="leave-message" className="mb-6 rounded-xl border-s-8 border-ember-700 bg-ember-50 p-4">
          <p id="leave-message" className="font-semibold text-ember-700">
            {textsContent.content.leave.message}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary" onClick={() => blocker.reset()}>
              {textsContent.content.leave.stay}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => blocker.proceed()}>
              {textsContent.content.leave.leave}
            </button>
          </div>
        </div>
      )}
      {Object.keys(props.problems).length > 0 && <Notice tone="error">{textsContent.content.fixProblems}</Notice>}
      <Form
        method="post"
        ref={formRef}
        onInput={onInput}
        onSubmit={() => {
          submitting.current = true;
          draft.pause();
        }}
        noValidate
      >
        <input type="hidden" name="version" value={version} />
        <StaffSection id="about-title" title={textsContent.content.about}>
          {/* Not sent for a translator (the fieldset is disabled): the server keeps them as stored, and refuses a change to them. */}
          {!props.may.itemFields && <p className="mt-2 text-sm text-ink-soft">{textsContent.content.translationState.fieldsReadOnly}</p>}
          <fieldset disabled={!props.may.itemFields} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {kind.fixed ? (
              <input type="hidden" name="slug" value={initial.slug} />
            ) : (
              <div className="sm:col-span-2">
                <label htmlFor="field-slug" className="font-semibold">
                  {textsContent.content.slug}
                </label>
                <input
                  id="field-slug"
                  name="slug"
                  defaultValue={initial.slug}
                  aria-describedby="field-slug-hint field-slug-problem"
                  aria-invalid={itemProblem("slug") ? true : undefined}
                  className={`${inputClass} font-mono`}
                  autoCapitalize="off"
                  spellCheck={false}
                />
                <p id="field-slug-hint" className="mt-1 text-sm text-ink-soft">
                  {fill(kind.path ? textsContent.content.slugHint : textsContent.content.slugHintNoPage, { path: kind.path ?? "", slug: values.slug || "…" })}
                </p>
                <Problem id="field-slug-problem" problem={itemProblem("slug")} texts={textsContent} />
              </div>
            )}
            {kind.itemFields.map((field) => {
              const fieldId = `field-${field.name}`;
              const label = (
                <label htmlFor={fieldId} className="font-semibold">
                  {field.label[pageLang]}
                </label>
              );
              if (field.input === "flag")
                return (
                  <div key={field.name} className="flex items-start gap-3 sm:col-span-2">
                    <input id={fieldId} type="checkbox" name={field.name} defaultChecked={initial[field.name] === "on"} className="mt-1 h-6 w-6" />
                    <div>
                      {label}
                      <p className="text-sm text-ink-soft">{field.hint[pageLang]}</p>
                    </div>
                  </div>
                );
              if (feastDated && (field.name === feastDated.startDate || field.name === feastDated.endDate))
                return (
                  field.name === feastDated.startDate && (
                    <div key={field.name} className="sm:col-span-2" data-testid="feast-date">
                      <p className="font-semibold">{textsContent.content.feastDate.label}</p>
                      <p className="mt-1 rounded-lg border border-dashed border-ink-soft/40 bg-sand/60 px-3 py-2">
                        {fill(textsContent.content.feastDate.next, { date: feastDay ? formatDate(feastDay, pageLang, { dateStyle: "full" }) : "" })}
                      </p>
                    </div>
                  )
                );
              const problem = itemProblem(field.name);
              if (field.input === "image" || field.input === "images")
                return (
                  <div key={field.name} className="sm:col-span-2 lg:col-span-4">
                    <ImagePicker field={field} value={initial[field.name] ?? ""} images={props.images} problem={problem} lang={pageLang} texts={textsContent} />
                    <Problem id={`${fieldId}-problem`} problem={problem} texts={textsContent} />
                  </div>
                );
              const described = [field.hint ? `${fieldId}-hint` : "", problem ? `${fieldId}-problem` : ""].filter(Boolean).join(" ") || undefined;
              const common = {
                id: fieldId,
                name: field.name,
                defaultValue: initial[field.name],
                "aria-invalid": problem ? true : undefined,
                "aria-describedby": described,
                className: inputClass,
              };
              return (
                <div key={field.name}>
                  {label}
                  {field.hint && (
                    <p id={`${fieldId}-hint`} className="text-sm text-ink-soft">
                      {field.hint[pageLang]}
                    </p>
                  )}
                  {field.input === "choice" ? (
                    <select {...common}>
                      {field.options.map((option) => (
                        <option key={option} value={option}>
                          {field.optionLabels[option]?.[pageLang] ?? option}
                        </option>
                      ))}
                    </select>
                  ) : field.input === "number" ? (
                    <input type="number" inputMode="numeric" min={field.min} max={field.max} step={1} {...common} />
                  ) : field.input === "text" ? (
                    <input type="text" maxLength={field.max} {...common} />
                  ) : field.input === "phone" ? (
                    <input type="tel" autoComplete="off" {...common} />
                  ) : field.input === "email" || field.input === "url" ? (
                    <input type={field.input} autoCapitalize="off" spellCheck={false} autoComplete="off" {...common} />
                  ) : (
                    <input type={field.input} {...common} />
                  )}
                  <Problem id={`${fieldId}-problem`} problem={problem} texts={textsContent} />
                </div>
              );
            })}
          </fieldset>
        </StaffSection>
        <Problem id="texts-problem" problem={itemProblem("texts")} texts={textsContent} />
        {tab && (
          <div role="tablist" aria-label={textsContent.content.languageTabs} className="mt-6 flex gap-2 lg:hidden">
            {languages.map((lang) => (
              <button
                key={lang}
                type="button"
                role="tab"
                aria-selected={tab === lang}
                onClick={() => setTab(lang)}
                className={`btn flex-1 ${tab === lang ? "btn-primary" : "btn-outline"}`}
              >
                {texts.languages[lang]}
                {props.translations[lang].state !== "current" && props.translations[lang].state !== "absent" && <span aria-hidden="true"> •</span>}
              </button>
            ))}
          </div>
        )}
        <div className="mt-6 grid gap-8 rounded-2xl border border-sand bg-white p-5 shadow-sm lg:grid-cols-2">
          {languages.map((lang) => (
            <LanguageColumn key={lang} kind={kind} lang={lang} props={props} values={values} hidden={tab !== null && tab !== lang} />
          ))}
        </div>
        <StaffSection id="publication-title" title={textsContent.content.publication} className="mt-6">
          <p className="mt-2" data-testid="status">
            {fill(textsContent.content.statusNow, { status: textsContent.content.statuses[status] })}
            {status === "scheduled" && props.publishAt && ` · ${fill(textsContent.content.scheduledFor, { date: moment(props.publishAt) })}`}
          </p>
          <p className="mt-1 text-sm text-ink-soft" aria-live="polite" data-testid="draft-state">
            {draft.state === "saving" && textsContent.content.draft.saving}
            {draft.state === "saved" && draft.savedAt && fill(textsContent.content.draft.saved, { time: moment(draft.savedAt) })}
            {draft.state === "unsaved" && textsContent.content.draft.unsaved}
            {draft.state === "failed" && textsContent.content.draft.failed}
            {draft.state === "refused" && texts.forbidden.content[draft.refusal]}
          </p>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <button type="submit" name="intent" value="save" className="btn btn-primary">
              <Save className="h-5 w-5" aria-hidden="true" />
              {textsContent.content.save}
            </button>
            {props.may.publication && status !== "published" && (
              <button type="submit" name="intent" value="publish" className="btn btn-gold">
                <Send className="h-5 w-5" aria-hidden="true" />
                {textsContent.content.publish}
              </button>
            )}
            {props.may.publication && !kind.fixed && (status === "published" || status === "scheduled") && (
              <button type="submit" name="intent" value="unpublish" className="btn btn-outline">
                {textsContent.content.unpublish}
              </button>
            )}
          </div>
          <div className={`mt-4 flex flex-wrap items-end gap-3 ${props.may.publication ? "" : "hidden"}`}>
            <div>
              <label htmlFor="field-publish-at" className="font-semibold">
                {textsContent.content.publishAt}
              </label>
              <input
                id="field-publish-at"
                type="datetime-local"
                name="publishAt"
                defaultValue={status === "scheduled" && props.publishAt ? wallClock(props.publishAt, organisation.timeZone) : ""}
                aria-describedby="field-publish-at-problem"
                className={inputClass}
              />
            </div>
            <button type="submit" name="intent" value="schedule" className="btn btn-outline">
              {textsContent.content.schedule}
            </button>
          </div>
          <Problem id="field-publish-at-problem" problem={itemProblem("publishAt")} texts={textsContent} />
          {id !== null && (
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <LocalLink
                to={`/admin/content/${kind.kind}/${id}/revisions`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700 underline"
              >
                <History className="h-5 w-5" aria-hidden="true" />
                {textsContent.content.revisions}
              </LocalLink>
              {props.publicPath && (
                <a href={props.publicPath} className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline">
                  {textsContent.content.viewPublic}
                </a>
              )}
            </p>
          )}
        </StaffSection>
      </Form>
    </>
  );
}
