import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  replyTo?: string | null | undefined;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, ADR 063). */
  headers?: Record<string, string> | null | undefined;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

const CODE_PATTERN = /\b\d{6}\b/g;
const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** SMTP when SMTP_URL is set; otherwise the development outbox (log line + .eml file). */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...withoutNullReplyTo(message) });
      },
      close: () => transporter.close(),
    };
  }
  const outboxDir = path.resolve(options.dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transporter.sendMail({ from: options.from, ...withoutNullReplyTo(message) });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        outboxDir,
        `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 16)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Development only: lets a person run the site without a mail server and still sign up.
      options.log.info(
        {
          mail: {
            to: message.to,
            subject: message.subject,
            codes: message.text.match(CODE_PATTERN) ?? [],
            links: message.text.match(LINK_PATTERN) ?? [],
            file,
          },
        },
        `development outbox: "${message.subject}" to ${message.to}`,
      );
    },
    close: () => transporter.close(),
  };
}

/** The message as nodemailer takes it: no reply-to or header fields when there are none. */
function withoutNullReplyTo(message: MailMessage) {
  const { replyTo, headers, ...rest } = message;
  return { ...rest, ...(replyTo ? { replyTo } : {}), ...(headers ? { headers } : {}) };
}
