import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_INBOX_DIR } from './browser.ts';

/** What the e2e SMTP peer received from the app (scripts/e2e-smtp.ts; playwright.config.ts sets SMTP_URL). */
const OUTBOX = path.resolve(E2E_INBOX_DIR);

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every header field by its lower-case name, unfolded. */
  headers: Record<string, string>;
}

async function readMails(since: number): Promise<CapturedMail[]> {
  let files: string[];
  try {
    files = await readdir(OUTBOX);
  } catch {
    return [];
  }
  const mails: CapturedMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const full = path.join(OUTBOX, file);
    if ((await stat(full)).mtimeMs < since) continue;
    const parsed = await simpleParser(await readFile(full));
    mails.push({
      to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      headers: Object.fromEntries(
        parsed.headerLines.map(({ key, line }) => [
          key,
          line
            .slice(line.indexOf(':') + 1)
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim(),
        ]),
      ),
    });
  }
  return mails;
}

/** Waits for the newest mail to `to` (written after `since`) whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, since: number): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMails(since - 1000);
        found = mails.filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function codeIn(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

export function resetLinkIn(mail: CapturedMail): string {
  const link = /(https?:\/\/\S+\/resetpassword\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in "${mail.subject}"`);
  return link;
}

export const E2E_ADMIN = { email: 'admin@e2e.fintrain.test', password: 'e2e-admin-password-1' };
export const LEARNER_PASSWORD = 'patient-compounding-2026';

/** Registers a learner through the API, reading the code from the outbox like a person would. */
export async function registerLearner(
  request: APIRequestContext,
  email: string,
  name = 'Test Learner',
  /** Optional purposes the learner ticks at registration (docs/product.md §18.1); none by default. */
  consents: { marketing_email?: boolean; leaderboard_name?: boolean } = {},
): Promise<{ email: string; password: string; name: string }> {
  const since = Date.now();
  const sent = await request.post('/api/auth/sendemailverificationcode', { data: { email } });
  expect(sent.status()).toBe(200);
  const otp = codeIn(await waitForMail(email, /verification code/, since));
  expect((await request.post('/api/auth/verifyemail', { data: { email, otp } })).status()).toBe(200);
  // An adult who read the notice in force, as the register page sends it: the browser shows no
  // "complete your profile" gate to this learner (docs/product.md §18.1).
  const notice = (await (await request.get('/api/privacy/notice')).json()) as { version: number };
  const registered = await request.post('/api/auth/register', {
    data: {
      email,
      name,
      mobile: '9876543210',
      password: LEARNER_PASSWORD,
      date_of_birth: '1994-08-15',
      notice_version: notice.version,
      ...(Object.keys(consents).length > 0 ? { consents } : {}),
    },
  });
  expect(registered.status()).toBe(201);
  return { email, password: LEARNER_PASSWORD, name };
}

/** A bearer token for an account, from the login API. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
