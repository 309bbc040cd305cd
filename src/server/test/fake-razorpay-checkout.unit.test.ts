import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The fake Checkout script (ADR 031) run as a browser runs it, against a loopback server that
 * answers POST /_fake/checkout/pay the way the fake Razorpay server does.
 */
const source = await readFile(new URL('./fake-razorpay-checkout.js', import.meta.url), 'utf8');
const received: unknown[] = [];
const server = createServer(async (request: IncomingMessage, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  const { order_id, method, outcome } = JSON.parse(body) as Record<string, string>;
  received.push({ path: request.url, method: request.method, body: { order_id, method, outcome } });
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Content-Type', 'application/json');
  response.end(
    JSON.stringify(
      outcome === 'success'
        ? {
            razorpay_payment_id: 'pay_Fake0001',
            razorpay_order_id: order_id,
            razorpay_signature: 'b'.repeat(64),
          }
        : {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Your bank declined the payment.',
              reason: 'payment_failed',
            },
          },
    ),
  );
});
let origin = '';
let window: Window;
let document: Document;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A page on that origin (the script finds the server by its own address; here, the page's).
  window = new Window({ url: `${origin}/pay/6f1c2d3e-0000-4000-8000-000000000004` });
  document = window.document as unknown as Document;
  // The script as the browser runs it: its globals are the page's; fetch goes over the network.
  new Function('window', 'document', 'fetch', source)(window, document, fetch);
});
afterAll(async () => {
  await window.happyDOM.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type RazorpayLike = new (
  options: Record<string, unknown>,
) => {
  open(): void;
  on(event: string, callback: (response: unknown) => void): void;
};

function openCheckout(overrides: Record<string, unknown> = {}) {
  const handler = vi.fn();
  const ondismiss = vi.fn();
  const failed = vi.fn();
  const Razorpay = (window as unknown as { Razorpay: RazorpayLike }).Razorpay;
  const checkout = new Razorpay({
    key: 'rzp_test_fintrain',
    order_id: 'order_Fake0001',
    amount: 3_500_000,
    currency: 'INR',
    name: 'FinTrain Academy',
    description: 'Pro Trader',
    handler,
    modal: { ondismiss },
    ...overrides,
  });
  checkout.on('payment.failed', failed);
  checkout.open();
  const dialog = document.querySelector('dialog');
  const buttonNamed = (name: string) =>
    [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name);
  return { handler, ondismiss, failed, dialog, buttonNamed };
}

describe('the fake Razorpay Checkout script', () => {
  it('opens a dialog named Razorpay (test) with the amount and the five choices, focus on the first', () => {
    const { dialog, buttonNamed } = openCheckout();

    expect(dialog).not.toBeNull();
    const title = document.getElementById(dialog!.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Razorpay (test)');
    expect(dialog!.textContent).toContain('₹35,000.00');
    for (const name of ['Pay with UPI', 'Pay by card', 'Pay by netbanking', 'Fail payment', 'Close']) {
      expect(buttonNamed(name), name).toBeDefined();
    }
    expect(document.activeElement).toBe(buttonNamed('Pay with UPI'));
    buttonNamed('Close')!.click();
  });

  it("pays with UPI through its own origin's fake endpoint and hands the answer to handler", async () => {
    received.length = 0;
    const { handler, failed, buttonNamed } = openCheckout();

    buttonNamed('Pay with UPI')!.click();

    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler).toHaveBeenCalledWith({
      razorpay_payment_id: 'pay_Fake0001',
      razorpay_order_id: 'order_Fake0001',
      razorpay_signature: 'b'.repeat(64),
    });
    expect(received).toEqual([
      {
        path: '/_fake/checkout/pay',
        method: 'POST',
        body: { order_id: 'order_Fake0001', method: 'upi', outcome: 'success' },
      },
    ]);
    expect(failed).not.toHaveBeenCalled();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it("reports a failed payment to the 'payment.failed' callbacks with the server's error", async () => {
    received.length = 0;
    const { handler, failed, ondismiss, buttonNamed } = openCheckout();

    buttonNamed('Fail payment')!.click();

    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(failed).toHaveBeenCalledWith({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your bank declined the payment.',
        reason: 'payment_failed',
      },
    });
    expect(received).toMatchObject([{ body: { outcome: 'failure' } }]);
    expect(handler).not.toHaveBeenCalled();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('calls modal.ondismiss on Close, and nothing is paid', () => {
    received.length = 0;
    const { handler, ondismiss, buttonNamed } = openCheckout();

    buttonNamed('Close')!.click();

    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
    expect(received).toHaveLength(0);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
