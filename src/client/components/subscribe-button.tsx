import { showChoice, showError, showSuccess } from '@client/lib/alerts.ts';
import { useMySubscriptions } from '@client/lib/get-my-subscriptions.ts';
import { fetchPaymentConfig, usePaymentConfig } from '@client/lib/get-payment-config.ts';
import { documentNavigation } from '@client/lib/open-document.ts';
import { isFreeSubscription, isPayable, payNowLabel, payPath } from '@client/lib/payable.ts';
import { getToken } from '@client/lib/session.ts';
import { useSubscribe } from '@client/lib/subscribe.ts';
import {
  authRequiredDialog,
  type SubscribeDialog,
  subscribedDialog,
  subscribeFailedDialog,
} from '@client/lib/subscribe-outcome.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Program } from '@contract/program.ts';
import { pagePath } from '@contract/routes.ts';
import type { Subscription } from '@contract/subscription.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, type NavigateFunction, useNavigate } from 'react-router';
import { BusyButton } from './busy-button.tsx';

export interface SubscribeButtonProps {
  resourceType: ResourceType;
  /** The program or service (one shape). */
  resource: Program;
  className?: string;
  /** id of the element naming the resource, so 'Subscribe' is described by its title. */
  describedBy?: string;
  /** The batch the learner chose (docs/product.md §20.1); none: the soonest open batch with a seat. */
  batchId?: string | undefined;
}

/**
 * 'Subscribe', or a disabled 'Currently Unavailable' when availability is 'no' (docs/product.md §2).
 * Anonymous visitors are asked to register or log in without calling the API; signed-in ones
 * subscribe and see the outcome in a dialog (docs/product.md §8). A signed-in learner who already holds a
 * current (pending or active) subscription to it sees that instead, linked to My Subscriptions:
 * subscribing again could only end in 'already subscribed'; a pending paid one, with online payment
 * on, is "Pay ₹X now" to the pay page. A rejected one may subscribe again.
 */
export function SubscribeButton({
  resourceType,
  resource,
  className = '',
  describedBy,
  batchId,
}: SubscribeButtonProps) {
  const { busy, handleClick } = useSubscribeClick(resourceType, resource, batchId);
  const mine = useMySubscriptions();
  // Only a pending or active subscription is current: after a rejection or a refund in full the
  // learner may subscribe again (docs/product.md §10.5).
  const current = mine.data?.find(
    (row) =>
      row.resource_type === resourceType &&
      row.resource_id === resource._id &&
      (row.status === 'pending' || row.status === 'active'),
  );

  // With online payment on, a pending paid subscription is waiting for the learner, not for an
  // admin: the button leads to paying, as My Subscriptions does (docs/product.md §13.1).
  const payable = current !== undefined && isPayable(current);
  const paymentsOn = usePaymentConfig(payable).data?.enabled === true;
  if (current && payable && paymentsOn) {
    return (
      // A document load, not the router: only the pay page's own CSP lets Razorpay in (ADR 031).
      <Link
        to={payPath(current._id)}
        reloadDocument
        className={`btn btn-teal ${className}`}
        aria-describedby={describedBy}
      >
        {payNowLabel(current.offer_price)}
      </Link>
    );
  }

  if (current) {
    return (
      <CurrentSubscriptionLink
        active={current.status === 'active'}
        resourceType={resourceType}
        className={className}
        describedBy={describedBy}
      />
    );
  }

  if (resource.availability === 'no') {
    return (
      <button
        type="button"
        className={`btn btn-secondary ${className}`}
        disabled
        aria-describedby={describedBy}
      >
        {MESSAGES.programs.unavailable}
      </button>
    );
  }

  return (
    <BusyButton
      type="button"
      className={`btn btn-teal ${className}`}
      busy={busy}
      keepFocus
      aria-describedby={describedBy}
      onClick={() => void handleClick()}
    >
      Subscribe
    </BusyButton>
  );
}

/**
 * Subscribing on a click: anonymous visitors are asked to register or log in; signed-in ones
 * subscribe, one request at a time, and see the outcome in a dialog.
 */
