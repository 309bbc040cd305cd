import { UnsubscribePanel } from '@client/components/unsubscribe-panel.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useParams } from 'react-router';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';

export const UNSUBSCRIBE_PAGE_TITLE = 'Unsubscribe from the newsletter';

/** /newsletter/unsubscribe/:token, the link in every newsletter mail (docs/product.md §16). */
export function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  useDocumentTitle(UNSUBSCRIBE_PAGE_TITLE);
  const unsubscribe = useUnsubscribeNewsletter(token);
  return (
    <UnsubscribePanel
      title={UNSUBSCRIBE_PAGE_TITLE}
      intro="Press the button to stop receiving the FinTrain Academy newsletter at the address this link was sent to. You can sign up again at any time."
      unsubscribe={unsubscribe}
      messages={{
        invalid: MESSAGES.newsletter.unsubscribeInvalid,
        failed: MESSAGES.newsletter.unsubscribeFailed,
      }}
    />
  );
}
