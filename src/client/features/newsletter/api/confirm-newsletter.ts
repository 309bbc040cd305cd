import { ApiError, call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';

/**
 * newsletterConfirm: follows a confirmation link, `{ message }`; 404 for a used, expired or unknown
 * link, 400 for one that cannot be a link of ours.
 */
export function confirmNewsletter(token: string, signal?: AbortSignal) {
  return call(endpoints.newsletterConfirm, { params: { token }, signal });
}

/** A link the server will never accept: asking again is pointless. */
export function isLinkRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The confirmation, asked once per page: the link works once, so a refetch (a focus, a remount)
 * would turn a success into 'already used'. The query shares one request between StrictMode's two
 * mounts, and a network failure can be retried from the page.
 */
export function useConfirmNewsletter(token: string) {
  return useQuery({
    queryKey: ['newsletter-confirm', token] as const,
    queryFn: ({ signal }) => confirmNewsletter(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
