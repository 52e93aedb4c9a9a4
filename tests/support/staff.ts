import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import routes from "#app/routes.ts";
import { addStaff, setStaffPassword } from "#app/staff/accounts.server.ts";
import { serverDatabase } from "./database.ts";
import { validRegistration } from "./forms.ts";
import { visitorAddress } from "./pages.ts";
import type { Backend } from "./server.ts";

/** The session cookie's name over plain HTTP, as the test servers run (app/staff/sessions.server.ts). */
export const cookieName = "tesfa-staff";

export interface StaffLogin {
  email: string;
  password: string;
}

/** A new active staff account with a password, made as `npm run staff -- add` would, in the server's database. */
export async function createStaff(backend: Backend, label = "staff"): Promise<StaffLogin> {
  const email = `${label}-${randomBytes(5).toString("hex")}@example.org`;
  const password = `Tesfa ${randomBytes(9).toString("base64url")} school`;
  const db = serverDatabase(backend);
  await addStaff(db, email, null);
  await setStaffPassword(db, email, password, null);
  return { email, password };
}

export const baseURL = (backend: Backend) => inject("servers")[backend].baseURL;

/** A request as a browser without JavaScript would send it: no redirects followed, from its own address. */
export function request(backend: Backend, path: string, init: RequestInit & { address?: string; cookie?: string } = {}) {
  const { address = visitorAddress(), cookie, headers, ...rest } = init;
  return fetch(`${baseURL(backend)}${path}`, {
    redirect: "manual",
    ...rest,
    headers: { "X-Forwarded-For": address, ...(cookie ? { Cookie: `${cookieName}=${cookie}` } : {}), ...(headers as Record<string, string>) },
  });
}

/** Posts the sign-in form; `sessionId` is the new cookie's value when the server accepted the password. */
export async function signIn(backend: Backend, login: StaffLogin, options: { address?: string; next?: string; cookie?: string } = {}) {
  const query = options.next ? `?next=${encodeURIComponent(options.next)}` : "";
  const response = await request(backend, `/admin/sign-in${query}`, {
    method: "POST",
    body: new URLSearchParams({ email: login.email, password: login.password }),
    address: options.address,
    cookie: options.cookie,
  });
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const sessionId = new RegExp(`^${cookieName}=([^;]+)`).exec(setCookie)?.[1];
  return { response, setCookie, sessionId };
}

export async function signedInSession(backend: Backend, label?: string): Promise<{ login: StaffLogin; sessionId: string }> {
  const login = await createStaff(backend, label);
  const { sessionId, response } = await signIn(backend, login);
  if (!sessionId) throw new Error(`Sign-in refused (${response.status})`);
  return { login, sessionId };
}

interface ConfiguredRoute {
  path?: string;
  file: string;
  index?: boolean;
  children?: ConfiguredRoute[];
}

export interface StaffRoute {
  /** The full path pattern, e.g. "/am/admin/submissions/:reference". */
  path: string;
  file: string;
  /** Under staff/routes/layout.tsx, whose middleware lets only signed-in staff through. */
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
      const isGuard = route.file === "staff/routes/layout.tsx";
      if (/^\/(am\/)?admin(\/|$)/.test(path)) found.push({ path, file: route.file, guarded: guarded || isGuard });
      if (route.children) walk(route.children, path, guarded || isGuard);
    }
  };
  walk(routes as ConfiguredRoute[], "", false);
  return found;
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
