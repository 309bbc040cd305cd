import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import { IconExclamationTriangleFill } from '@client/components/icons/exclamation-triangle-fill.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link, useParams } from 'react-router';
import { isLinkRefused, useConfirmNewsletter } from '../api/confirm-newsletter.ts';

export const CONFIRM_PAGE_TITLE = 'Newsletter subscription';

/**
 * /newsletter/confirm/:token, the link of the double opt-in's mail (docs/product.md §16): it asks the
 * API once and says what happened: confirmed, or why the link no longer works and how to get a
 * new one.
 */
export function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  useDocumentTitle(CONFIRM_PAGE_TITLE);
  const confirmation = useConfirmNewsletter(token);

  return (
    <div className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="h2 section-title mb-4">{CONFIRM_PAGE_TITLE}</h1>
        {confirmation.isPending ? (
          <PageLoading />
        ) : confirmation.isError ? (
          isLinkRefused(confirmation.error) ? (
            <div className="alert alert-warning d-flex gap-3 align-items-start" role="alert">
              <IconExclamationTriangleFill className="fs-3 flex-shrink-0" />
              <p className="mb-0">{errorMessage(confirmation.error, MESSAGES.newsletter.confirmInvalid)}</p>
            </div>
          ) : (
            <LoadError retrying={confirmation.isFetching} onRetry={() => void confirmation.refetch()} />
          )
        ) : (
          <>
            <div className="alert alert-success d-flex gap-3 align-items-start" role="status">
              <IconCheckCircleFill className="fs-3 flex-shrink-0" />
              <div>
                <p className="h4 mb-1">Subscribed ✓</p>
                <p className="mb-0">{confirmation.data.message}</p>
              </div>
            </div>
            <p>
              A welcome e-mail is on its way. Every newsletter we send has a link to unsubscribe in one click.
            </p>
            <Link className="btn btn-teal" to={CLIENT_ROUTES.programs}>
              See our programs
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
