import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { User } from '@contract/user.ts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from './api-client.ts';
import { useToken } from './session.ts';

/** Prefix of the signed-in user's query: invalidate it to fetch the profile again. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** profile (bearer): the signed-in user. */
export function getProfile(signal?: AbortSignal) {
  return call(endpoints.profile, { signal });
}

/**
 * docs/product.md §8 (profile fetch): 401 → 'Access Denied: Unauthorized'; any other failure → the
 * server's message, or 'Failed to fetch user'. (No stored token → 'Token not found' is decided
 * before any fetch, in useCurrentUser.)
 */
export function profileErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return MESSAGES.auth.unauthorized;
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? MESSAGES.auth.fetchUserFailed;
}

export type CurrentUser =
  /** A token is stored and the profile is on its way: the user-specific UI renders nothing yet. */
  | { status: 'loading'; user: undefined; error: undefined }
  | { status: 'signed-in'; user: User; error: undefined }
  /**
   * No token, or the profile fetch failed: the anonymous view; `error` is the docs/product.md §8 text, and
   * `refused` is true when the API refused the stored token (401).
   */
  | { status: 'anonymous'; user: undefined; error: string; refused: boolean };

/**
 * docs/product.md §4: no token means anonymous; with a token the profile is fetched, success means
 * signed in and failure the anonymous view. One query shared by the navbar and every page, fetched
 * once (no retry: a refused token stays refused). The token stays stored after a 401: only the
 * subscriptions page removes it (docs/product.md §4).
 */
export function useCurrentUser(): CurrentUser {
  const token = useToken();
  const profile = useQuery({
    // The token is not part of the key (keys show up in tooling), but a change of token is:
    // logging in or out in another tab must not show the previous user's cached profile.
    queryKey: [...PROFILE_QUERY_KEY, tokenFingerprint(token)],
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
    retry: false,
  });

  if (token === null)
    return { status: 'anonymous', user: undefined, error: MESSAGES.auth.tokenNotFound, refused: false };
  if (profile.isPending) return { status: 'loading', user: undefined, error: undefined };
  if (profile.isError) {
    const refused = profile.error instanceof ApiError && profile.error.status === 401;
    return { status: 'anonymous', user: undefined, error: profileErrorMessage(profile.error), refused };
  }
  return { status: 'signed-in', user: profile.data, error: undefined };
}

/** A short, non-reversible tag of the token (32-bit FNV-1a) that tells sessions apart in the query key. */
export function tokenFingerprint(token: string | null): string {
  if (token === null) return 'none';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
