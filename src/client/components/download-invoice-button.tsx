import { showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { downloadInvoice } from '@client/lib/download-invoice.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useRef, useState } from 'react';
import { BusyButton } from './busy-button.tsx';
import { IconFileEarmarkArrowDown } from './icons/file-earmark-arrow-down.tsx';

/**
 * 'Download invoice': the tax invoice's PDF, fetched with the session's token (a plain link could
 * not carry it) and saved as invoice-FT-26-27-000123.pdf. A failure is shown in the site's alert.
 */
export function DownloadInvoiceButton({
  invoiceNumber,
  className = 'btn btn-outline-secondary btn-sm px-3',
  describedBy,
  label = 'Download invoice',
}: {
  invoiceNumber: string;
  /** The same endpoint serves credit notes: 'Download credit note' for one (ADR 061). */
  label?: string;
  className?: string;
  /** id of the element naming what the invoice is for. */
  describedBy?: string;
}) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function download() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await downloadInvoice(invoiceNumber);
    } catch (error) {
      await showError(errorMessage(error, MESSAGES.payments.invoiceDownloadFailed));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <BusyButton
      type="button"
      busy={busy}
      keepFocus
      icon={IconFileEarmarkArrowDown}
      className={className}
      aria-describedby={describedBy}
      onClick={() => void download()}
    >
      {label}
    </BusyButton>
  );
}
