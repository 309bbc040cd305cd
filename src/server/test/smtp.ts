import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  /** Every header field by its lower-case name, unfolded (the last one where a name repeats). */
  headers: Record<string, string>;
  raw: string;
}

/**
 * An SMTP server that accepts any sender and recipient, without TLS or a password, and hands each
 * message to `onMessage` as it arrived, with its envelope: the mail peer of the API tests and of
 * the e2e suite (scripts/e2e-smtp.ts, ADR 086). Not listening yet.
 */
export function smtpPeer(
  onMessage: (raw: Buffer, envelope: SMTPServerEnvelope) => void | Promise<void>,
): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        Promise.resolve(onMessage(Buffer.concat(chunks), session.envelope)).then(() => callback(), callback);
      });
    },
  });
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = smtpPeer(async (raw, envelope) => {
    const text = raw.toString('utf8');
    const parsed = await simpleParser(text);
    received.push({
      from: envelope.mailFrom ? envelope.mailFrom.address : '',
      to: envelope.rcptTo.map((r) => r.address),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      replyTo: parsed.replyTo?.text,
      headers: Object.fromEntries(
        parsed.headerLines.map(({ key, line }) => [
          key,
          line
            .slice(line.indexOf(':') + 1)
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim(),
        ]),
      ),
      raw: text,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
