import { ApiError } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';

/** The server's own explanation of a failed call, when it gave one. */
function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * The text of an admin action's 'Error!' alert: the spec's fixed text ('Failed to add user.'),
 * followed by the server's reason when it gave one ('Another account already uses this email.'),
 * so the admin knows why a 409 happened.
 */
export function actionFailureText(failed: string, error: unknown): string {
  const reason = serverMessageOf(error);
  return reason && reason !== failed ? `${failed} ${reason}` : failed;
}

/**
 * docs/product.md §8, programs: a non-success status on add or edit shows the response message or
 * 'An error occurred.'; any other failure the server message, or 'Failed to {action} program.'.
 */
export function programFailureText(failed: string, error: unknown): string {
  const unexpectedSuccess = error instanceof ApiError && error.status >= 200 && error.status < 300;
  return serverMessageOf(error) ?? (unexpectedSuccess ? MESSAGES.admin.programErrorFallback : failed);
}

/**
 * docs/product.md §2 and §8: a failed admin load shows 'Access Denied: Unauthorized' for a 401
 * (as an Access Denied page), the page's own 'Failed to fetch …' text for anything else.
 */
export function loadFailure(error: unknown, failed: string): { unauthorized: boolean; text: string } {
  if (error instanceof ApiError && error.status === 401) {
    return { unauthorized: true, text: MESSAGES.admin.unauthorized };
  }
  return { unauthorized: false, text: failed };
}

/**
 * docs/product.md §8, analytics: 401 → 'Access Denied: Unauthorized'; a 403 → the server's reason
 * (the signed-in user is not an admin); anything else → 'Failed to fetch analytics'.
 */
export function analyticsFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return MESSAGES.admin.unauthorized;
  if (error instanceof ApiError && error.status === 403) {
    return error.serverMessage ?? MESSAGES.admin.fetchAnalyticsFailed;
  }
  return MESSAGES.admin.fetchAnalyticsFailed;
}
