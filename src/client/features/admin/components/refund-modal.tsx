import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showSuccess } from '@client/lib/alerts.ts';
import { ApiError } from '@client/lib/api-client.ts';
import { formatPaise } from '@client/lib/format.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type AdminPayment, RefundInputSchema } from '@contract/payment.ts';
import { PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useRefundPayment } from '../api/refund-payment.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { paiseToRupeeText, parseRupees } from '../utils/rupee-input.ts';

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

/**
 * docs/product.md §13.4: an admin refunds a payment in full or in part, with a reason. The amount is typed in
 * rupees (paise allowed) and sent as whole paise, read from the text's digits; it starts at what
 * is left. A refusal shows the server's reason in the dialog, which stays open.
 */
export function RefundModal({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const fieldId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const left = refundableOf(payment);
  const refund = useRefundPayment();
  const form = useContractForm({
    schema: RefundInputSchema,
    input: (element) => {
      const field = (name: string) => String(new FormData(element).get(name) ?? '');
      const amount = parseRupees(field('amount'));
      const reason = field('reason').trim();
      const errors = {
        amount: !amount.ok
          ? amount.error
          : amount.paise > left
            ? MESSAGES.payments.refundTooLarge
            : undefined,
        reason: reason ? undefined : MESSAGES.paymentAdmin.reasonRequired,
      };
      if (!amount.ok || errors.amount || errors.reason) return refuse(errors);
      return { amount: amount.paise, reason };
    },
    submit: async (input) => {
      await refund.mutateAsync({ id: payment._id, input });
      // Close first, so focus is back on the Refund button when the alert opens.
      flushSync(onClose);
      void showSuccess('Refunded!', MESSAGES.paymentAdmin.refundDone);
    },
    onError: (error) =>
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : actionFailureText(MESSAGES.paymentAdmin.refundFailed, error),
  });
  const id = (field: string) => `${fieldId}-${field}`;

  return (
    <ModalForm
      title="Refund payment"
      onClose={onClose}
      form={form}
      initialFocusRef={amountRef}
      submitLabel="Refund"
      danger
    >
      <p>
        {payment.user_name} paid <strong>{formatPaise(payment.amount, { exact: true })}</strong> for{' '}
        {payment.resource_title}.
        {payment.refunded > 0
          ? ` ${formatPaise(payment.refunded, { exact: true })} is already refunded.`
          : ''}
      </p>
      <FormField
        ref={amountRef}
        id={id('amount')}
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        hint={`Up to ${formatPaise(left, { exact: true })}, in rupees; paise after a point (1,234.50).`}
        {...form.field('amount')}
        defaultValue={paiseToRupeeText(left)}
      />
      <TextAreaField
        id={id('reason')}
        label="Reason"
        rows={3}
        maxLength={PAYMENT_LIMITS.refundReason}
        {...form.field('reason')}
      />
    </ModalForm>
  );
}
