import type { KeyObject } from "node:crypto";
import { createContext } from "react-router";
import type { SharedRateLimiter } from "#app/http/shared-rate-limit.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/**
 * What route actions need from the running server. server/app.ts makes them once and hands them to
 * every request through React Router's context. The key is exported from entry.server.tsx, because the
 * server build has its own copy of this module.
 */
export interface AppServices {
  db: Database;
  /** Accepted form submissions, counted per client in the database, for every server together. */
  formRateLimiter: SharedRateLimiter;
  /** Signs unsubscribe links and the half-signed-in state of staff between password and second factor. */
  secret: string;
  /** Seals and opens the staff's TOTP secrets in the database (TOTP_KEY_FILE, decision 45). */
  totpKey: KeyObject;
  /** Where visitors reach the site, for links in e-mails. */
  publicUrl: string;
  /** Tells the e-mail worker that new messages are waiting. */
  nudgeOutbox(): void;
  /** Tells the newsletters' sender that one was started or resumed. */
  nudgeNewsletters(): void;
  /** Tells the render cache of public pages that something was published: the next visitor sees it. */
  publicSiteChanged(): Promise<void>;
}

export interface RequestServices extends AppServices {
  /** The visitor's address (behind a trusted proxy, the one it reports), for the rate limit. */
  clientAddress: string;
}

export const appServicesContext = createContext<RequestServices>();
