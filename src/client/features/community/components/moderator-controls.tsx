import { showError } from '@client/lib/alerts.ts';
import { call, errorMessage } from '@client/lib/api-client.ts';
import { useRefreshCommunity } from '@client/lib/community.ts';
import type { ThreadDetail, ThreadModerate } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useState } from 'react';

const TOGGLES = [
  ['pinned', 'Pin', 'Unpin'],
  ['locked', 'Lock', 'Unlock'],
  ['closed', 'Close', 'Reopen'],
] as const;

/** Pin, lock and close, for the space's moderators (docs/product.md §22.1). */
export function ModeratorControls({ thread }: { thread: ThreadDetail }) {
  const refresh = useRefreshCommunity();
  const [busy, setBusy] = useState(false);
  async function change(changes: ThreadModerate) {
    setBusy(true);
    try {
      await call(endpoints.communityThreadModerate, { params: { id: thread._id }, body: changes });
      await refresh();
    } catch (error) {
      await showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <fieldset className="d-flex flex-wrap gap-2 mb-3">
      <legend className="visually-hidden">Moderate this thread</legend>
      {TOGGLES.map(([field, on, off]) => (
        <button
          key={field}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={busy}
          onClick={() => void change({ [field]: !thread[field] })}
        >
          {thread[field] ? off : on}
        </button>
      ))}
    </fieldset>
  );
}
