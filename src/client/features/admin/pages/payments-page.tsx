import { ApiError } from '@client/lib/api-client.ts';
import { formatDateTime, formatPaise } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { AdminPayment } from '@contract/payment.ts';
import {
  PAYMENT_FLAG_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@contract/payment-labels.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useState } from 'react';
import { usePayments } from '../api/get-payments.ts';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { InvoiceButton } from '../components/invoice-button.tsx';
import { PersonCell } from '../components/person-cell.tsx';
import { RefundModal, refundableOf } from '../components/refund-modal.tsx';
import { RowActionButton } from '../components/row-action-button.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { paymentBadgeClass } from '../utils/payment-display.ts';

/**
 * Only money that was taken can be given back: a paid or partly refunded payment with some left,
 * or a superseded order Razorpay took money for anyway (paid twice, coupon lost: ADR 055).
 */
function canRefund(payment: AdminPayment): boolean {
  const taken =
    payment.status === 'paid' ||
    payment.status === 'partially_refunded' ||
    (payment.status === 'superseded' && payment.razorpay_payment_id !== null);
  return taken && refundableOf(payment) > 0;
}

/** Why the payment waits for an admin, and the note that says what happened (ADR 055). */
function PaymentFlagNote({ payment }: { payment: AdminPayment }) {
  if (!payment.flag) return null;
  return (
    <span className="d-block small mt-1">
      <span className="badge text-bg-warning">{PAYMENT_FLAG_LABELS[payment.flag]}</span>
      {payment.flag_note ? <span className="d-block text-break admin-wrap">{payment.flag_note}</span> : null}
    </span>
  );
}

/**
 * The versions of the Terms and of the Refund Policy the learner agreed to at checkout
 * (docs/product.md §19), each linked to that version; nothing for orders made before the box.
 */
function AgreedTerms({ payment }: { payment: AdminPayment }) {
  if (payment.terms_version === null && payment.refund_policy_version === null) return null;
  const versions = [
    { label: 'Terms', path: CLIENT_ROUTES.terms, version: payment.terms_version },
    { label: 'Refund Policy', path: CLIENT_ROUTES.refundPolicy, version: payment.refund_policy_version },
  ];
  return (
    <span className="d-block small text-body-secondary">
      Agreed:{' '}
      {versions.map(({ label, path, version }, index) => (
        <span key={label}>
          {index > 0 ? ', ' : ''}
          {version === null ? (
            `${label} (none)`
          ) : (
            <a href={`${path}?version=${version}`} target="_blank" rel="noreferrer">
              {label} v{version}
            </a>
          )}
        </span>
      ))}
    </span>
  );
}

/** A payment's tax invoice and credit notes to download, or '—' when it has none. */
function PaymentDocuments({ payment }: { payment: AdminPayment }) {
  const creditNotes = payment.refunds.flatMap((refund) => (refund.credit_note ? [refund.credit_note] : []));
  if (!payment.invoice && creditNotes.length === 0) return '—';
  return (
    <ul className="list-unstyled mb-0">
      {payment.invoice ? (
        <li>
          <InvoiceButton number={payment.invoice.number} />
        </li>
      ) : null}
      {creditNotes.map((number) => (
        <li key={number}>
          <span className="small text-body-secondary me-1">Credit note</span>
          <InvoiceButton number={number} kind="credit note" />
        </li>
      ))}
    </ul>
  );
}

/** The columns after '#' and 'ID' up to the row's actions. */
const PAYMENT_COLUMNS: AdminColumn<AdminPayment>[] = [
  {
    header: 'Learner',
    className: 'admin-wrap',
    cell: (payment) => <PersonCell name={payment.user_name} email={payment.user_email} />,
  },
  { header: 'Program', className: 'admin-wrap', cell: (payment) => payment.resource_title },
  {
    header: 'Amount',
    className: 'text-nowrap',
    cell: (payment) => (
      <>
        <span className="d-block">{formatPaise(payment.amount, { exact: true })}</span>
        {payment.discount > 0 ? (
          <span className="d-block small text-body-secondary">
            <span className="visually-hidden">Discount </span>−
            {formatPaise(payment.discount, { exact: true })}
            {payment.coupon ? ` (${payment.coupon})` : ''}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Method',
    cell: (payment) => (payment.method ? PAYMENT_METHOD_LABELS[payment.method] : '—'),
  },
  {
    header: 'Status',
    cell: (payment) => (
      <>
        <span className={`badge ${paymentBadgeClass(payment.status)}`}>
          {PAYMENT_STATUS_LABELS[payment.status]}
        </span>
        {payment.refunded > 0 ? (
          <span className="d-block small text-nowrap">
            Refunded {formatPaise(payment.refunded, { exact: true })}
          </span>
        ) : null}
        <PaymentFlagNote payment={payment} />
      </>
    ),
  },
  {
    header: 'Date',
    className: 'admin-date',
    cell: (payment) => (
      <>
        {formatDateTime(payment.paid_at ?? payment.created_on)}
        <AgreedTerms payment={payment} />
      </>
    ),
  },
  {
    header: 'Invoice',
    cell: (payment) => <PaymentDocuments payment={payment} />,
  },
];

/**
 * /admin/payments (docs/product.md §13.6): every online payment, newest first, searchable and paged like the
 * other lists: the learner, program, amount and coupon, method, status and refunds, the date in
 * IST, the tax invoice and credit notes to download, a payment waiting for an admin flagged with
 * what happened (ADR 055), and a Refund action.
 */
/** The payments API answers 404 while the site has no Razorpay settings: payment is off, not broken. */
function isPaymentsOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function PaymentsPage() {
  const controls = useListControls();
  const payments = usePayments(controls.params);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  const columns: AdminColumn<AdminPayment>[] = [
    ...PAYMENT_COLUMNS,
    {
      header: 'Actions',
      cell: (payment) =>
        canRefund(payment) ? (
          <RowActionButton
            label="Refund"
            subject={`the payment of ${payment.user_name} for ${payment.resource_title}`}
            variant="outline-danger"
            onClick={() => setRefunding(payment)}
          />
        ) : null,
    },
  ];

  return (
    <AdminList
      title="Payments"
      searchLabel="Search payments"
      searchPlaceholder="Search by learner, e-mail, program or invoice"
      controls={controls}
      query={payments}
      failedText={
        isPaymentsOff(payments.error)
          ? MESSAGES.paymentAdmin.paymentsOff
          : MESSAGES.paymentAdmin.fetchPaymentsFailed
      }
      emptyText={MESSAGES.paymentAdmin.noPayments}
      columns={columns}
    >
      {refunding ? <RefundModal payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </AdminList>
  );
}
