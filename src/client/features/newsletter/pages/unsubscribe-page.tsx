import { BusyButton } from '@client/components/busy-button.tsx';
import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import { IconExclamationTriangleFill } from '@client/components/icons/exclamation-triangle-fill.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useParams } from 'react-router';
import { isLinkRefused } from '../api/confirm-newsletter.ts';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';

export const UNSUBSCRIBE_PAGE_TITLE = 'Unsubscribe from the newsletter';

/**
 * /newsletter/unsubscribe/:token, the link in every newsletter mail (docs/product.md §16): one
 * button, no sign-in. Opening the page changes nothing (a link checker may open it); the button
 * sends the same one-click request a mail program's own button does.
 */
export function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  useDocumentTitle(UNSUBSCRIBE_PAGE_TITLE);
  const unsubscribe = useUnsubscribeNewsletter(token);

  return (
    <div className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="h2 section-title mb-4">{UNSUBSCRIBE_PAGE_TITLE}</h1>
        {unsubscribe.isSuccess ? (
          <div className="alert alert-success d-flex gap-3 align-items-start" role="status">
            <IconCheckCircleFill className="fs-3 flex-shrink-0" />
            <p className="mb-0">{unsubscribe.data.message}</p>
          </div>
        ) : (
          <>
            <p>
              Press the button to stop receiving the FinTrain Academy newsletter at the address this link was
              sent to. You can sign up again at any time.
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
                  {isLinkRefused(unsubscribe.error)
                    ? errorMessage(unsubscribe.error, MESSAGES.newsletter.unsubscribeInvalid)
                    : MESSAGES.newsletter.unsubscribeFailed}
                </p>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
