import { BusyButton } from '@client/components/busy-button.tsx';
import { showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useState } from 'react';
import { exportMyData } from '../api/export-my-data.ts';

/** Export my data (docs/product.md §17.1): a ZIP of everything held, downloaded at once. */
export function ExportSection() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await exportMyData();
    } catch (error) {
      void showError(errorMessage(error, MESSAGES.privacyRights.exportFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="mb-5" aria-labelledby="privacy-export">
      <h2 id="privacy-export" className="h4 text-navy mb-2">
        Export my data
      </h2>
      <p>
        A ZIP file with everything we hold about you: your profile, sign-ins, subscriptions, payments with
        their invoices, course progress, quiz attempts, certificates, simulator accounts and orders, sign-ups,
        messages and grievances.
      </p>
      <BusyButton type="button" busy={busy} className="btn btn-teal px-4" onClick={() => void download()}>
        Download my data
      </BusyButton>
    </section>
  );
}
