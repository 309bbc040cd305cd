import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { ApiError, errorMessage } from './api-client.ts';

/**
 * The dialog that answers a click on Subscribe (docs/product.md §8), as data: the button shows it
 * with lib/alerts.ts and follows the chosen path.
 */
export type SubscribeDialog =
  | {
      kind: 'subscribed';
      title: string;
      text: string;
      confirmText: string;
      confirmPath: string;
      /** Which list My Subscriptions opens on. */
      resourceType: ResourceType;
      /**
       * With online payment (docs/product.md §13.1): 'Pay ₹X now' and the pay page, beside My Subscriptions.
       */
      pay?: { text: string; path: string };
    }
  | {
      kind: 'auth-required';
      title: string;
      text: string;
      confirmText: string;
      confirmPath: string;
      denyText: string;
      denyPath: string;
    }
  | { kind: 'failed'; title: string; text: string }
  /** A full batch (docs/product.md §20.1): no subscription, a place on its waiting list. */
  | { kind: 'waitlisted'; title: string; text: string };

/**
 * Success: 'Subscribed!', the server's text (or the spec's), and 'Go to My Subscriptions'; with
 * `pay` (online payment is enabled and the subscription is a paid one) also 'Pay ₹X now'.
 */
export function subscribedDialog(
  resourceType: ResourceType,
  serverMessage?: string,
  pay?: { text: string; path: string },
): SubscribeDialog {
  const fallback =
    resourceType === 'program'
      ? MESSAGES.subscriptions.subscribedProgram
      : MESSAGES.subscriptions.subscribedService;
  return {
    kind: 'subscribed',
    title: MESSAGES.subscriptions.subscribedTitle,
    text: serverMessage?.trim() ? serverMessage : fallback,
    confirmText: MESSAGES.subscriptions.goToMySubscriptions,
    confirmPath: CLIENT_ROUTES.mySubscriptions,
    resourceType,
    ...(pay ? { pay } : {}),
  };
}

/**
 * 'Authentication Required' with Register and Login. Anonymous visitors get the generic text; a
 * refused token gets the server's reason (e.g. the session has expired).
 */
export function authRequiredDialog(serverMessage?: string): SubscribeDialog {
  return {
    kind: 'auth-required',
    title: MESSAGES.subscriptions.authRequiredTitle,
    text: serverMessage?.trim() ? serverMessage : MESSAGES.subscriptions.authRequired,
    confirmText: 'Register',
    confirmPath: CLIENT_ROUTES.register,
    denyText: 'Login',
    denyPath: CLIENT_ROUTES.login,
  };
}

/** A failed subscribe call: 401 asks to sign in; anything else is 'Subscription Failed' with the server's text. */
export function subscribeFailedDialog(error: unknown): SubscribeDialog {
  if (error instanceof ApiError && error.status === 401) return authRequiredDialog(error.serverMessage);
  if (error instanceof ApiError && error.status === 409 && isWaitlisted(error.body)) {
    return { kind: 'waitlisted', title: MESSAGES.batches.waitlistTitle, text: errorMessage(error) };
  }
  return {
    kind: 'failed',
    title: MESSAGES.subscriptions.failedTitle,
    text: errorMessage(error, MESSAGES.subscriptions.failed),
  };
}

/** A 409 that put the learner on a full batch's waiting list (ADR 072): its body has `waitlist`. */
function isWaitlisted(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'waitlist' in body;
}
