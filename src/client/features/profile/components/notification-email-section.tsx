import { type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { MESSAGES } from '@contract/messages.ts';
import {
  EMAIL_CHOICE_LABELS,
  EMAIL_CHOICES,
  EMAILED_NOTIFICATION_KINDS,
  type EmailChoice,
  type EmailedNotificationKind,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_LIMITS,
} from '@contract/notifications.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences.ts';

/**
 * The profile's Notifications section (docs/product.md §21): for each kind the store e-mails, each
 * time, in the evening digest, or not at all. Saved as soon as a choice changes. The live classes'
 * mails keep their own switch in the Calendar section. Notification mails link here (#notifications).
 */
export function NotificationEmailSection() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The choice shows at once (a radio must not spring back while it saves); a failure undoes it.
  const [shown, setShown] = useState<Partial<Record<EmailedNotificationKind, EmailChoice>>>({});

  const choose = (kind: EmailedNotificationKind, email: EmailChoice) => {
    setShown((current) => ({ ...current, [kind]: email }));
    save.mutate(
      { email: { [kind]: email } },
      {
        onSuccess: () => setFeedback({ kind: 'success', text: MESSAGES.notifications.preferencesSaved }),
        onError: () => {
          setShown((current) => ({ ...current, [kind]: undefined }));
          setFeedback({ kind: 'error', text: MESSAGES.notifications.preferencesFailed });
        },
      },
    );
  };

  return (
    <section id="notifications" aria-labelledby="notifications-heading" className="mt-5 pt-4 border-top">
      <h2 id="notifications-heading" className="h4 mb-3">
        Notifications
      </h2>
      <p className="text-body-secondary">
        Everything shows in the bell at the top of the page and on{' '}
        <Link to={CLIENT_ROUTES.notifications}>your notifications page</Link>. Choose what also reaches you by
        e-mail: each time, or one daily digest at {NOTIFICATION_LIMITS.digestHourIst} IST. Live class
        reminders follow the switch in the Calendar section.
      </p>
      {preferences.isError ? (
        <LoadError retrying={preferences.isFetching} onRetry={() => void preferences.refetch()} />
      ) : !preferences.data ? (
        <p className="text-body-secondary">{MESSAGES.generic.loading}</p>
      ) : (
        <div className="d-grid gap-3">
          {EMAILED_NOTIFICATION_KINDS.map((kind) => {
            const current = shown[kind] ?? preferences.data.email[kind];
            return (
              <fieldset key={kind} className="notification-choice">
                <legend className="fs-6 fw-semibold mb-1">{NOTIFICATION_KIND_LABELS[kind]}</legend>
                <div className="d-flex flex-wrap gap-3">
                  {EMAIL_CHOICES.map((choice) => (
                    <div key={choice} className="form-check">
                      <input
                        className="form-check-input"
                        type="radio"
                        id={`notification-${kind}-${choice}`}
                        name={`notification-${kind}`}
                        checked={current === choice}
                        onChange={() => choose(kind, choice)}
                      />
                      <label className="form-check-label" htmlFor={`notification-${kind}-${choice}`}>
                        {EMAIL_CHOICE_LABELS[choice]}
                      </label>
                    </div>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
      <FormFeedback feedback={feedback} className="mt-3" />
    </section>
  );
}
