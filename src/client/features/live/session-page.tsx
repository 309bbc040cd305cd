import { BusyButton } from '@client/components/busy-button.tsx';
import { JoinButton } from '@client/components/live-session-card.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { showError } from '@client/lib/alerts.ts';
import { ApiError, callBlob, errorMessage } from '@client/lib/api-client.ts';
import { useLiveSession, useNow } from '@client/lib/live-sessions.ts';
import { saveFile } from '@client/lib/save-file.ts';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { endpoints } from '@contract/endpoints.ts';
import {
  formatCountdown,
  formatIstDay,
  formatIstTime,
  LIVE_LOCATION_LABELS,
  type LiveSession,
} from '@contract/live.ts';
import { googleCalendarLink, liveSessionDetails } from '@contract/live-calendar.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';

/** liveSessionIcs: the one-off calendar file, fetched with the bearer token (a link could not send it). */
async function downloadSessionIcs(sessionId: string): Promise<void> {
  const file = await callBlob(endpoints.liveSessionIcs, { params: { id: sessionId } });
  saveFile(file, `fintrain-class-${sessionId}.ics`);
}

/**
 * /live/:id (docs/product.md §20.8): one live class for its learner or instructor: when (IST), a
 * countdown and the Join button, "Add to Google Calendar", the .ics file, and the recording once
 * there is one. Calendars and reminder mails link here (ADR 074).
 */
export function LiveSessionPage() {
  useDocumentTitle('Live class');
  const token = useToken();
  const { id = '' } = useParams();
  if (token === null) return <Navigate to={CLIENT_ROUTES.login} replace />;
  return (
    <div className="container py-5">
      <SessionDetails sessionId={id} />
    </div>
  );
}

function SessionDetails({ sessionId }: { sessionId: string }) {
  const session = useLiveSession(sessionId);
  const now = useNow();
  if (session.isPending) return <PageLoading />;
  // A malformed id (400) is no more one of theirs than an unknown one (404).
  if (session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400)) {
    return (
      <>
        <h1 className="section-title mb-3">Live class</h1>
        <p>This class is not one of your batches' classes.</p>
        <Link to={CLIENT_ROUTES.live}>See your schedule</Link>
      </>
    );
  }
  if (session.isError) {
    return <LoadError retrying={session.isFetching} onRetry={() => void session.refetch()} />;
  }
  return <SessionView session={session.data} now={now} />;
}

function SessionView({ session, now }: { session: LiveSession; now: number }) {
  const cancelled = session.status === 'cancelled';
  const countdown = cancelled ? '' : formatCountdown(Date.parse(session.starts_at) - now);
  return (
    <article className="card border-0 shadow-sm">
      <div className="card-body p-4">
        <p className="small text-body-secondary mb-1">
          {session.program_title} · {session.batch_name}
        </p>
        <h1 className={`h3 mb-2 ${cancelled ? 'text-decoration-line-through' : ''}`}>{session.title}</h1>
        <p className="mb-1">
          <time dateTime={session.starts_at}>
            {formatIstDay(session.starts_at)}, {formatIstTime(session.starts_at)}–
            {formatIstTime(session.ends_at)} IST
          </time>{' '}
          · {session.duration_minutes} min · {LIVE_LOCATION_LABELS[session.location]}
        </p>
        {session.instructor_name ? <p className="mb-1">Instructor: {session.instructor_name}</p> : null}
        {cancelled ? <p className="fw-semibold mb-1">This class is cancelled.</p> : null}
        {countdown ? (
          <p className="small text-teal mb-2" aria-live="off">
            Starts in <span className="live-countdown">{countdown}</span>
          </p>
        ) : null}
        <div className="my-3">
          <JoinButton session={session} now={now} />
        </div>
        {cancelled ? null : <CalendarLinks session={session} />}
        <Recording session={session} />
        <Link to={CLIENT_ROUTES.live} className="small d-inline-block mt-3">
          Back to the schedule
        </Link>
      </div>
    </article>
  );
}

function CalendarLinks({ session }: { session: LiveSession }) {
  const [busy, setBusy] = useState(false);
  const google = googleCalendarLink({
    title: session.title,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    details: liveSessionDetails(session, window.location.origin),
  });
  async function download() {
    setBusy(true);
    try {
      await downloadSessionIcs(session._id);
    } catch (error) {
      await showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      <a className="btn btn-outline-teal btn-sm" href={google} target="_blank" rel="noopener noreferrer">
        Add to Google Calendar
      </a>
      <BusyButton
        type="button"
        busy={busy}
        keepFocus
        className="btn btn-outline-secondary btn-sm"
        onClick={() => void download()}
      >
        Download .ics
      </BusyButton>
    </div>
  );
}

/** The recording: the lesson in the course player, else the link itself. */
export function RecordingLink({ session }: { session: LiveSession }) {
  if (session.recording_lesson_id) {
    return (
      <Link
        className="btn btn-teal btn-sm"
        to={pagePath('learnLesson', { slug: session.program_id, lessonId: session.recording_lesson_id })}
      >
        Watch the recording
      </Link>
    );
  }
  if (session.recording_url) {
    return (
      <a
        className="btn btn-teal btn-sm"
        href={session.recording_url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Watch the recording
      </a>
    );
  }
  return null;
}

function Recording({ session }: { session: LiveSession }) {
  if (!session.recording_lesson_id && !session.recording_url) return null;
  return (
    <section className="mt-4" aria-label="Recording">
      <h2 className="h6">Recording</h2>
      <RecordingLink session={session} />
    </section>
  );
}
