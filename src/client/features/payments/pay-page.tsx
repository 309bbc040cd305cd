import { DownloadInvoiceButton } from '@client/components/download-invoice-button.tsx';
import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import { IconExclamationTriangleFill } from '@client/components/icons/exclamation-triangle-fill.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { formatRupees } from '@client/lib/format.ts';
import { isUnauthorized, useMySubscriptions } from '@client/lib/get-my-subscriptions.ts';
import { usePaymentConfig } from '@client/lib/get-payment-config.ts';
import { isPayable } from '@client/lib/payable.ts';
import { clearToken, useToken } from '@client/lib/session.ts';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Payment } from '@contract/payment.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import type { Subscription } from '@contract/subscription.ts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CheckoutForm } from './components/checkout-form.tsx';

/**
 * /pay/:subscriptionId (docs/product.md §13.1, ADR 031): the learner pays for one pending subscription
 * online. The program, then the GST state, an optional GSTIN and coupon, the quoted price, and "Pay ₹X
 * now", which opens Razorpay Checkout. Login required: without a session the visitor goes to
 * /login, as on My Subscriptions. When the site does not take payment online nothing here offers it.
 */
export function PayPage() {
  useDocumentTitle('Pay');
  const { subscriptionId = '' } = useParams();
  const token = useToken();
  const session = useCurrentUser();
  const subscriptions = useMySubscriptions();
  const config = usePaymentConfig(token !== null);
  const navigate = useNavigate();
  // The payment just verified: shown even after the list, refetched, says the subscription is active.
  const [paid, setPaid] = useState<{ message: string; payment: Payment } | null>(null);

  const refused =
    token === null ||
    isUnauthorized(subscriptions.error) ||
    (session.status === 'anonymous' && session.refused);

  useEffect(() => {
    if (!refused) return;
    clearToken();
    navigate(CLIENT_ROUTES.login, { replace: true });
  }, [refused, navigate]);

  if (refused || subscriptions.isPending || config.isPending || session.status === 'loading') {
    return <PageLoading />;
  }

  const subscription = subscriptions.data?.find((row) => row._id === subscriptionId);

  return (
    <div className="container py-5" style={{ maxWidth: '48rem' }}>
      <h1 className="section-title mb-4">Pay for your subscription</h1>
      {subscriptions.isError ? (
        <LoadError
          text={MESSAGES.admin.fetchSubscriptionsFailed}
          retrying={subscriptions.isFetching}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : !subscription ? (
        <Notice text={MESSAGES.payments.subscriptionNotFound} />
      ) : (
        <>
          <SubscriptionSummary subscription={subscription} />
          {paid ? (
            <PaymentReceived subscription={subscription} message={paid.message} payment={paid.payment} />
          ) : !config.data?.enabled ? (
            <Notice text={MESSAGES.payments.notEnabled} />
          ) : subscription.status === 'active' ? (
            <Notice text={MESSAGES.payments.alreadyActive} />
          ) : !isPayable(subscription) ? (
            <Notice text={whyNotPayable(subscription)} />
          ) : (
            <CheckoutForm
              subscription={subscription}
              config={config.data}
              user={session.status === 'signed-in' ? session.user : undefined}
              onPaid={setPaid}
            />
          )}
        </>
      )}
    </div>
  );
}

/** Why a subscription that is not active cannot be paid for here. */
function whyNotPayable(subscription: Subscription): string {
  if (subscription.status !== 'pending') return MESSAGES.payments.notPending;
  if (!subscription.resource.exists) return MESSAGES.payments.noLongerOffered;
  return MESSAGES.payments.free;
}

/** What is being paid for: the program or service, and its price as the site lists it. */
function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  return (
    <section className="card shadow-sm border-0 mb-4" aria-labelledby="pay-resource-title">
      <div className="card-body">
        <p className="small text-body-secondary text-capitalize mb-1">{subscription.resource_type}</p>
        <h2 id="pay-resource-title" className="h4 text-navy text-break mb-1">
          {subscription.resource.title}
        </h2>
        <p className="mb-0">
          {formatRupees(subscription.offer_price)}{' '}
          <span className="small text-body-secondary">(GST included)</span>
        </p>
      </div>
    </section>
  );
}

/** A reason this page offers no payment, with the way back to My Subscriptions. */
function Notice({ text }: { text: string }) {
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" role="status">
      <span>{text}</span>
      <Link to={pagePath('mySubscriptions')} className="btn btn-sm btn-outline-teal">
        {MESSAGES.subscriptions.goToMySubscriptions}
      </Link>
    </div>
  );
}

/**
 * The payment keeps the subscription active: paid (in part refunded at most), or the subscription is
 * active by now. A payment refunded in full, or taken for a coupon no longer held (ADR 055), does not.
 */
function keepsAccess(subscription: Subscription, payment: Payment): boolean {
  return (
    payment.status === 'paid' || payment.status === 'partially_refunded' || subscription.status === 'active'
  );
}

/**
 * The server's message, focused so it is read out, with the course and the invoice. The message
 * says what is true (ADR 055); the course is offered, with a tick, only when the payment keeps the
 * subscription active.
 */
function PaymentReceived({
  subscription,
  message,
  payment,
}: {
  subscription: Subscription;
  message: string;
  payment: Payment;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const active = keepsAccess(subscription, payment);
  return (
    // A white card, not a green alert: the outlined buttons on alert-success fail WCAG contrast (axe).
    <section
      className={`card shadow-sm ${active ? 'border-success' : 'border-warning'}`}
      aria-labelledby="payment-received"
    >
      <div className="card-body">
        <h2
          id="payment-received"
          ref={heading}
          tabIndex={-1}
          className="h5 text-navy d-flex align-items-center gap-2"
        >
          {active ? (
            <IconCheckCircleFill className="text-success" />
          ) : (
            <IconExclamationTriangleFill className="text-warning" />
          )}
          {message}
        </h2>
        <div className="d-flex flex-wrap gap-2 mt-3">
          {active && subscription.resource_type === 'program' && subscription.resource.exists ? (
            <Link
              to={pagePath('learn', { slug: subscription.resource_id })}
              className="btn btn-teal btn-sm px-3"
            >
              Start learning
            </Link>
          ) : null}
          <Link to={pagePath('mySubscriptions')} className="btn btn-outline-teal btn-sm px-3">
            {MESSAGES.subscriptions.goToMySubscriptions}
          </Link>
          {payment.invoice ? <DownloadInvoiceButton invoiceNumber={payment.invoice.number} /> : null}
        </div>
      </div>
    </section>
  );
}
