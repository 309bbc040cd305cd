import { JoinButton } from '@client/components/live-session-card.tsx';
import { type ScheduleView, ScheduleViewSwitch, WeekDays, WeekNav } from '@client/components/live-week.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { useLiveSessions, useNow } from '@client/lib/live-sessions.ts';
import { useLiveWeek } from '@client/lib/live-week.ts';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { formatIstDay, formatIstTime, LIVE_LOCATION_LABELS, type LiveSession } from '@contract/live.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { RecordingLink } from './session-page.tsx';

/**
 * /live (docs/product.md §20.8): the learner's live classes as a list (what is coming) or a week
 * (Monday to Sunday, IST), each with its Join button. Times in IST, written without Intl (ADR 039).
 */
export function SchedulePage() {
  useDocumentTitle('Live classes');
  const token = useToken();
  const [view, setView] = useState<ScheduleView>('list');
  if (token === null) return <Navigate to={CLIENT_ROUTES.login} replace />;
  return (
    <div className="container py-5">
      <h1 className="section-title mb-4">Live classes</h1>
      <ScheduleViewSwitch view={view} onChange={setView} />
      {view === 'list' ? <ListView /> : <WeekView />}
    </div>
  );
}

function ListView() {
  const sessions = useLiveSessions();
  const now = useNow();
  if (sessions.isPending) return <PageLoading />;
  if (sessions.isError) {
    return <LoadError retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />;
  }
  if (sessions.data.length === 0) {
    return <p className="text-body-secondary">No live classes are scheduled for your batches yet.</p>;
  }
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0" aria-label="Upcoming live classes">
      {sessions.data.map((session) => (
        <li key={session._id} className="card border-0 shadow-sm">
          <div className="card-body d-flex flex-wrap justify-content-between align-items-center gap-3">
            <SessionSummary session={session} />
            <SessionAction session={session} now={now} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SessionSummary({ session }: { session: LiveSession }) {
  const cancelled = session.status === 'cancelled';
  return (
    <div>
      <h2 className={`h6 mb-1 ${cancelled ? 'text-decoration-line-through' : ''}`}>
        <Link to={pagePath('liveSession', { id: session._id })}>{session.title}</Link>
      </h2>
      <p className="small mb-0">
        <time dateTime={session.starts_at}>
          {formatIstDay(session.starts_at)}, {formatIstTime(session.starts_at)}–
          {formatIstTime(session.ends_at)} IST
        </time>{' '}
        · {session.program_title} · {session.batch_name} · {LIVE_LOCATION_LABELS[session.location]}
        {session.instructor_name ? ` · ${session.instructor_name}` : ''}
      </p>
    </div>
  );
}

/** Join while it can be joined; once over, its recording when there is one (docs/product.md §20.8). */
function SessionAction({ session, now }: { session: LiveSession; now: number }) {
  const over = now >= Date.parse(session.ends_at);
  if (over && (session.recording_lesson_id || session.recording_url)) {
    return <RecordingLink session={session} />;
  }
  return <JoinButton session={session} now={now} />;
}

function WeekView() {
  const now = useNow();
  const { week, previous, next, thisWeek } = useLiveWeek(now);
  const sessions = useLiveSessions({ from: week.from.toISOString(), to: week.to.toISOString() });
  return (
    <section aria-label="Week">
      <WeekNav week={week} onPrevious={previous} onNext={next} onToday={thisWeek} />
      {sessions.isError ? (
        <LoadError retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
      ) : (
        <WeekDays
          week={week}
          sessions={sessions.data ?? []}
          dayHeading="h2"
          renderSession={(session) => (
            <>
              <p className="small fw-semibold mb-1">
                {formatIstTime(session.starts_at)} ·{' '}
                <Link to={pagePath('liveSession', { id: session._id })}>{session.title}</Link>
              </p>
              <SessionAction session={session} now={now} />
            </>
          )}
        />
      )}
    </section>
  );
}
