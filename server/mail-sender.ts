import { linkBaseUrl, readEnv } from "#app/config/env.server.ts";
import { loadSecret } from "#app/config/secret.server.ts";
import { smtpSender } from "#app/email/mailer.server.ts";
import { startNewsletterSender } from "#app/newsletters/sending.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { startOutboxWorker } from "#app/storage/outbox.server.ts";
import { holdServerLock } from "#app/storage/server-lock.server.ts";
import type { FromMailSender, ToMailSender } from "./mail-sender-process.ts";

/**
 * The mail sender (decision 42), started by server/index.ts with an IPC channel: the one process that talks
 * SMTP, running the outbox worker and the newsletters' sender. When the server's channel closes (the server
 * exited, however: kill -9 included), it takes no new message, finishes and marks the ones in flight, and
 * exits; a new server's sender may already run meanwhile, and the rows' claims keep the two apart.
 */
const env = readEnv();
const { SMTP_URL } = env;
if (!SMTP_URL || !process.send) throw new Error("The mail sender is started by the server (server/index.ts), with SMTP_URL set.");
// The sender writes to the database too: `npm run restore` waits until it has exited as well.
const serverLock = await holdServerLock({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const secret = await loadSecret(db, env.APP_SECRET, env.DATA_DIR);
const sendMail = smtpSender(SMTP_URL, env.MAIL_FROM);
const pollMs = env.OUTBOX_POLL_SECONDS * 1000;
const tellServer = (message: FromMailSender) => {
  if (process.connected) process.send?.(message, () => undefined);
};

const outbox = startOutboxWorker(db, sendMail, pollMs);
// Newsletters go at their own rate, beside the other e-mails; the server puts one sent in full in the public archive.
const newsletters = startNewsletterSender(db, sendMail, {
  perMinute: env.NEWSLETTER_SENDS_PER_MINUTE,
  signing: { publicUrl: linkBaseUrl(env), secret },
  pollMs,
  published: async () => tellServer({ type: "published" }),
});

let stopping = false;
const stop = async (why: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`Mail sender: ${why}; finishing the e-mails in flight`);
  await Promise.all([outbox.stop(), newsletters.stop()]);
  await db.close();
  await serverLock.release();
  process.exit(0);
};
process.on("message", (received) => {
  const message = received as ToMailSender;
  if (message.type === "nudge") (message.worker === "outbox" ? outbox : newsletters).nudge();
  else void stop("asked to stop");
});
process.on("disconnect", () => void stop("the server is gone"));
// Gone while this one was starting: the event came before the listener.
if (!process.connected) void stop("the server is gone");
// systemd stops the whole unit, and Ctrl-C reaches the whole process group: the sender hears it as the server does.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(`${signal} received`));
