import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { formatDateTime } from '@client/lib/format.ts';
import type { Feedback } from '@client/lib/use-contract-form.ts';
import { useState } from 'react';
import { useEndSessions, useMySessions } from '../api/my-sessions.ts';

/**
 * My signed-in devices (docs/product.md §4.8): sign out any other one, or all others at once. The
 * list opens on demand, so the profile's own details (its Last Login IP) stay the only address
 * on the page until asked, and a visit to the profile costs no extra request.
 */
export function MySessions() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="sessions-heading" className="mb-4">
      <h3 id="sessions-heading" className="h5 mb-3">
        Signed-in devices
      </h3>
      {open ? (
        <SessionList />
      ) : (
        <button type="button" className="btn btn-outline-teal" onClick={() => setOpen(true)}>
          Show signed-in devices
        </button>
      )}
    </section>
  );
}

function SessionList() {
  const sessions = useMySessions();
  const end = useEndSessions();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const run = (id?: string) =>
    end.mutate(id, {
      onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
      onError: (error) => setFeedback({ kind: 'error', text: errorMessage(error) }),
    });

  if (sessions.isError) return <LoadError onRetry={() => void sessions.refetch()} />;
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <>
      <ul className="list-group ps-0 mb-3">
        {list.map((session) => (
          <li
            key={session._id}
            className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
          >
            <div className="text-break">
              <span className="fw-semibold">{session.device}</span>
              {session.current ? <span className="badge text-bg-success ms-2">This device</span> : null}
              <div className="small text-body-secondary">
                {session.address ?? 'Unknown address'} · last seen {formatDateTime(session.last_seen_at)} ·
                signed in {formatDateTime(session.created_at)}
              </div>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                disabled={end.isPending}
                onClick={() => run(session._id)}
              >
                Sign out<span className="visually-hidden"> {session.device}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <BusyButton
          type="button"
          busy={end.isPending && end.variables === undefined}
          className="btn btn-outline-danger"
          onClick={() => run()}
        >
          Sign out all other devices
        </BusyButton>
      ) : null}
      <FormFeedback feedback={feedback} className="mt-3" />
    </>
  );
}
