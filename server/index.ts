import "./production-mode.ts";
import { createServer } from "node:http";
import { pino } from "pino";
import { linkBaseUrl, readEnv } from "#app/config/env.server.ts";
import { loadSecret } from "#app/config/secret.server.ts";
import { rsvpLetters } from "#app/forms/rsvp/emails.server.ts";
import { createSharedRateLimiter } from "#app/http/shared-rate-limit.server.ts";
import { loadTotpKey } from "#app/staff/security/totp-key.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { holdServerLock } from "#app/storage/server-lock.server.ts";
import { createApp } from "./app.ts";
import { type MailSender, startMailSender } from "./mail-sender-process.ts";
import { startMaintenance } from "./maintenance.ts";

const env = readEnv();
// Held while the server runs, so `npm run restore` refuses to replace the database under it.
const serverLock = await holdServerLock({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrate(db);
console.log(`Database: ${db.dialect}${applied.length ? `, applied migrations ${applied.join(", ")}` : ""}`);

console.log(
  env.SMTP_URL ? "E-mail: on, sent through SMTP_URL by the mail sender" : "E-mail: off (SMTP_URL is not set); e-mails wait in the outbox until it is",
);
const secret = await loadSecret(db, env.APP_SECRET, env.DATA_DIR);
// Before the first request: a missing or wrong key stops the server here, not at a staff member's sign-in.
const totpKey = await loadTotpKey(db, env.TOTP_KEY_FILE);
const publicUrl = linkBaseUrl(env);
// The server never talks SMTP itself: its mail sender does, in a process of its own (decision 42), started
// once the database is migrated and the secret made.
let mailSender: MailSender | undefined;
const nudgeOutbox = () => mailSender?.nudgeOutbox();
const maintenance = startMaintenance(db, { outboxRetentionDays: env.OUTBOX_RETENTION_DAYS, rsvpLetters: rsvpLetters({ publicUrl, secret }), nudgeOutbox });

const {
  app,
  stop: stopPublicPages,
  publicSiteChanged,
} = await createApp(
  {
    db,
    formRateLimiter: createSharedRateLimiter(db, "form", [
      { limit: env.FORM_RATE_LIMIT, windowMs: env.FORM_RATE_WINDOW_SECONDS * 1000 },
      { limit: env.FORM_RATE_DAILY_LIMIT, windowMs: 86_400_000 },
    ]),
    secret,
    totpKey,
    publicUrl,
    nudgeOutbox,
    nudgeNewsletters: () => mailSender?.nudgeNewsletters(),
  },
  { trustProxy: env.TRUST_PROXY, publicUrl: env.PUBLIC_URL, renderCacheBytes: env.RENDER_CACHE_MB * 1024 * 1024, logger: pino({ level: env.LOG_LEVEL }) },
);
// A newsletter sent in full joins the public archive.
mailSender = env.SMTP_URL ? startMailSender({ published: publicSiteChanged }) : undefined;
// A client gets 10 s to send its headers and 30 s for its whole request, and an idle kept-alive connection
// is closed after 5 s, checked every second: hundreds of deliberately slow connections (slow loris) are
// dropped long before they could use up the server's sockets.
const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 }, app);
// CONNECT (a proxy's method) never reaches Express: answered here rather than by a dropped connection.
server.on("connect", (_req, socket) => socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\n\r\n"));
server.listen(env.PORT, env.HOST, () => {
  console.log(`Serving on http://localhost:${env.PORT}`);
});

// Stop taking connections, let requests in flight finish, have the mail sender finish the e-mails being sent
// and exit (at once, so it is not started again meanwhile; what requests queue meanwhile waits in the outbox
// for the next start), close the database.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    console.log(`${signal} received: shutting down`);
    const mailSenderStopped = mailSender?.stop();
    server.close(async () => {
      stopPublicPages();
      await mailSenderStopped;
      await maintenance.stop();
      await db.close();
      await serverLock.release();
      process.exit(0);
    });
    // Keep-alive connections go as soon as their last response is sent, not at their timeout.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  });
}
