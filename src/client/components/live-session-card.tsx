import { errorMessage } from '@client/lib/api-client.ts';
import { joinLiveSession, useLiveSessions, useNow } from '@client/lib/live-sessions.ts';
import {
  formatCountdown,
  formatIstDay,
  formatIstTime,
  LIVE_LOCATION_LABELS,
  type LiveSession,
} from '@contract/live.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from './busy-button.tsx';

/** Whether the Join button lights up at `now`: from join_opens_at to the end (docs/product.md §20.3). */
export function joinState(session: LiveSession, now: number): 'open' | 'before' | 'over' | 'cancelled' {
  if (session.status === 'cancelled') return 'cancelled';
  if (now >= Date.parse(session.ends_at)) return 'over';
  return now >= Date.parse(session.join_opens_at) ? 'open' : 'before';
}

/** The Join button: lit in the window, else disabled with when it opens (IST). */
export function JoinButton({ session, now }: { session: LiveSession; now: number }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const state = joinState(session, now);
  if (state === 'cancelled') return <span className="badge text-bg-secondary">Cancelled</span>;
  if (state === 'over') return <span className="badge text-bg-light border">Ended</span>;
  if (state === 'before') {
    return (
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled>
        Opens at {formatIstTime(session.join_opens_at)} IST
      </button>
    );
  }
  return (
    <span className="d-inline-flex flex-column align-items-start gap-1">
      <BusyButton
        type="button"
        busy={busy}
        keepFocus
        className="btn btn-teal btn-sm"
        onClick={() => {
          setBusy(true);
          setFailure(null);
          joinLiveSession(session._id).catch((error: unknown) => {
            setBusy(false);
            setFailure(errorMessage(error));
          });
        }}
      >
        Join live class
      </BusyButton>
      {failure ? (
        <span className="small text-danger" role="alert">
          {failure}
        </span>
      ) : null}
    </span>
  );
}

/** One session: title, program and batch, day and time in IST, a countdown and the Join button. */
export function LiveSessionCard({ session, now }: { session: LiveSession; now: number }) {
  const countdown = formatCountdown(Date.parse(session.starts_at) - now);
  return (
    <div className="card border-0 shadow-sm live-session-card">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div>
          <p className="small text-body-secondary mb-1">
            Next live class · {session.program_title} · {session.batch_name}
          </p>
          <h2 className="h5 mb-1">{session.title}</h2>
          <p className="mb-0">
            <time dateTime={session.starts_at}>
              {formatIstDay(session.starts_at)}, {formatIstTime(session.starts_at)} IST
            </time>{' '}
            · {session.duration_minutes} min · {LIVE_LOCATION_LABELS[session.location]}
          </p>
          {countdown && session.status === 'scheduled' ? (
            <p className="small mb-0 text-teal" aria-live="off">
              Starts in <span className="live-countdown">{countdown}</span>
            </p>
          ) : null}
        </div>
        <JoinButton session={session} now={now} />
      </div>
    </div>
  );
}

/**
 * The learner's next live class (of one program, or of any), with a live countdown and the Join
 * button, and a link to the schedule; nothing when there is none.
 */
export function NextLiveSession({ programId }: { programId?: string }) {
  const sessions = useLiveSessions();
  const now = useNow();
  const next = sessions.data?.find(
    (session) =>
      session.status === 'scheduled' &&
      Date.parse(session.ends_at) > now &&
      (programId === undefined || session.program_id === programId),
  );
  if (!next) return null;
  return (
    <section aria-label="Next live class" className="mb-4">
      <LiveSessionCard session={next} now={now} />
      <Link to={CLIENT_ROUTES.live} className="small d-inline-block mt-2">
        See the full schedule
      </Link>
    </section>
  );
}
