import { DownloadInvoiceButton } from '@client/components/download-invoice-button.tsx';
import { formatDate, formatPaise } from '@client/lib/format.ts';
import type { SubscriptionPayment } from '@contract/subscription.ts';

/**
 * The refunds of a subscription's payment (docs/product.md §4, ADR 061): each amount and day, with
 * its credit note to download, so the refund mail's "your documents under My Subscriptions" holds.
 */
export function RefundDocuments({ payment, titleId }: { payment: SubscriptionPayment; titleId: string }) {
  if (payment.refunds.length === 0) return null;
  return (
    <section className="small" aria-label="Refunds">
      <h3 className="h6 mb-2">Refunds</h3>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
        {payment.refunds.map((refund) => (
          <li key={`${refund.processed_on}-${refund.credit_note ?? ''}`} className="d-flex flex-column gap-1">
            <span>
              <span className="fw-semibold">{formatPaise(refund.amount)}</span> refunded on{' '}
              {formatDate(refund.processed_on)}
              {refund.credit_note ? (
                <span className="text-body-secondary"> · {refund.credit_note}</span>
              ) : null}
            </span>
            {refund.credit_note ? (
              <DownloadInvoiceButton
                invoiceNumber={refund.credit_note}
                label="Download credit note"
                describedBy={titleId}
                className="btn btn-outline-secondary btn-sm px-3 align-self-start"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
