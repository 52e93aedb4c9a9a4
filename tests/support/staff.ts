import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { inject } from "vitest";
import type { DocumentFields } from "#app/media/documents.ts";
import { checkPdf } from "#app/media/documents-pdf.ts";
import { saveDocument } from "#app/media/documents-store.server.ts";
import { processImage } from "#app/media/images.server.ts";
import { saveMediaDetails, storeImage } from "#app/media/store.server.ts";
import routes from "#app/routes.ts";
import { securityTexts } from "#app/staff/security/texts.ts";
import { readTotpKeyFile } from "#app/staff/security/totp-key.server.ts";
import { addStaff, type RoleChoice, setStaffPassword } from "#app/staff/shared/accounts.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import {
  cookieName,
  createStaffAccount,
  type StaffLogin,
  type StaffRequestInit,
  type SignInOptions as StaffSignInOptions,
  secondFactorCodeIn,
  setCookieNamed,
  signInAt,
  staffRequest,
} from "../../scripts/dev/staff-login.ts";
import { serverDatabase } from "./database.ts";
import { validRegistration } from "./forms.ts";
import { visitorAddress } from "./pages.ts";
import { samplePdf } from "./pdfs.ts";
import { type Backend, testTotpKeyFile } from "./server.ts";

// Accounts, codes and signing in are the scripts' too (`npm run fuzz`): defined there, bound here to the test servers.
export { cookieName, type StaffLogin, secondFactorCodeIn, setCookieNamed };

/** The test servers' TOTP key (tests/support/server.ts). */
export const testTotpKey = readTotpKeyFile(testTotpKeyFile);

/** `createStaffAccount` in a database of the test's own (a server it started itself, with the tests' TOTP key). */
export const createStaffIn = (db: Database, label?: string, choice?: RoleChoice) => createStaffAccount(db, testTotpKey, label, choice);

/**
 * A new active staff account with a password and an enrolled second factor, in the server's database
 * (`createStaffIn`). An administrator unless `choice` gives another role.
 */
export const createStaff = (backend: Backend, label = "staff", choice?: RoleChoice) => createStaffIn(serverDatabase(backend), label, choice);

/** A code the server has not seen yet for this account (`secondFactorCodeIn`). */
export const secondFactorCode = (backend: Backend, login: StaffLogin) => secondFactorCodeIn(serverDatabase(backend), login);

export const baseURL = (backend: Backend) => inject("servers")[backend].baseURL;

/** A request as a browser without JavaScript would send it: no redirects followed, from its own address. */
export const request = (backend: Backend, path: string, init: Omit<StaffRequestInit, "address"> & { address?: string } = {}) =>
  staffRequest(baseURL(backend), path, { ...init, address: init.address ?? visitorAddress() });

export type SignInOptions = Partial<StaffSignInOptions>;

/**
 * Signs in as a browser without JavaScript would (`signInAt`), from an address of its own unless told, with a
 * right code computed from the account's secret unless told.
 */
export const signIn = (backend: Backend, login: StaffLogin, options: SignInOptions = {}) =>
  signInAt(baseURL(backend), login, {
    ...options,
    address: options.address ?? visitorAddress(),
    code: options.code ?? ((each) => secondFactorCode(backend, each)),
  });

/**
 * A new account with a password and no second factor, half signed in: the value of the cookie that opens
 * its set-up page (/admin/second-factor), and no session.
 */
export async function halfSignedIn(backend: Backend): Promise<{ email: string; password: string; pending: string }> {
  const email = `new-${randomBytes(4).toString("hex")}@example.org`;
  const password = `Tesfa ${randomBytes(9).toString("base64url")} school`;
  await addStaff(serverDatabase(backend), email, null);
  await setStaffPassword(serverDatabase(backend), email, password, null);
  const response = await request(backend, "/admin/sign-in", { method: "POST", body: new URLSearchParams({ email, password }) });
  const pending = setCookieNamed(response, "tesfa-staff-pending")?.split("=")[1];
  if (!pending) throw new Error(`The password step refused a new account (${response.status})`);
  return { email, password, pending };
}

