import { BusyButton } from '@client/components/busy-button.tsx';
import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import { IconExclamationTriangleFill } from '@client/components/icons/exclamation-triangle-fill.tsx';
import { ApiError, errorMessage } from '@client/lib/api-client.ts';
import type { ReactNode } from 'react';

/**
 * The page behind a mail's unsubscribe link (the newsletter's, docs/product.md §16; the
 * notifications', §21): one button, no sign-in. Opening the page changes nothing (a link checker
 * may open it); the button sends the same one-click request a mail program's own button does, and
 * the page then confirms. A link the server refuses (404, 400) says so in the server's words.
 */
export function UnsubscribePanel({
  title,
  intro,
  unsubscribe,
  messages,
}: {
  title: string;
  intro: ReactNode;
  unsubscribe: {
    isSuccess: boolean;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { message: string } | undefined;
    mutate: () => void;
  };
  messages: { invalid: string; failed: string };
}) {
  const refused =
    unsubscribe.error instanceof ApiError &&
    (unsubscribe.error.status === 404 || unsubscribe.error.status === 400);
  return (
    <div className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="h2 section-title mb-4">{title}</h1>
        {unsubscribe.isSuccess ? (
          <div className="alert alert-success d-flex gap-3 align-items-start" role="status">
            <IconCheckCircleFill className="fs-3 flex-shrink-0" />
            <p className="mb-0">{unsubscribe.data?.message}</p>
          </div>
        ) : (
          <>
            <p>{intro}</p>
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
                  {refused ? errorMessage(unsubscribe.error, messages.invalid) : messages.failed}
                </p>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
