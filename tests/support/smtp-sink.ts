/**
 * A local SMTP server that accepts every message and stores it as a JSON file (one ReceivedMail
 * per file) in a directory, so tests in other processes can wait for and inspect the mail the
 * app sent. Plain SMTP on 127.0.0.1, no TLS; any sender, recipient and (optional) login is accepted.
 * Its `url` says so (`requireTLS=false`): without it the app refuses a server that offers no STARTTLS.
 *
 *   const sink = await startSmtpSink(mailDir);        // sink.url = smtp://127.0.0.1:<port>?requireTLS=false
 *   ... app sends with nodemailer.createTransport(sink.url) ...
 *   const mail = await findMail(mailDir, (m) => m.to.includes("almaz@example.org"));
 *   await sink.stop();
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The SMTP envelope recipients (RCPT TO), so Bcc recipients are included. */
  to: string[];
  /** The address of the From header, or the envelope sender (MAIL FROM) if there is none. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header names lower-cased; repeated headers are joined with "\n". */
  headers: Record<string, string>;
  /** Files sent with it (an event's calendar file), their content as UTF-8 text. */
  attachments: { filename: string; mimeType: string; content: string }[];
  /** ISO 8601 time the sink received the message. */
  receivedAt: string;
}

let sequence = 0;

/** Sortable by arrival: milliseconds, then a per-process counter, then a random tie-breaker. */
function mailFileName(now: Date): string {
  sequence += 1;
  return `${String(now.getTime()).padStart(15, "0")}-${String(sequence).padStart(6, "0")}-${randomBytes(4).toString("hex")}.json`;
}

async function toReceivedMail(raw: Buffer, envelope: { mailFrom: string; rcptTo: string[] }, now: Date): Promise<ReceivedMail> {
  const parsed = await PostalMime.parse(raw);
  const headers: Record<string, string> = {};
  for (const { key, value } of parsed.headers) {
    const name = key.toLowerCase();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}\n${value}`;
  }
  const fromHeader = parsed.from?.address ?? parsed.from?.group?.[0]?.address;
  return {
    to: envelope.rcptTo,
    from: fromHeader || envelope.mailFrom,
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: parsed.html ?? "",
    headers,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      mimeType: attachment.mimeType,
      content: typeof attachment.content === "string" ? attachment.content : new TextDecoder().decode(attachment.content),
    })),
    receivedAt: now.toISOString(),
  };
}

/** `refuse`: recipients answered "550 No such mailbox", a permanent failure, as a real server does for a gone address. */
export async function startSmtpSink(
  mailDir: string,
  { refuse = () => false }: { refuse?: (address: string) => boolean } = {},
): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  await mkdir(mailDir, { recursive: true });
  const pending = new Set<Promise<unknown>>();

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 2_000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "anonymous" });
    },
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.once("error", (error) => callback(error));
      stream.once("end", () => {
        const now = new Date();
        const envelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        const work = (async () => {
          const mail = await toReceivedMail(Buffer.concat(chunks), envelope, now);
          const name = mailFileName(now);
          // Readers list *.json only, so they never see a half-written file.
          const temporary = join(mailDir, `.${name}.tmp`);
          await writeFile(temporary, `${JSON.stringify(mail, null, 2)}\n`);
          await rename(temporary, join(mailDir, name));
        })();
        pending.add(work);
        // Answer "250 OK" only once the file is there: when sendMail resolves, findMail can see it.
        work
          .then(
            () => callback(),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          )
          .finally(() => pending.delete(work));
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      const address = server.server.address();
      typeof address === "object" && address ? resolve(address.port) : reject(new Error("The SMTP sink has no port"));
    });
  });
  // After start-up, a broken client connection must not crash the test process.
  server.on("error", () => {});

  let stopping: Promise<void> | undefined;
  return {
    url: `smtp://127.0.0.1:${port}?requireTLS=false`,
    port,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.allSettled([...pending]);
      })();
      return stopping;
    },
  };
}

/** Every message in mailDir, oldest first ([] if the directory does not exist yet). */
export async function allMail(mailDir: string): Promise<ReceivedMail[]> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".json") && !name.startsWith(".")).sort();
  return Promise.all(files.map((name) => readMailFile(join(mailDir, name))));
}

/** Mail files never change once renamed into place, so each is read once per process: polling stays cheap
 * after the fuzz tests have filled the directory with thousands of messages. */
const mailFiles = new Map<string, Promise<ReceivedMail>>();

function readMailFile(path: string): Promise<ReceivedMail> {
  let mail = mailFiles.get(path);
  if (!mail) {
    mail = readFile(path, "utf8").then((text) => JSON.parse(text) as ReceivedMail);
    mail.catch(() => mailFiles.delete(path));
    mailFiles.set(path, mail);
  }
  return mail;
}

/** Waits for the first (oldest) message matching `match`; throws after timeoutMs, listing what did arrive. */
export async function findMail(mailDir: string, match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await allMail(mailDir);
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() >= deadline) {
      const arrived = mails.length ? mails.map((mail) => `  - ${JSON.stringify(mail.subject)} to ${mail.to.join(", ")}`).join("\n") : "  (none)";
      throw new Error(`No matching e-mail in ${mailDir} after ${timeoutMs} ms. Arrived:\n${arrived}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
