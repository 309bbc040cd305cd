import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, payments, users } from '../db/schema.ts';
import type { CheckoutSuccess } from '../test/fake-razorpay.ts';
import { buildPaymentTestApp, pendingSubscription } from '../test/payment-app.ts';
import { createCoupon } from '../test/payment-factories.ts';

// docs/product.md §13.1–13.2, ADR 056: the buyer's details CGST Rule 46 asks the invoice to show
// are asked at the order, stored on it, and copied to the invoice.
const { app, db, fake } = await buildPaymentTestApp();

type Headers = Record<string, string>;

/** A Karnataka GSTIN with a valid check character (the business is in Telangana, 36). */
const KARNATAKA_GSTIN = '29AAGCA1234B1Z8';
const BUSINESS = {
  gstin: KARNATAKA_GSTIN,
  legal_name: 'Acme Traders Private Limited',
  address: '14, 2nd Cross, Indiranagar',
  city: 'Bengaluru',
  pincode: '560038',
};

/** An order carries the checkout's agreement to the Terms and the Refund Policy (docs/product.md §19). */
function post(url: 'quote' | 'order', headers: Headers, payload: Record<string, unknown>) {
  const body = url === 'order' ? { accept_terms: true, ...payload } : payload;
  return app.inject({ method: 'POST', url: `/api/payment/${url}`, headers, payload: body });
}

async function rowsOf(subscriptionId: string) {
  return db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'buyer-invoice-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a buyer with a GSTIN (CGST Rule 46(d))', () => {
  it('is asked for the legal name, address, city and PIN code at the order, one field at a time, and nothing is written', async () => {
    const { headers, subscription } = await pendingSubscription(app, db, 10_000);
    const base = { subscription_id: subscription.id, state_code: '29' };
    const ordersBefore = fake.orders.size;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gstin: KARNATAKA_GSTIN }, MESSAGES.payments.legalNameRequired, 'legal_name'],
      [{ ...BUSINESS, legal_name: '  ' }, MESSAGES.payments.legalNameRequired, 'legal_name'],
      [{ ...BUSINESS, address: undefined }, MESSAGES.payments.addressRequired, 'address'],
      [{ ...BUSINESS, city: '' }, MESSAGES.payments.cityRequired, 'city'],
      [{ ...BUSINESS, pincode: undefined }, MESSAGES.payments.pincodeRequired, 'pincode'],
    ];
    for (const [given, message, field] of cases) {
      const res = await post('order', headers, { ...base, ...given });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    expect(await rowsOf(subscription.id)).toEqual([]);
    // Refused before Razorpay is asked for an order.
    expect(fake.orders.size).toBe(ordersBefore);

    // The quote needs none of them: it only prices.
    const quote = await post('quote', headers, { ...base, gstin: KARNATAKA_GSTIN });
    expect(quote.statusCode).toBe(200);
  });

  it('still has its GSTIN checked against the state of supply first', async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    const res = await post('order', headers, {
      subscription_id: subscription.id,
      state_code: '36',
      gstin: KARNATAKA_GSTIN,
    });
    expect(res.json()).toEqual({ message: MESSAGES.payments.gstinStateMismatch, field: 'gstin' });
  });

  it('refuses a malformed PIN code, an address too short or too long, and control characters, with the message only', async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    const base = { subscription_id: subscription.id, state_code: '29', ...BUSINESS };
    const cases: [Record<string, unknown>, string][] = [
      [{ pincode: '056003' }, MESSAGES.payments.pincodeInvalid],
      [{ pincode: '56003' }, MESSAGES.payments.pincodeInvalid],
      [{ pincode: '5600381' }, MESSAGES.payments.pincodeInvalid],
      [{ pincode: 560038 }, 'PIN code must be text.'],
      [{ address: 'No 1' }, 'Address must be at least 5 characters.'],
      [{ address: 'x'.repeat(201) }, 'Address must be at most 200 characters.'],
      [{ city: 'B' }, 'City must be at least 2 characters.'],
      [{ city: 'x'.repeat(61) }, 'City must be at most 60 characters.'],
      [{ legal_name: 'x'.repeat(201) }, 'Legal name must be at most 200 characters.'],
      [{ legal_name: 'Acme\nTraders' }, 'Legal name cannot contain control characters or line breaks.'],
      [{ address: null }, 'Address must be text.'],
    ];
    for (const [given, message] of cases) {
      for (const url of ['quote', 'order'] as const) {
        const res = await post(url, headers, { ...base, ...given });
        expect(res.statusCode, `${url} ${JSON.stringify(given)}`).toBe(400);
        expect(res.json()).toEqual({ message });
      }
    }
    expect(await rowsOf(subscription.id)).toEqual([]);
  });

  it('stores the details on the order, trimmed, and copies them to the invoice and its PDF', async () => {
    const { headers, subscription, user } = await pendingSubscription(app, db, 10_000);
    const order = await post('order', headers, {
      subscription_id: subscription.id,
      state_code: '29',
      ...BUSINESS,
      gstin: ' 29aagca1234b1z8 ',
      legal_name: '  Acme Traders Private Limited ',
      pincode: '560 038',
    });
    expect(order.statusCode).toBe(200);
    const [row] = await rowsOf(subscription.id);
    expect(row).toMatchObject({
      gstin: KARNATAKA_GSTIN,
      buyerLegalName: BUSINESS.legal_name,
      buyerAddress: BUSINESS.address,
      buyerCity: BUSINESS.city,
      buyerPincode: BUSINESS.pincode,
      stateCode: '29',
    });

    const orderId = order.json().order_id as string;
    const checkout = (await fake.pay(orderId, { method: 'card', webhooks: false })) as CheckoutSuccess;
    const verified = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers,
      payload: checkout,
    });
    expect(verified.statusCode).toBe(200);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.paymentId, row!.id));
    expect(invoice).toMatchObject({
      buyerLegalName: BUSINESS.legal_name,
      buyerAddress: BUSINESS.address,
      buyerCity: BUSINESS.city,
      buyerPincode: BUSINESS.pincode,
      buyerGstin: KARNATAKA_GSTIN,
      buyerStateCode: '29',
    });

    // A later change of the learner's profile does not reach the issued invoice.
    await db.update(users).set({ name: 'Someone Else' }).where(eq(users.id, user.id));
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/invoice/${encodeURIComponent(invoice!.number)}/pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Acme Traders Private Limited');
    expect(text).toContain(`${user.name} · ${user.email}`);
    expect(text).not.toContain('Someone Else');
    expect(text).toContain('14, 2nd Cross, Indiranagar');
    expect(text).toContain('Bengaluru 560038');
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toContain(`GSTIN: ${KARNATAKA_GSTIN}`);
    expect(text).toMatch(/PLACE OF SUPPLY[\s\S]*Karnataka \(29\)/);
    // ₹10,000 across states: IGST 18 % of ₹8,474.58 is ₹1,525.42, and the line is the price exactly.
    expect(text).toMatch(/ 999293 1 ₹8,474.58 ₹1,525.42 ₹10,000.00/);
  });

  it('makes a new order when the address changes, so that the invoice prints the one given last', async () => {
    const { headers, subscription } = await pendingSubscription(app, db);
    const base = { subscription_id: subscription.id, state_code: '29', ...BUSINESS };
    const first = await post('order', headers, base);
    const same = await post('order', headers, base);
    expect(same.json().order_id).toBe(first.json().order_id);
    const moved = await post('order', headers, { ...base, address: '221, 100 Feet Road, Indiranagar' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order_id).not.toBe(first.json().order_id);
    const rows = await rowsOf(subscription.id);
    expect(rows.map((r) => [r.status, r.buyerAddress]).sort()).toEqual([
      ['created', '221, 100 Feet Road, Indiranagar'],
      ['superseded', BUSINESS.address],
    ]);
  });
});

