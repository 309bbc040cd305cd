import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { authRequiredDialog, subscribedDialog, subscribeFailedDialog } from './subscribe-outcome.ts';

describe('subscribedDialog (docs/product.md §8)', () => {
  it('says Subscribed! with the program text and a button to My Subscriptions', () => {
    expect(subscribedDialog('program', MESSAGES.subscriptions.subscribedProgram)).toEqual({
      kind: 'subscribed',
      title: 'Subscribed!',
      text: 'You have successfully subscribed to the program.',
      confirmText: 'Go to My Subscriptions',
      confirmPath: '/mysubscriptions',
      resourceType: 'program',
    });
  });

  it('shows the server’s text for a service', () => {
    const dialog = subscribedDialog('service', 'You have successfully subscribed to the service.');
    expect(dialog).toMatchObject({
      title: 'Subscribed!',
      text: 'You have successfully subscribed to the service.',
      resourceType: 'service',
    });
  });

  it('adds Pay ₹X now and the pay page beside My Subscriptions when given them (online payment)', () => {
    const pay = { text: 'Pay ₹35,000 now', path: '/pay/6f1c2d3e-0000-4000-8000-000000000004' };
    expect(subscribedDialog('program', MESSAGES.subscriptions.subscribedProgram, pay)).toMatchObject({
      confirmText: 'Go to My Subscriptions',
      confirmPath: '/mysubscriptions',
      pay,
    });
    expect(subscribedDialog('program', MESSAGES.subscriptions.subscribedProgram)).not.toHaveProperty('pay');
  });

  it('falls back to the spec’s text when the server sent none', () => {
    expect(subscribedDialog('program', '')).toMatchObject({ text: MESSAGES.subscriptions.subscribedProgram });
    expect(subscribedDialog('service')).toMatchObject({ text: MESSAGES.subscriptions.subscribedService });
  });
});

describe('authRequiredDialog', () => {
  it('offers Register and Login, leading to /register and /login', () => {
    expect(authRequiredDialog()).toEqual({
      kind: 'auth-required',
      title: 'Authentication Required',
      text: MESSAGES.subscriptions.authRequired,
      confirmText: 'Register',
      confirmPath: '/register',
      denyText: 'Login',
      denyPath: '/login',
    });
  });
});

describe('subscribeFailedDialog (docs/product.md §8)', () => {
  it('asks to register or log in on a 401, with the server’s reason', () => {
    const error = new ApiError(401, MESSAGES.auth.sessionInvalid, MESSAGES.auth.sessionInvalid);
    expect(subscribeFailedDialog(error)).toMatchObject({
      kind: 'auth-required',
      title: 'Authentication Required',
      text: MESSAGES.auth.sessionInvalid,
      confirmPath: '/register',
      denyPath: '/login',
    });
  });

  it('shows Subscription Failed with the server’s message on a 409', () => {
    const error = new ApiError(
      409,
      MESSAGES.subscriptions.alreadySubscribedProgram,
      MESSAGES.subscriptions.alreadySubscribedProgram,
    );
    expect(subscribeFailedDialog(error)).toEqual({
      kind: 'failed',
      title: 'Subscription Failed',
      text: 'You have already subscribed to this program.',
    });
  });

  it('shows the fallback text when the server sent no message', () => {
    expect(subscribeFailedDialog(new ApiError(502, MESSAGES.generic.internal))).toEqual({
      kind: 'failed',
      title: 'Subscription Failed',
      text: 'Failed to subscribe. Please try again.',
    });
  });

  it('shows the fallback text when the server cannot be reached', () => {
    expect(subscribeFailedDialog(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'failed',
      text: MESSAGES.subscriptions.failed,
    });
  });

  it("tells a learner put on a full batch's waiting list their place, not a failure (ADR 072)", () => {
    const text = MESSAGES.batches.waitlisted('Evening batch', 3);
    const body = { message: text, waitlist: { batch_id: 'b', batch_name: 'Evening batch', position: 3 } };
    expect(subscribeFailedDialog(new ApiError(409, text, text, body))).toEqual({
      kind: 'waitlisted',
      title: MESSAGES.batches.waitlistTitle,
      text,
    });
  });
});
