import { IconFileEarmarkArrowDown } from '@client/components/icons/file-earmark-arrow-down.tsx';
import { showError } from '@client/lib/alerts.ts';
import { downloadInvoice } from '@client/lib/download-invoice.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useState } from 'react';
import { actionFailureText } from '../utils/failure-text.ts';

/**
 * Downloads a tax invoice or credit note as its PDF (bearer-authenticated, so not a plain link).
 * The button shows the document's number; screen readers hear "Download invoice FT/26-27/000123".
 */
export function InvoiceButton({
  number,
  kind = 'invoice',
}: {
  number: string;
  kind?: 'invoice' | 'credit note';
}) {
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadInvoice(number);
    } catch (error) {
      void showError(actionFailureText(MESSAGES.paymentAdmin.invoiceFailed, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-sm btn-link p-0 text-nowrap"
      onClick={() => void handleClick()}
      aria-disabled={busy}
    >
      <IconFileEarmarkArrowDown className="me-1" />
      <span className="visually-hidden">Download {kind} </span>
      {number}
    </button>
  );
}
