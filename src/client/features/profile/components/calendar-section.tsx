import { BusyButton } from '@client/components/busy-button.tsx';
import { type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { confirmAction } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useState } from 'react';
import {
  useCalendarFeed,
  useLivePreferences,
  useRotateCalendarFeed,
  useSaveLivePreferences,
} from '../api/calendar-feed.ts';

/**
 * The profile's Calendar section (docs/product.md §20.4, §20.5): the private feed's address to
 * copy or add to Google Calendar, Apple Calendar or Outlook, a new address when the old one was
 * shared, and the reminder e-mails on or off. Reminder mails link here (#calendar).
 */
export function CalendarSection() {
  return (
    <section id="calendar" aria-labelledby="calendar-heading" className="mt-5 pt-4 border-top">
      <h2 id="calendar-heading" className="h4 mb-3">
        Calendar
      </h2>
      <p className="text-body-secondary">
        Your live classes in your own calendar app, in IST, updated when a class moves or is cancelled. Keep
        this address to yourself: anyone who has it sees your class times.
      </p>
      <FeedAddress />
      <ReminderSetting />
    </section>
  );
}

function FeedAddress() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [feedback, setFeedback] = useState<Feedback>(null);

  if (feed.isError)
    return (
      <LoadError
        text={MESSAGES.liveCalendar.feedLoadFailed}
        retrying={feed.isFetching}
        onRetry={() => void feed.refetch()}
      />
    );
  if (!feed.data) return <p className="mb-4 text-body-secondary">{MESSAGES.generic.loading}</p>;
  const { feed_url, webcal_url, google_url } = feed.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed_url);
      setFeedback({ kind: 'success', text: MESSAGES.liveCalendar.copied });
    } catch {
      setFeedback({ kind: 'error', text: MESSAGES.liveCalendar.copyFailed });
    }
  };
  const makeNew = async () => {
    const confirmed = await confirmAction({
      text: MESSAGES.liveCalendar.rotateConfirm,
      confirmText: 'Make a new address',
      destructive: true,
    });
    if (!confirmed) return;
    rotate.mutate(undefined, {
      onSuccess: () => setFeedback({ kind: 'success', text: MESSAGES.liveCalendar.rotated }),
      onError: (error) =>
        setFeedback({ kind: 'error', text: errorMessage(error) || MESSAGES.liveCalendar.rotateFailed }),
    });
  };

  return (
    <div className="mb-4">
      <label htmlFor="calendar-feed-url" className="form-label fw-semibold">
        Your calendar address
      </label>
      <div className="input-group">
        <input
          id="calendar-feed-url"
          className="form-control font-monospace small"
          readOnly
          value={feed_url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-outline-teal" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <a className="btn btn-teal" href={google_url} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar
        </a>
        <a className="btn btn-outline-teal" href={webcal_url}>
          Subscribe in Apple Calendar (webcal://)
        </a>
        <BusyButton
          type="button"
          className="btn btn-outline-danger"
          busy={rotate.isPending}
          onClick={() => void makeNew()}
        >
          Make a new address
        </BusyButton>
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        Outlook: Add calendar → Subscribe from web, and paste the address.
      </p>
      <FormFeedback feedback={feedback} className="mt-3" />
    </div>
  );
}

function ReminderSetting() {
  const preferences = useLivePreferences();
  const save = useSaveLivePreferences();
  const [feedback, setFeedback] = useState<Feedback>(null);

  if (preferences.isError)
    return <LoadError retrying={preferences.isFetching} onRetry={() => void preferences.refetch()} />;
  const on = save.isPending ? save.variables.reminders : (preferences.data?.reminders ?? true);
  const toggle = (reminders: boolean) =>
    save.mutate(
      { reminders },
      {
        onSuccess: (saved) =>
          setFeedback({
            kind: 'success',
            text: saved.reminders ? MESSAGES.liveCalendar.remindersOn : MESSAGES.liveCalendar.remindersOff,
          }),
        onError: () => setFeedback({ kind: 'error', text: MESSAGES.liveCalendar.preferencesFailed }),
      },
    );

  return (
    <div>
      <h3 className="h5 mb-2">Reminder e-mails</h3>
      <div className="form-check form-switch">
        <input
          id="live-reminders"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={!preferences.data || save.isPending}
          onChange={(event) => toggle(event.currentTarget.checked)}
        />
        <label className="form-check-label" htmlFor="live-reminders">
          {MESSAGES.liveCalendar.remindersLabel}
        </label>
      </div>
      <FormFeedback feedback={feedback} className="mt-3" />
    </div>
  );
}
