import nodemailer from "nodemailer";
import { outboxConcurrency, type SendMail } from "#app/storage/outbox.server.ts";

/**
 * Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS from the start).
 * smtp:// upgrades with STARTTLS and refuses a server that does not offer it, unless the URL says
 * `requireTLS=false` (app/config/env.server.ts): otherwise someone between the two who strips STARTTLS
 * would read the SMTP password and the parents' details.
 */
export function smtpSender(smtpUrl: string, from: string): SendMail {
  const url = new URL(smtpUrl);
  if (url.protocol === "smtp:" && !url.searchParams.has("requireTLS")) url.searchParams.set("requireTLS", "true");
  // Connections are pooled and reused, as many as the outbox sends at once, unless the URL says otherwise.
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", String(outboxConcurrency));
  // A send ends (sent or failed) well within the 30 s a newsletter's message is claimed for
  // (app/newsletters/sending.server.ts), so no other server sends it meanwhile; nodemailer waits minutes by default.
  for (const [name, ms] of [
    ["connectionTimeout", 10_000],
    ["greetingTimeout", 10_000],
    ["socketTimeout", 20_000],
  ] as const)
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  const transport = nodemailer.createTransport(url.href);
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: mail.messageId,
      attachments: mail.attachments,
    });
  };
}
