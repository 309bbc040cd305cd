import { UnsubscribePanel } from '@client/components/unsubscribe-panel.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useParams } from 'react-router';
import { useUnsubscribeNotifications } from '../api/unsubscribe-notifications.ts';

export const NOTIFICATIONS_UNSUBSCRIBE_TITLE = 'Unsubscribe from notification e-mails';

/** /notifications/unsubscribe/:token, the link in every notification mail (docs/product.md §21). */
export function NotificationsUnsubscribePage() {
  const { token = '' } = useParams();
  useDocumentTitle(NOTIFICATIONS_UNSUBSCRIBE_TITLE);
  const unsubscribe = useUnsubscribeNotifications(token);
  return (
    <UnsubscribePanel
      title={NOTIFICATIONS_UNSUBSCRIBE_TITLE}
      intro="Press the button to stop the e-mails this link came with. Your notifications still show in the bell when you sign in, and you can turn e-mails on again on your profile."
      unsubscribe={unsubscribe}
      messages={{
        invalid: MESSAGES.notifications.unsubscribeInvalid,
        failed: MESSAGES.notifications.unsubscribeFailed,
      }}
    />
  );
}
