import { CourseProgress as CourseProgressBar } from '@client/components/course-progress.tsx';
import { DownloadInvoiceButton } from '@client/components/download-invoice-button.tsx';
import { IconInfoCircle } from '@client/components/icons/info-circle.tsx';
import { ResourceImage } from '@client/components/resource-image.tsx';
import { formatDate, formatPaise } from '@client/lib/format.ts';
import { payNowLabel, payPath } from '@client/lib/payable.ts';
import { SUBSCRIPTION_CARD_IMAGE_HEIGHT_PX } from '@contract/constants.ts';
import type { CourseProgress } from '@contract/course.ts';
import { pagePath } from '@contract/routes.ts';
import type { Subscription } from '@contract/subscription.ts';
import { Link } from 'react-router';
import { resourcePath, statusBadge, subscriptionAmount } from '../subscription-display.ts';
import { RefundDocuments } from './refund-documents.tsx';

/**
 * One subscription (docs/product.md §2): image (180 px high), title, amount or FREE, status badge and
 * a View link. A program or service deleted since keeps its card, under the title saved with the
 * subscription, without the link. An active program's card also shows the learner's progress in
 * its course and "Start learning" or "Continue learning" (docs/product.md §11.6). With online payment
 * (docs/product.md §13.1) a pending paid subscription offers "Pay ₹X now", and a paid one "Download invoice".
 */
export function SubscriptionCard({
  subscription,
  course,
  payable = false,
}: {
  subscription: Subscription;
  /** The course progress of an active program, when known. */
  course?: CourseProgress | undefined;
  /** Online payment is enabled and this subscription awaits payment. */
  payable?: boolean;
}) {
  const { resource } = subscription;
  const titleId = `subscription-title-${subscription._id}`;
  return (
    <article className="card h-100 shadow-sm subscription-card" aria-labelledby={titleId}>
      <ResourceImage
        src={resource.image_path}
        alt={resource.title}
        className="card-img-top object-fit-cover"
        // One column on a phone, two from sm, three from lg (my-subscriptions-page.tsx).
        sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
        style={{ height: SUBSCRIPTION_CARD_IMAGE_HEIGHT_PX }}
      />
      <div className="card-body d-flex flex-column gap-3">
        <h2 id={titleId} className="h5 card-title mb-0 text-break">
          {resource.title}
        </h2>
        <SubscriptionFacts subscription={subscription} />
        {course && resource.exists ? (
          <div className="d-flex flex-column gap-2">
            <CourseProgressBar
              percent={course.progress_percent}
              label={`${resource.title}: course progress`}
            />
            <Link
              to={pagePath('learn', { slug: course.slug ?? course.program_id })}
              className="btn btn-teal btn-sm px-3 align-self-start"
              aria-describedby={titleId}
            >
              {course.started ? 'Continue learning' : 'Start learning'}
            </Link>
            <Link
              to={pagePath('community', { programId: course.program_id })}
              className="btn btn-outline-teal btn-sm px-3 align-self-start"
              aria-describedby={titleId}
            >
              Community
            </Link>
          </div>
        ) : null}
        <PaymentActions subscription={subscription} payable={payable} titleId={titleId} />
        {subscription.payment ? <RefundDocuments payment={subscription.payment} titleId={titleId} /> : null}
        <div className="mt-auto pt-1">
          {resource.exists ? (
            <Link
              to={resourcePath(subscription.resource_type, subscription.resource_id)}
              className="btn btn-outline-teal btn-sm px-3"
              aria-describedby={titleId}
            >
              View
            </Link>
          ) : (
            <p className="small text-body-secondary mb-0">
              <IconInfoCircle className="me-1" />
              This {subscription.resource_type} is no longer offered.
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

/** Amount (what was paid, once paid online), what came back, status and the day subscribed. */
function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const badge = statusBadge(subscription.status);
  const subscribedOn = formatDate(subscription.created_on);
  const refunded = subscription.payment?.refunded ?? 0;
  return (
    <dl className="row g-0 mb-0 small">
      <dt className="col-5 fw-normal text-body-secondary">{subscription.payment ? 'Paid' : 'Amount'}</dt>
      <dd className="col-7 mb-1 fw-semibold">{subscriptionAmount(subscription)}</dd>
      {refunded > 0 ? (
        <>
          <dt className="col-5 fw-normal text-body-secondary">Refunded</dt>
          <dd className="col-7 mb-1 fw-semibold">{formatPaise(refunded)}</dd>
        </>
      ) : null}
      <dt className="col-5 fw-normal text-body-secondary">Status</dt>
      <dd className="col-7 mb-1">
        <span className={`badge ${badge.className}`}>{badge.label}</span>
      </dd>
      {subscribedOn ? (
        <>
          <dt className="col-5 fw-normal text-body-secondary">Subscribed on</dt>
          <dd className="col-7 mb-0">{subscribedOn}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** "Pay ₹X now" for a payable subscription, "Download invoice" for a paid one. */
function PaymentActions({
  subscription,
  payable,
  titleId,
}: {
  subscription: Subscription;
  payable: boolean;
  titleId: string;
}) {
  if (!(payable || subscription.invoice_number)) return null;
  return (
    <div className="d-flex flex-wrap gap-2">
      {payable ? (
        // A document load, not the router: only the pay page's own CSP lets Razorpay in (ADR 031).
        <Link
          to={payPath(subscription._id)}
          reloadDocument
          className="btn btn-teal btn-sm px-3"
          aria-describedby={titleId}
        >
          {payNowLabel(subscription.offer_price)}
        </Link>
      ) : null}
      {subscription.invoice_number ? (
        <DownloadInvoiceButton invoiceNumber={subscription.invoice_number} describedBy={titleId} />
      ) : null}
    </div>
  );
}
