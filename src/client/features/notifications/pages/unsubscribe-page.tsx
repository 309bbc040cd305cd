import { BusyButton } from '@client/components/busy-button.tsx';
import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import { IconExclamationTriangleFill } from '@client/components/icons/exclamation-triangle-fill.tsx';
import { ApiError, errorMessage } from '@client/lib/api-client.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useParams } from 'react-router';
import { useUnsubscribeNotifications } from '../api/unsubscribe-notifications.ts';

export const NOTIFICATIONS_UNSUBSCRIBE_TITLE = 'Unsubscribe from notification e-mails';

/**
 * /notifications/unsubscribe/:token, the link in every notification mail (docs/product.md §21):
 * one button, no sign-in. Opening the page changes nothing (a link checker may open it); the
 * button sends the same one-click request a mail program's own button does, and the page then
 * confirms what was turned off.
 */
export function NotificationsUnsubscribePage() {
  const { token = '' } = useParams();
  useDocumentTitle(NOTIFICATIONS_UNSUBSCRIBE_TITLE);
  const unsubscribe = useUnsubscribeNotifications(token);
  const refused =
    unsubscribe.error instanceof ApiError &&
    (unsubscribe.error.status === 404 || unsubscribe.error.status === 400);

  return (
    <div className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="h2 section-title mb-4">{NOTIFICATIONS_UNSUBSCRIBE_TITLE}</h1>
        {unsubscribe.isSuccess ? (
          <div className="alert alert-success d-flex gap-3 align-items-start" role="status">
            <IconCheckCircleFill className="fs-3 flex-shrink-0" />
            <p className="mb-0">{unsubscribe.data.message}</p>
          </div>
        ) : (
          <>
            <p>
              Press the button to stop the e-mails this link came with. Your notifications still show in the
              bell when you sign in, and you can turn e-mails on again on your profile.
            </p>
            <BusyButton
              type="button"
              className="btn btn-teal"
              busy={unsubscribe.isPending}
              keepFocus
              onClick={() => unsubscribe.mutate()}
            >
              Unsubscribe
            </BusyButton>
            {unsubscribe.isError ? (
              <div className="alert alert-warning d-flex gap-3 align-items-start mt-4" role="alert">
                <IconExclamationTriangleFill className="fs-3 flex-shrink-0" />
                <p className="mb-0">
                  {refused
                    ? errorMessage(unsubscribe.error, MESSAGES.notifications.unsubscribeInvalid)
                    : MESSAGES.notifications.unsubscribeFailed}
                </p>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