export async function signedInSession(backend: Backend, label?: string, choice?: RoleChoice): Promise<{ login: StaffLogin; sessionId: string }> {
  const login = await createStaff(backend, label, choice);
  const { sessionId, response } = await signIn(backend, login);
  if (!sessionId) throw new Error(`Sign-in refused (${response.status})`);
  return { login, sessionId };
}

interface ConfiguredRoute {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: ConfiguredRoute[];
}

export interface StaffRoute {
  /** The full path pattern, e.g. "/am/admin/submissions/:reference". */
  path: string;
  file: string;
  /** The route id, `<lang>:<registry id>` (app/routes.ts). */
  id: string;
  /** Under staff/shared/layout.tsx, whose middleware lets only signed-in staff through. */
  guarded: boolean;
}

const join = (parent: string, child: string | undefined) =>
  child === undefined ? parent : child.startsWith("/") ? child : `${parent.replace(/\/$/, "")}/${child}`;

/** Every route of app/routes.ts whose path is in the staff area, read from the route config itself. */
export function staffRoutes(): StaffRoute[] {
  const found: StaffRoute[] = [];
  const walk = (list: ConfiguredRoute[], parentPath: string, guarded: boolean) => {
    for (const route of list) {
      const path = join(parentPath, route.path);
      const isGuard = route.file === "staff/shared/layout.tsx";
      if (/^\/(am\/)?admin(\/|$)/.test(path)) found.push({ path, file: route.file, id: route.id ?? "", guarded: guarded || isGuard });
      if (route.children) walk(route.children, path, guarded || isGuard);
    }
  };
  walk(routes as ConfiguredRoute[], "", false);
  return found;
}

/** A staff route's address with its parameters filled in: a submission, the registrations list, a news article, a photo, a seeded event, a newsletter. */
export const concreteStaffPath = (
  pattern: string,
  { reference, article, photo, document, newsletter }: { reference: string; article: number; photo: StoredPhoto; document: StoredDocument; newsletter: number },
) =>
  /\/media\/(file\/)?:(id|file)$/.test(pattern)
    ? pattern.replace(":id", String(photo.id)).replace(":file", photo.file)
    : /\/documents\/(file\/)?:(document|file)$/.test(pattern)
      ? pattern.replace(":document", String(document.id)).replace(":file", document.file)
      : /\/newsletters\/:id/.test(pattern)
        ? pattern.replace(":id", String(newsletter)).replace(":lang", "en")
        : pattern
            .replace(":reference", reference)
            .replace(":list", "registrations")
            .replace(":kind", "news")
            .replace(":id", String(article))
            .replace(":event", "genna-2027");

export interface StoredPhoto {
  id: number;
  /** One of its variants' file names. */
  file: string;
}

/** A shared test server's database, or a test's own (a newsletter site's, tests/support/newsletter-sites.ts). */
const databaseOf = (where: Backend | Database) => (typeof where === "string" ? serverDatabase(where) : where);

/** A photo in the media library of the server's database, as an upload leaves it: a draft. */
export async function storePhoto(where: Backend | Database): Promise<StoredPhoto> {
  const colour = randomBytes(3).toString("hex");
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: `#${colour}` } })
    .png()
    .toBuffer();
  const processed = await processImage(png);
  if ("refused" in processed) throw new Error(`refused: ${processed.refused}`);
  const actor = "photo-test@example.org";
  const { id } = await storeImage(databaseOf(where), processed, `${colour}.png`, { actor, audit: (q, entry) => recordAudit(q, { actor, ...entry }) });
  return { id, file: processed.variants[0]?.fileName ?? "" };
}

