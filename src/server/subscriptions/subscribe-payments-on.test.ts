import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { createProgram, userSession } from '../test/factories.ts';
import { buildPaymentTestApp } from '../test/payment-app.ts';

const { app, db, config, mail, outbox } = await buildPaymentTestApp();

async function subscribeTo(programOverrides: Parameters<typeof createProgram>[1]) {
  const learner = await userSession(app, db);
  const program = await createProgram(db, programOverrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    headers: learner.headers,
    payload: { resourceType: 'program', resourceId: program.id },
  });
  expect(res.statusCode).toBe(201);
  await outbox.flush();
  const mine = mail.sent.filter((m) => m.to === learner.user.email);
  expect(mine).toHaveLength(1);
  return { body: res.json(), mail: mine[0]!, program };
}

describe('subscribing with online payment on', () => {
  it('mails a paid subscription a Pay now link to its pay page, not a wait for approval', async () => {
    const { body, mail: sent, program } = await subscribeTo({ offerPrice: 4_999 });
    expect(body).toMatchObject({
      message: MESSAGES.subscriptions.subscribedProgram,
      subscription: { status: 'pending', offer_price: 4_999 },
    });
    expect(sent.subject).toBe(`We received your subscription to ${program.title}`);
    expect(sent.text).toContain(`Pay now: ${config.publicUrl}/pay/${body.subscription._id}`);
    expect(sent.text).toContain('starts as soon as it is paid');
    expect(sent.text).not.toContain('our team reviews');
    expect(sent.text).not.toContain('as soon as it is approved');
    expect(sent.html).toContain(`/pay/${body.subscription._id}`);
  });

  it('tells a free program that waits for the team so, with no payment link', async () => {
    const { body, mail: sent } = await subscribeTo({ offeringType: 'FREE', offerPrice: 0 });
    expect(body.subscription.status).toBe('pending');
    expect(sent.text).toContain('our team reviews every new subscription');
    expect(sent.text).not.toContain('/pay/');
  });

  it('opens a free program that activates at once, and says so', async () => {
    const { body, mail: sent } = await subscribeTo({
      offeringType: 'FREE',
      offerPrice: 0,
      autoActivateFree: true,
    });
    expect(body.subscription.status).toBe('active');
    expect(sent.subject).toMatch(/is approved$/);
    expect(sent.text).not.toContain('/pay/');
  });
});
