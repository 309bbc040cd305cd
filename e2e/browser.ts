import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright's own browser download cannot work here); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}

/** Headless Chromium as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The e2e server's port (E2E_PORT overrides) and its own data directory, so two runs never share one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = `.data-e2e-${E2E_PORT}`;
/** The e2e SMTP peer's port (scripts/e2e-smtp.ts) and where it saves what it receives. */
export const E2E_SMTP_PORT = E2E_PORT + 2;
export const E2E_INBOX_DIR = `.smtp-e2e-${E2E_PORT}`;
