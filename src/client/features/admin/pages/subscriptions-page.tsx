import { confirmAction, showError, showSuccess } from '@client/lib/alerts.ts';
import { formatDateTime, formatRupees } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Subscription } from '@contract/subscription.ts';
import type { SubscriptionDecision } from '@contract/vocabulary.ts';
import { useState } from 'react';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { useSetSubscriptionStatus } from '../api/set-subscription-status.ts';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { BatchMoveModal } from '../components/batch-move-modal.tsx';
import { InvoiceButton } from '../components/invoice-button.tsx';
import { PersonCell } from '../components/person-cell.tsx';
import { RowActionButton } from '../components/row-action-button.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { capitalise, subscriptionBadgeClass, subscriptionRowClass } from '../utils/subscription-status.ts';

const DECISIONS = {
  active: {
    verb: 'approve',
    confirmText: 'Yes, approve it!',
    doneTitle: 'Approved!',
    done: MESSAGES.admin.subscriptionApproved,
    failed: MESSAGES.admin.approveFailed,
  },
  rejected: {
    verb: 'reject',
    confirmText: 'Yes, reject it!',
    doneTitle: 'Rejected!',
    done: MESSAGES.admin.subscriptionRejected,
    failed: MESSAGES.admin.rejectFailed,
  },
} as const;

/**
 * Approve or reject a subscription after a confirmation; done, focus moves to the row's other
 * button (the one just used is now disabled).
 */
function useSubscriptionDecision() {
  const setStatus = useSetSubscriptionStatus();

  async function decide(subscription: Subscription, status: SubscriptionDecision) {
    if (setStatus.isPending) return;
    const decision = DECISIONS[status];
    const confirmed = await confirmAction({
      text: `Do you want to ${decision.verb} the subscription of ${subscription.user_name} to '${subscription.resource.title}'?`,
      confirmText: decision.confirmText,
      destructive: status === 'rejected',
    });
    if (!confirmed) return;
    setStatus.mutate(
      { id: subscription._id, status },
      {
        onSuccess: () => {
          // The button just used is now disabled and has lost focus: give it to the row's other one.
          document
            .querySelector<HTMLElement>(
              `[data-decision="${subscription._id}-${status === 'active' ? 'rejected' : 'active'}"]`,
            )
            ?.focus();
          void showSuccess(decision.doneTitle, decision.done);
        },
        onError: (error) => void showError(actionFailureText(decision.failed, error)),
      },
    );
  }

  return decide;
}

/** The columns after '#' and 'ID' up to the row's actions. */
const SUBSCRIPTION_COLUMNS: AdminColumn<Subscription>[] = [
  {
    header: 'User',
    cell: (subscription) => <PersonCell name={subscription.user_name} email={subscription.user_email} />,
  },
  {
    header: 'Resource Type',
    cell: (subscription) => (
      <>
        <span className="d-block">{capitalise(subscription.resource_type)}</span>
        <span className="d-block small text-body-secondary">{subscription.resource.title}</span>
      </>
    ),
  },
  {
    header: 'Resource ID',
    // The short form, like the ID column; the whole id shows on hover and is read out in full.
    cell: (subscription) => (
      <code className="admin-id" title={subscription.resource_id}>
        <span aria-hidden="true">…{subscription.resource_id.slice(-8)}</span>
        <span className="visually-hidden">{subscription.resource_id}</span>
      </code>
    ),
  },
  {
    header: 'Amount',
    cell: (subscription) => (
      <>
        <span className="d-block">{formatRupees(subscription.offer_price)}</span>
        {/* Paid online (docs/product.md §13.2): its tax invoice, to download. */}
        {subscription.invoice_number ? <InvoiceButton number={subscription.invoice_number} /> : null}
      </>
    ),
  },
  {
    header: 'Status',
    cell: (subscription) => (
      <span className={`badge ${subscriptionBadgeClass(subscription.status)}`}>
        {capitalise(subscription.status)}
      </span>
    ),
  },
  {
    header: 'Created On',
    cell: (subscription) => formatDateTime(subscription.created_on),
    className: 'admin-date',
  },
];

/** Only a current program subscription holds a seat in a batch, and so can move (docs/product.md §20.1). */
const canMoveBatch = (subscription: Subscription) =>
  subscription.resource_type === 'program' &&
  (subscription.status === 'pending' || subscription.status === 'active');

/** A program subscription's batch, with Move for a current one; a service has none. */
function batchColumn(onMove: (subscription: Subscription) => void): AdminColumn<Subscription> {
  return {
    header: 'Batch',
    cell: (subscription) =>
      subscription.resource_type === 'program' ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span>{subscription.batch?.name ?? '—'}</span>
          {canMoveBatch(subscription) ? (
            <RowActionButton
              label="Move"
              subject={`the subscription of ${subscription.user_name} to another batch`}
              // Solid: teal text on a row tinted by its status falls below 4.5:1.
              variant="teal"
              onClick={() => onMove(subscription)}
            />
          ) : null}
        </div>
      ) : (
        '—'
      ),
  };
}

/**
 * /admin/subscriptions: rows coloured by status; approve or reject after a confirmation; a
 * subscription paid online offers its tax invoice for download; a program subscription shows its
 * batch and moves to another (docs/product.md §20.8).
 */
export function SubscriptionsPage() {
  const controls = useListControls();
  const subscriptions = useSubscriptions(controls.params);
  const decide = useSubscriptionDecision();
  const [moving, setMoving] = useState<Subscription | null>(null);

  const columns: AdminColumn<Subscription>[] = [
    ...SUBSCRIPTION_COLUMNS,
    batchColumn(setMoving),
    {
      header: 'Actions',
      cell: (subscription) => (
        <div className="d-flex gap-2">
          <RowActionButton
            label="Approve"
            subject={`the subscription of ${subscription.user_name}`}
            variant="success"
            onClick={() => void decide(subscription, 'active')}
            // A refunded subscription is no one's to decide (ADR 061): the learner subscribes again.
            disabled={subscription.status === 'active' || subscription.status === 'refunded'}
            dataDecision={`${subscription._id}-active`}
          />
          <RowActionButton
            label="Reject"
            subject={`the subscription of ${subscription.user_name}`}
            variant="danger"
            onClick={() => void decide(subscription, 'rejected')}
            disabled={subscription.status === 'rejected' || subscription.status === 'refunded'}
            dataDecision={`${subscription._id}-rejected`}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminList
        title="Subscriptions"
        searchLabel="Search subscriptions"
        searchPlaceholder="Search by user ID, resource type, or resource ID"
        controls={controls}
        query={subscriptions}
        failedText={MESSAGES.admin.fetchSubscriptionsFailed}
        emptyText={MESSAGES.admin.noSubscriptions}
        columns={columns}
        rowClassName={(subscription) => subscriptionRowClass(subscription.status)}
      />
      {moving ? <BatchMoveModal subscription={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
