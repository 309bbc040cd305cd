import { showChoice, showError } from '@client/lib/alerts.ts';
import { useMySubscriptions } from '@client/lib/get-my-subscriptions.ts';
import { fetchPaymentConfig } from '@client/lib/get-payment-config.ts';
import { documentNavigation } from '@client/lib/open-document.ts';
import { isPayable, payNowLabel, payPath } from '@client/lib/payable.ts';
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
import type { ResourceType } from '@contract/vocabulary.ts';
import { useQueryClient } from '@tanstack/react-query';
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
}

/**
 * 'Subscribe', or a disabled 'Currently Unavailable' when availability is 'no' (docs/product.md §2).
 * Anonymous visitors are asked to register or log in without calling the API; signed-in ones
 * subscribe and see the outcome in a dialog (docs/product.md §8). A signed-in learner who already holds a
 * current (pending or active) subscription to it sees that instead, linked to My Subscriptions:
 * subscribing again could only end in 'already subscribed'. A rejected one may subscribe again.
 */
export function SubscribeButton({
  resourceType,
  resource,
  className = '',
  describedBy,
}: SubscribeButtonProps) {
  const { busy, handleClick } = useSubscribeClick(resourceType, resource);
  const mine = useMySubscriptions();
  // Only a pending or active subscription is current: after a rejection or a refund in full the
  // learner may subscribe again (docs/product.md §10.5).
  const current = mine.data?.find(
    (row) =>
      row.resource_type === resourceType &&
      row.resource_id === resource._id &&
      (row.status === 'pending' || row.status === 'active'),
  );

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
function useSubscribeClick(resourceType: ResourceType, resource: Program) {
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
      const answer = await subscription.mutateAsync({ resourceType, resourceId: resource._id });
      // A paid subscription can be paid for at once when the site takes payment online
      // (docs/product.md §13.1); the config is asked for only then, so a free one or a site without payment
      // sends nothing more.
      const payable =
        isPayable(answer.subscription) && (await fetchPaymentConfig(queryClient)).enabled === true;
      dialog = subscribedDialog(
        resourceType,
        answer.message,
        payable
          ? { text: payNowLabel(answer.subscription.offer_price), path: payPath(answer.subscription._id) }
          : undefined,
      );
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
  }
}
