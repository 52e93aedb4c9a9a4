import "./production-mode.ts";
import { createServer } from "node:http";
import { pino } from "pino";
import { linkBaseUrl, readEnv } from "#app/config/env.server.ts";
import { loadSecret } from "#app/config/secret.server.ts";
import { smtpSender } from "#app/email/mailer.server.ts";
import { rsvpLetters } from "#app/forms/rsvp/emails.server.ts";
import { createSharedRateLimiter } from "#app/http/shared-rate-limit.server.ts";
import { startNewsletterSender } from "#app/newsletters/sending.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { type OutboxWorker, startOutboxWorker } from "#app/storage/outbox.server.ts";
import { holdServerLock } from "#app/storage/server-lock.server.ts";
import { createApp } from "./app.ts";
import { startMaintenance } from "./maintenance.ts";

const env = readEnv();
// Held while the server runs, so `npm run restore` refuses to replace the database under it.
const serverLock = await holdServerLock({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrate(db);
console.log(`Database: ${db.dialect}${applied.length ? `, applied migrations ${applied.join(", ")}` : ""}`);

const sendMail = env.SMTP_URL ? smtpSender(env.SMTP_URL, env.MAIL_FROM) : undefined;
const outbox = sendMail ? startOutboxWorker(db, sendMail, env.OUTBOX_POLL_SECONDS * 1000) : undefined;
console.log(outbox ? "E-mail: on, sending through SMTP_URL" : "E-mail: off (SMTP_URL is not set); e-mails wait in the outbox until it is");
const secret = await loadSecret(db, env.APP_SECRET, env.DATA_DIR);
const publicUrl = linkBaseUrl(env);
const nudgeOutbox = () => outbox?.nudge();
const maintenance = startMaintenance(db, { outboxRetentionDays: env.OUTBOX_RETENTION_DAYS, rsvpLetters: rsvpLetters({ publicUrl, secret }), nudgeOutbox });

let newsletters: OutboxWorker | undefined;
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
    publicUrl,
    nudgeOutbox,
    nudgeNewsletters: () => newsletters?.nudge(),
  },
  { trustProxy: env.TRUST_PROXY, publicUrl: env.PUBLIC_URL, logger: pino({ level: env.LOG_LEVEL }) },
);
// Newsletters go at their own rate, beside the other e-mails; one sent in full joins the public archive.
newsletters = sendMail
  ? startNewsletterSender(db, sendMail, {
      perMinute: env.NEWSLETTER_SENDS_PER_MINUTE,
      signing: { publicUrl, secret },
      pollMs: env.OUTBOX_POLL_SECONDS * 1000,
      published: publicSiteChanged,
    })
  : undefined;
// A client gets 10 s to send its headers and 30 s for its whole request, and an idle kept-alive connection
// is closed after 5 s, checked every second: hundreds of deliberately slow connections (slow loris) are
// dropped long before they could use up the server's sockets.
const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 }, app);
// CONNECT (a proxy's method) never reaches Express: answered here rather than by a dropped connection.
server.on("connect", (_req, socket) => socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\n\r\n"));
server.listen(env.PORT, env.HOST, () => {
  console.log(`Serving on http://localhost:${env.PORT}`);
});

// Stop taking connections, let requests in flight finish, finish the e-mail being sent, close the database.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    console.log(`${signal} received: shutting down`);
    server.close(async () => {
      stopPublicPages();
      await Promise.all([outbox?.stop(), newsletters?.stop()]);
      await maintenance.stop();
      await db.close();
      await serverLock.release();
      process.exit(0);
    });
    // Keep-alive connections go as soon as their last response is sent, not at their timeout.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  });
}
