import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { showSuccess } from '@client/lib/alerts.ts';
import { ApiError } from '@client/lib/api-client.ts';
import { formatPaise } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { AdminPayment } from '@contract/payment.ts';
import { PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useRefundPayment } from '../api/refund-payment.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { paiseToRupeeText, parseRupees } from '../utils/rupee-input.ts';
import { AdminModal } from './admin-modal.tsx';
import { ModalFormFooter } from './modal-form-footer.tsx';

/**
 * What is left to refund of a payment: its amount less what is refunded or on its way (a pending
 * refund already holds its share). The server decides; this only prefills and warns early.
 */
export function refundableOf(payment: AdminPayment): number {
  const held = payment.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, payment.amount - Math.max(payment.refunded, held));
}

interface RefundErrors {
  amount?: string;
  reason?: string;
}

/**
 * Issue 13: an admin refunds a payment in full or in part, with a reason. The amount is typed in
 * rupees (paise allowed) and sent as whole paise, read from the text's digits; it starts at what
 * is left. A refusal shows the server's reason in the dialog, which stays open.
 */
export function RefundModal({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const fieldId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const left = refundableOf(payment);
  const [amount, setAmount] = useState(() => paiseToRupeeText(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RefundErrors>({});
  const [failure, setFailure] = useState('');
  const refund = useRefundPayment();
  const busy = refund.isPending;
  const id = (field: string) => `${fieldId}-${field}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const parsed = parseRupees(amount);
    const next: RefundErrors = {
      amount: !parsed.ok ? parsed.error : parsed.paise > left ? MESSAGES.payments.refundTooLarge : undefined,
      reason: reason.trim() ? undefined : MESSAGES.paymentAdmin.reasonRequired,
    };
    setErrors(next);
    if (next.amount || next.reason || !parsed.ok) {
      (next.amount ? amountRef : reasonRef).current?.focus();
      return;
    }
    refund.mutate(
      { id: payment._id, input: { amount: parsed.paise, reason: reason.trim() } },
      {
        onSuccess: () => {
          // Close first, so focus is back on the Refund button when the alert opens.
          flushSync(onClose);
          void showSuccess('Refunded!', MESSAGES.paymentAdmin.refundDone);
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : actionFailureText(MESSAGES.paymentAdmin.refundFailed, error),
          ),
      },
    );
  }

  return (
    <AdminModal
      title="Refund payment"
      onClose={onClose}
      onSubmit={handleSubmit}
      busy={busy}
      initialFocusRef={amountRef}
      footer={<ModalFormFooter busy={busy} onCancel={onClose} submitLabel="Refund" danger />}
    >
      <p>
        {payment.user_name} paid <strong>{formatPaise(payment.amount, { exact: true })}</strong> for{' '}
        {payment.resource_title}.
        {payment.refunded > 0
          ? ` ${formatPaise(payment.refunded, { exact: true })} is already refunded.`
          : ''}
      </p>
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      <FormField
        ref={amountRef}
        id={id('amount')}
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        hint={`Up to ${formatPaise(left, { exact: true })}, in rupees; paise after a point (1,234.50).`}
        error={errors.amount}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
      />
      <TextAreaField
        ref={reasonRef}
        id={id('reason')}
        label="Reason"
        rows={3}
        maxLength={PAYMENT_LIMITS.refundReason}
        error={errors.reason}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
      />
    </AdminModal>
  );
}
