import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  chromiumPath,
  E2E_DATA_DIR,
  E2E_INBOX_DIR,
  E2E_SMTP_PORT,
  E2E_PORT as PORT,
} from './e2e/browser.ts';

/**
 * Online payment in the e2e run (docs/product.md §13, ADR 031): the app talks to a local fake of Razorpay
 * (scripts/fake-razorpay.ts) on the next port, which also serves the fake Checkout script; the
 * secrets are test values both sides share, so signatures are computed exactly as Razorpay does.
 */
const FAKE_RAZORPAY_PORT = PORT + 1;
const FAKE_RAZORPAY_URL = `http://127.0.0.1:${FAKE_RAZORPAY_PORT}`;
const RAZORPAY_TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_e2efintrain',
  RAZORPAY_KEY_SECRET: 'e2e-razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret',
};

/**
 * The specs that import market data. An import replaces every bar of the days it brings (ADR 053),
 * and these specs bring overlapping days, so one running beside another could take its bars away
 * mid-run: they run one at a time, in their own project, beside the rest of the suite.
 */
const MARKET_DATA_SPECS = [
  '**/simulator.spec.ts',
  '**/blind-challenge.spec.ts',
  '**/journal.spec.ts',
  '**/evaluation.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Per port, so two runs on one machine do not delete each other's traces.
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'market data', testMatch: MARKET_DATA_SPECS, workers: 1 },
    { name: 'site', testIgnore: MARKET_DATA_SPECS },
  ],
  retries: process.env.CI ? 1 : 0,
  // A hang guard, not a budget. The longest tests without their own limit take about 11 s on a
  // quiet machine; CI machines have run the suites up to three times slower (the API suite's
  // 200 s took 592 s), which would bring them to 30 s, Playwright's default.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // The mail peer: the app sends every mail over SMTP to it, and e2e/mail.ts reads what arrived.
      command: `tsx scripts/e2e-smtp.ts ${E2E_SMTP_PORT} ${E2E_INBOX_DIR}`,
      port: E2E_SMTP_PORT,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The fake Razorpay: orders, payments, refunds, the Checkout script, and webhooks to the app.
      command: 'tsx scripts/fake-razorpay.ts',
      url: `${FAKE_RAZORPAY_URL}/v1/checkout.js`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...RAZORPAY_TEST_KEYS,
        FAKE_RAZORPAY_PORT: String(FAKE_RAZORPAY_PORT),
        FAKE_RAZORPAY_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/payment/webhook`,
      },
    },
    {
      // A fresh embedded database every run, whatever DATABASE_URL the shell has.
      // The built site, as `npm start` serves it (it builds first when the sources changed).
      command: `tsx scripts/fresh-data-dir.ts ${E2E_DATA_DIR} && node scripts/start.mjs`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      // SIGTERM lets the server shut down and stop its embedded database (a SIGKILL would leave it running).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        ADMIN_EMAIL: 'admin@e2e.fintrain.test',
        ADMIN_PASSWORD: 'e2e-admin-password-1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Every test comes from 127.0.0.1: per-IP limits sized for one person would trip the suite.
        // Only failed logins count (ADR 012), so the shared admin account's logins need no raise.
        RATE_LIMIT_LOGIN_FAILED_IP: '10000/15',
        RATE_LIMIT_SEND_CODE_IP: '10000/60',
        RATE_LIMIT_VERIFY_IP: '10000/15',
        RATE_LIMIT_REGISTER_IP: '10000/60',
        RATE_LIMIT_FORGOT_IP: '10000/60',
        RATE_LIMIT_CONTACT_IP: '10000/60',
        RATE_LIMIT_QUOTE_IP: '10000/15',
        RATE_LIMIT_ORDER_IP: '10000/15',
        RATE_LIMIT_SIGNUP_IP: '10000/60',
        // Online payment against the fake (above), with a Telangana business on the invoices.
        ...RAZORPAY_TEST_KEYS,
        RAZORPAY_API_URL: FAKE_RAZORPAY_URL,
        RAZORPAY_CHECKOUT_URL: `${FAKE_RAZORPAY_URL}/v1/checkout.js`,
        GSTIN: '36AABCF1234A1ZF',
        BUSINESS_LEGAL_NAME: 'FinTrain Academy Private Limited',
        BUSINESS_ADDRESS: 'Plot 42, Cyber Towers Road, HITEC City, Hyderabad, Telangana 500081',
        BUSINESS_STATE_CODE: '36',
      },
    },
  ],
});