function useSubscribeClick(resourceType: ResourceType, resource: Program, batchId: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subscription = useSubscribe();
  // The ref stops a second click before React has re-rendered; the state shows it.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    if (inFlight.current) return;
    if (getToken() === null) {
      await present(authRequiredDialog(), navigate);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    let dialog: SubscribeDialog;
    try {
      const answer = await subscription.mutateAsync({
        resourceType,
        resourceId: resource._id,
        ...(batchId ? { batchId } : {}),
      });
      dialog = await subscribedOutcome(resourceType, answer, queryClient);
    } catch (error) {
      dialog = subscribeFailedDialog(error);
    } finally {
      // Enabled again before the dialog opens, so the dialog hands focus back to this button on close.
      inFlight.current = false;
      setBusy(false);
    }
    await present(dialog, navigate);
  }

  return { busy, handleClick };
}

/**
 * The dialog after subscribing. With online payment on (docs/product.md §13.1) a paid subscription
 * can be paid for at once ("Pay ₹X now"), and a free one says what happens to it, as the server
 * did it (ADR 032): open now, or waiting for the team's approval with nothing to pay. Without
 * payment the spec's text stands alone.
 */
async function subscribedOutcome(
  resourceType: ResourceType,
  answer: { message: string; subscription: Subscription },
  queryClient: QueryClient,
): Promise<SubscribeDialog> {
  const created = answer.subscription;
  const payable = isPayable(created);
  const free = isFreeSubscription(created);
  // Asked for only when it changes the dialog: a site without payment sends nothing more for a
  // subscription that is neither.
  const paymentsOn = (payable || free) && (await fetchPaymentConfig(queryClient)).enabled === true;
  if (!paymentsOn) return subscribedDialog(resourceType, answer.message);
  if (payable) {
    return subscribedDialog(resourceType, answer.message, {
      text: payNowLabel(created.offer_price),
      path: payPath(created._id),
    });
  }
  const note =
    created.status === 'active'
      ? MESSAGES.subscriptions.freeOpenNow
      : MESSAGES.subscriptions.freeAwaitsApproval;
  const said = subscribedDialog(resourceType, answer.message).text;
  return subscribedDialog(resourceType, `${said} ${note}`);
}

/** A current subscription's state, linked to My Subscriptions opened on its kind. */
function CurrentSubscriptionLink({
  active,
  resourceType,
  className,
  describedBy,
}: {
  active: boolean;
  resourceType: ResourceType;
  className: string;
  describedBy: string | undefined;
}) {
  return (
    <Link
      to={pagePath('mySubscriptions')}
      state={{ resourceType }}
      className={`btn ${active ? 'btn-outline-teal' : 'btn-outline-secondary'} ${className}`}
      aria-describedby={describedBy}
    >
      {active ? MESSAGES.subscriptions.subscribedButton : MESSAGES.subscriptions.pendingButton}
    </Link>
  );
}

/** Shows the dialog and follows the visitor's choice with the router. */
async function present(dialog: SubscribeDialog, navigate: NavigateFunction): Promise<void> {
  switch (dialog.kind) {
    case 'subscribed': {
      const choice = await showChoice({
        icon: 'success',
        title: dialog.title,
        text: dialog.text,
        confirmText: dialog.confirmText,
        ...(dialog.pay ? { denyText: dialog.pay.text } : {}),
      });
      // The list opens on the kind just subscribed to (Programs otherwise, by default).
      if (choice === 'confirm')
        navigate(dialog.confirmPath, { state: { resourceType: dialog.resourceType } });
      // The pay page as a document: only its own CSP lets Razorpay Checkout in (ADR 031).
      else if (choice === 'deny' && dialog.pay) documentNavigation.open(dialog.pay.path);
      return;
    }
    case 'auth-required': {
      const choice = await showChoice({
        icon: 'warning',
        title: dialog.title,
        text: dialog.text,
        confirmText: dialog.confirmText,
        denyText: dialog.denyText,
      });
      if (choice === 'confirm') navigate(dialog.confirmPath);
      else if (choice === 'deny') navigate(dialog.denyPath);
      return;
    }
    case 'failed':
      await showError(dialog.text, dialog.title);
      return;
    case 'waitlisted':
      await showSuccess(dialog.title, dialog.text);
      return;
  }
}
