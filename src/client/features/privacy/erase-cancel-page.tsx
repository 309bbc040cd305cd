import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import type { Feedback } from '@client/lib/use-contract-form.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { cancelErasure } from './api/erase-account.ts';

/**
 * /privacy/erase/cancel/:token, the confirmation mail's link (docs/product.md §17.2): a button
 * cancels the erasure (a GET that changed the account could be fired by a mail scanner).
 */
export function EraseCancelPage() {
  useDocumentTitle('Cancel the erasure');
  const { token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  async function cancel() {
    setBusy(true);
    try {
      setFeedback({ kind: 'success', text: (await cancelErasure(token)).message });
    } catch (error) {
      setFeedback({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="container py-5">
      <div className="card shadow-sm border-0 profile-card mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h2 section-title mb-3">Keep my account</h1>
          <p>Your account is closed and waiting to be erased. Cancel the erasure to open it again.</p>
          {feedback?.kind === 'success' ? (
            <Link to={CLIENT_ROUTES.login} className="btn btn-teal px-4">
              Log in
            </Link>
          ) : (
            <BusyButton type="button" busy={busy} className="btn btn-teal px-4" onClick={() => void cancel()}>
              Cancel the erasure
            </BusyButton>
          )}
          <FormFeedback feedback={feedback} className="mt-3" />
        </div>
      </div>
    </div>
  );
}
