import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { webhookSignature } from './signature.ts';
import { readWebhook } from './webhooks.ts';

const SECRET = 'webhook-secret-for-read-tests';

const signed = (body: string, eventId: string | null = 'evt_1') => ({
  raw: Buffer.from(body),
  headers: {
    'x-razorpay-signature': webhookSignature(body, SECRET),
    ...(eventId === null ? {} : { 'x-razorpay-event-id': eventId }),
  },
});

describe('readWebhook', () => {
  it('reads the event id, the event and the body of a signed delivery', () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_1' } } },
    });
    const { raw, headers } = signed(body);
    expect(readWebhook(raw, headers, SECRET)).toEqual({
      eventId: 'evt_1',
      event: 'payment.captured',
      body: JSON.parse(body),
    });
  });

  it('refuses a signature made with another secret, or a missing one, before reading anything', () => {
    const { raw, headers } = signed('{"event":"order.paid"}');
    expect(() => readWebhook(raw, headers, 'another-secret')).toThrow(MESSAGES.payments.badSignature);
    expect(() => readWebhook(raw, { 'x-razorpay-event-id': 'evt_1' }, SECRET)).toThrow(
      MESSAGES.payments.badSignature,
    );
  });

  it('refuses a delivery without an event id, or with one too long to be Razorpay’s', () => {
    const missing = signed('{}', null);
    expect(() => readWebhook(missing.raw, missing.headers, SECRET)).toThrow(
      MESSAGES.payments.webhookEventIdMissing,
    );
    const long = signed('{}', 'e'.repeat(201));
    expect(() => readWebhook(long.raw, long.headers, SECRET)).toThrow(
      MESSAGES.payments.webhookEventIdMissing,
    );
  });

  it('refuses a signed body that is not JSON', () => {
    const { raw, headers } = signed('event=order.paid');
    expect(() => readWebhook(raw, headers, SECRET)).toThrow(MESSAGES.payments.webhookNotJson);
  });

  it('reads a signed body that is not an object, or has no event name, as an unknown event', () => {
    for (const body of ['42', 'null', '"text"', '{"event":7}', '{}']) {
      const { raw, headers } = signed(body);
      expect(readWebhook(raw, headers, SECRET).event).toBe('unknown');
    }
  });
});
