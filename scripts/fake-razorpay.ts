/**
 * Starts the local fake of Razorpay (src/server/test/fake-razorpay.ts, ADR 029) for Playwright and
 * manual runs, and stops it on SIGTERM or Ctrl-C:
 *   FAKE_RAZORPAY_PORT=4010 RAZORPAY_KEY_ID=rzp_test_x RAZORPAY_KEY_SECRET=… RAZORPAY_WEBHOOK_SECRET=… \
 *   FAKE_RAZORPAY_WEBHOOK_URL=http://127.0.0.1:3000/api/payment/webhook npx tsx scripts/fake-razorpay.ts
 * Point the app at it with RAZORPAY_API_URL=http://127.0.0.1:4010 and
 * RAZORPAY_CHECKOUT_URL=http://127.0.0.1:4010/v1/checkout.js. FAKE_RAZORPAY_AUTO_CAPTURE=false leaves
 * payments authorized until the app captures them (ADR 055), as with auto-capture off in the Dashboard.
 */
import { startFakeRazorpay } from '../src/server/test/fake-razorpay.ts';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`${name} is required`);
    process.exit(2);
  }
  return value;
}

const port = Number(process.env.FAKE_RAZORPAY_PORT ?? '4010');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('FAKE_RAZORPAY_PORT must be a port number');
  process.exit(2);
}

const fake = await startFakeRazorpay({
  keyId: required('RAZORPAY_KEY_ID'),
  keySecret: required('RAZORPAY_KEY_SECRET'),
  webhookSecret: required('RAZORPAY_WEBHOOK_SECRET'),
  webhookUrl: process.env.FAKE_RAZORPAY_WEBHOOK_URL?.trim() || undefined,
  port,
  autoCapture: process.env.FAKE_RAZORPAY_AUTO_CAPTURE?.trim() !== 'false',
});
console.log(`Fake Razorpay listening at ${fake.url}`);

const stop = async () => {
  await fake.settle();
  await fake.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
