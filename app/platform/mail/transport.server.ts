import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import nodemailer from "nodemailer";
import { mailFilePath } from "./mail-files.server";
import type { OutboxMessage } from "./outbox.server";

/** A file attached to an e-mail, rendered just before sending (app/platform/mail/attachments.server.ts). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  send(message: OutboxMessage, from: string, attachments?: MailAttachment[]): Promise<void>;
  close(): void;
  describe: string;
}

/**
 * SMTP time limits. Together they stay well under the outbox lease (OUTBOX_LEASE_MS, 60 s by default),
 * so a send that hangs fails before another worker may take the same message over.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Messages the worker sends at the same time; the SMTP transport keeps as many pooled connections. */
export const SEND_CONCURRENCY = 5;

/** SMTP when a URL is configured; otherwise .eml files in a folder (one per outbox row, so a resend overwrites). */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SEND_CONCURRENCY,
      ...SMTP_TIMEOUTS,
    });
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      async send(message, from, attachments) {
        await transporter.sendMail(toMail(message, from, attachments));
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `.eml files in ${options.mailDir}`,
    async send(message, from, attachments) {
      const info = await transporter.sendMail(toMail(message, from, attachments));
      await mkdir(options.mailDir, { recursive: true });
      const file = mailFilePath(options.mailDir, message.id);
      try {
        await writeFile(`${file}.tmp`, info.message as Buffer);
        await rename(`${file}.tmp`, file);
      } catch (error) {
        // A full disk or a bad folder: leave no half-written file behind; the message is retried.
        await rm(`${file}.tmp`, { force: true }).catch(() => {});
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

function toMail(message: OutboxMessage, from: string, attachments: MailAttachment[] = []) {
  return {
    ...(attachments.length > 0 ? { attachments } : {}),
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
  };
}
