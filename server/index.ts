import { readEnv } from "#app/config/env.server.ts";
import { loadSecret } from "#app/config/secret.server.ts";
import { smtpSender } from "#app/email/mailer.server.ts";
import { createRateLimiter } from "#app/http/rate-limit.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { startOutboxWorker } from "#app/storage/outbox.server.ts";
import { createApp } from "./app.ts";

const env = readEnv();
const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrate(db);
console.log(`Database: ${db.dialect}${applied.length ? `, applied migrations ${applied.join(", ")}` : ""}`);

const outbox = env.SMTP_URL ? startOutboxWorker(db, smtpSender(env.SMTP_URL, env.MAIL_FROM), env.OUTBOX_POLL_SECONDS * 1000) : undefined;
console.log(outbox ? "E-mail: on, sending through SMTP_URL" : "E-mail: off (SMTP_URL is not set); e-mails wait in the outbox until it is");

const app = await createApp(
  {
    db,
    formRateLimiter: createRateLimiter({ limit: env.FORM_RATE_LIMIT, windowMs: env.FORM_RATE_WINDOW_SECONDS * 1000 }),
    secret: loadSecret(env.APP_SECRET, env.DATA_DIR),
    publicUrl: env.PUBLIC_URL,
    nudgeOutbox: () => outbox?.nudge(),
  },
  { trustProxy: env.TRUST_PROXY },
);
const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Serving on http://localhost:${env.PORT}`);
});

// Stop taking connections, let requests in flight finish, finish the e-mail being sent, close the database.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    console.log(`${signal} received: shutting down`);
    server.close(async () => {
      await outbox?.stop();
      await db.close();
      process.exit(0);
    });
    // Keep-alive connections go as soon as their last response is sent, not at their timeout.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  });
}
