import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import type { Feedback } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadPreparedExport, exportMyData } from '../api/export-my-data.ts';

/**
 * Export my data (docs/product.md §17.1): a ZIP of everything held, downloaded at once, or for a
 * large account prepared and mailed as a link to this page (`?export=<id>`, ADR 070), which then
 * offers the prepared file.
 */
export function ExportSection() {
  const [params] = useSearchParams();
  const prepared = params.get('export');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  async function run(action: () => Promise<string | null | undefined>) {
    setBusy(true);
    setFeedback(null);
    try {
      const queued = await action();
      if (queued) setFeedback({ kind: 'success', text: queued });
    } catch (error) {
      if (prepared)
        setFeedback({ kind: 'error', text: errorMessage(error, MESSAGES.privacyRights.exportFailed) });
      else void showError(errorMessage(error, MESSAGES.privacyRights.exportFailed));
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
        messages and grievances. If you have a lot of data, we prepare it and e-mail you a link.
      </p>
      {prepared ? (
        <BusyButton
          type="button"
          busy={busy}
          className="btn btn-teal px-4 me-2"
          onClick={() => void run(async () => downloadPreparedExport(prepared).then(() => null))}
        >
          Download the prepared file
        </BusyButton>
      ) : (
        <BusyButton
          type="button"
          busy={busy}
          className="btn btn-teal px-4"
          onClick={() => void run(exportMyData)}
        >
          Download my data
        </BusyButton>
      )}
      <FormFeedback feedback={feedback} className="mt-3" />
    </section>
  );
}