describe('a buyer without a GSTIN (CGST Rule 46(e))', () => {
  it('gives an address from a taxable value of ₹50,000: ₹59,000 needs one, ₹58,999 does not', async () => {
    // ₹59,000 = ₹50,000.00 taxable + 18 %; ₹58,999 is ₹49,999.15 taxable.
    const at = await pendingSubscription(app, db, 59_000);
    const missing = await post('order', at.headers, {
      subscription_id: at.subscription.id,
      state_code: '27',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: MESSAGES.payments.addressRequired, field: 'address' });
    const { legal_name: _none, gstin: _unregistered, ...address } = BUSINESS;
    const given = await post('order', at.headers, {
      subscription_id: at.subscription.id,
      state_code: '29',
      ...address,
    });
    expect(given.statusCode).toBe(200);
    const [row] = await rowsOf(at.subscription.id);
    expect(row).toMatchObject({ gstin: null, buyerLegalName: null, buyerAddress: BUSINESS.address });

    const below = await pendingSubscription(app, db, 58_999);
    const order = await post('order', below.headers, {
      subscription_id: below.subscription.id,
      state_code: '27',
    });
    expect(order.statusCode).toBe(200);
  });

  it('counts the taxable value after the coupon', async () => {
    const { headers, subscription } = await pendingSubscription(app, db, 70_000);
    const full = await post('order', headers, { subscription_id: subscription.id, state_code: '36' });
    expect(full.json()).toEqual({ message: MESSAGES.payments.addressRequired, field: 'address' });
    const coupon = await createCoupon(db, { kind: 'percent', value: 20 });
    // ₹70,000 less 20 % is ₹56,000: ₹47,457.63 taxable, under ₹50,000.
    const discounted = await post('order', headers, {
      subscription_id: subscription.id,
      state_code: '36',
      coupon: coupon.code,
    });
    expect(discounted.statusCode).toBe(200);
    expect(discounted.json()).toMatchObject({ amount: 5_600_000 });
  });
});
