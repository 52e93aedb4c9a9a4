import nodemailer from "nodemailer";
import type { SendMail } from "./outbox.server.ts";

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS from the start). */
export function smtpSender(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpUrl);
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
    });
  };
}
