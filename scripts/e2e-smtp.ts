/**
 * The e2e suite's mail peer (docs/decisions/086-e2e-smtp-peer.md): a real SMTP server on loopback
 * that the app under test sends to (SMTP_URL), as it would to a mail relay in production. Each
 * message it accepts is saved as it arrived, one `.eml` file per message, in the directory given,
 * which e2e/mail.ts reads. Usage: tsx scripts/e2e-smtp.ts <port> <directory>
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { smtpPeer } from '../src/server/test/smtp.ts';

const [portText, directory] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || port <= 0 || !directory) {
  console.error('usage: tsx scripts/e2e-smtp.ts <port> <directory>');
  process.exit(2);
}
// A fresh inbox per run: mail of an earlier run must not satisfy this run's waits.
rmSync(directory, { recursive: true, force: true });
mkdirSync(directory, { recursive: true });

let count = 0;
const server = smtpPeer((raw, envelope) => {
  count += 1;
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(count).padStart(6, '0')}.eml`;
  // The envelope's recipients first, as a relay's Delivered-To would carry them.
  const recipients = envelope.rcptTo.map((r) => `X-Envelope-To: ${r.address}\r\n`).join('');
  writeFileSync(path.join(directory, name), Buffer.concat([Buffer.from(recipients), raw]));
});
server.listen(port, '127.0.0.1', () =>
  console.log(`e2e SMTP peer on 127.0.0.1:${port}, saving to ${directory}`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