/** A photo of the library published with these alt texts (stored as `storePhoto` does): what content may show. */
export async function publishedPhoto(where: Backend | Database, alt: { en: string; am: string }, caption = { en: "", am: "" }): Promise<StoredPhoto> {
  const photo = await storePhoto(where);
  const actor = "photo-test@example.org";
  const details = {
    texts: { en: { alt: alt.en, caption: caption.en }, am: { alt: alt.am, caption: caption.am } },
    focal: { x: 50, y: 50 },
    showsChildren: false,
    guardiansAgreed: false,
  };
  const saved = await saveMediaDetails(databaseOf(where), photo.id, details, "publish", {
    actor,
    audit: (q, entry) => recordAudit(q, { actor, ...entry }),
  });
  if (!saved || "refused" in saved) throw new Error("the photo was not published");
  return photo;
}

export interface StoredDocument {
  id: number;
  /** Its English PDF's file name. */
  file: string;
}

/** A draft document with an English PDF in the server's database, as the staff form leaves a new one. */
export async function storeDocument(backend: Backend): Promise<StoredDocument> {
  const tag = randomBytes(4).toString("hex");
  const bytes = samplePdf(`Form ${tag}`);
  const checked = checkPdf(bytes);
  if (!checked.ok) throw new Error(`refused: ${checked.refused}`);
  const actor = "document-test@example.org";
  const fields: DocumentFields = {
    kind: "download",
    group: "families",
    issueDate: null,
    texts: { en: { title: `Form ${tag}`, description: "" }, am: { title: `ቅጽ ${tag}`, description: "" } },
    coverKey: null,
  };
  const writer: ContentWriter = { actor, audit: (q, entry) => recordAudit(q, { actor, ...entry }) };
  const saved = await saveDocument(
    serverDatabase(backend),
    undefined,
    fields,
    { en: { fileName: checked.fileName, originalName: "form.pdf", bytes } },
    "keep",
    writer,
  );
  if (!saved || !("saved" in saved)) throw new Error("document not stored");
  return { id: saved.saved.id, file: checked.fileName };
}

/** The first news article's id (migration 0007 seeds them). */
export const firstArticleId = async (backend: Backend) =>
  Number((await serverDatabase(backend).get<{ id: number }>("SELECT MIN(id) AS id FROM content_items WHERE kind = 'news'"))?.id);

/** A public page once it shows `wanted` (React's text separators taken out): a save reaches the page within the timeout. */
export async function pageText(backend: Backend, path: string, wanted: string, timeoutMs = 5_000) {
  const started = Date.now();
  for (;;) {
    const body = (await (await fetch(`${baseURL(backend)}${path}`)).text()).replaceAll("<!-- -->", "");
    if (body.includes(wanted)) return body;
    if (Date.now() - started > timeoutMs) throw new Error(`${path} does not show ${wanted}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends a public form as a browser without JavaScript would; answers the reference (REG-…, DON-…, MSG-…) if there is one. */
export async function sendForm(backend: Backend, path: string, entries: [string, string][]): Promise<string | undefined> {
  const response = await request(backend, path, { method: "POST", body: new URLSearchParams(entries) });
  if (response.status !== 200) throw new Error(`${path} refused the form (${response.status})`);
  return /(REG|DON|MSG)-\d{4}-\d{4,}/.exec(await response.text())?.[0];
}

/** A parent's registration carrying `tag`; answers its reference. */
export async function registerChild(backend: Backend, tag: string, changes: Record<string, string> = {}): Promise<string> {
  const reference = await sendForm(backend, "/register", validRegistration(tag, changes));
  if (!reference) throw new Error("No reference in the registration's answer");
  return reference;
}

/** The password, then the code from the phone's authenticator app (computed from the account's secret). */
export async function signInThroughTheForm(page: Page, backend: Backend, login: StaffLogin, lang: "en" | "am") {
  const texts = adminTexts[lang];
  const textsSecurity = securityTexts[lang];
  await page.getByLabel(texts.signIn.email).fill(login.email);
  await page.getByLabel(texts.signIn.password).fill(login.password);
  await page.getByRole("button", { name: texts.signIn.submit }).click();
  await page.waitForURL((url) => url.pathname.endsWith("/admin/second-factor"));
  await page.getByLabel(textsSecurity.secondFactor.code).fill(await secondFactorCode(backend, login));
  await page.getByRole("button", { name: textsSecurity.secondFactor.submit }).click();
}
