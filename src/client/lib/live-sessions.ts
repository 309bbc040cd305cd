import { endpoints } from '@contract/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, call } from './api-client.ts';
import { useToken } from './session.ts';
import { tokenFingerprint } from './use-current-user.ts';

export const LIVE_SESSIONS_QUERY_KEY = ['liveSessions'] as const;

/**
 * liveUpcoming (bearer): the caller's live sessions (docs/product.md §20.3), by default those not
 * yet over in the next 60 days; `from`/`to` (ISO) for a week of the schedule.
 */
export function useLiveSessions(window: { from?: string; to?: string } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: [...LIVE_SESSIONS_QUERY_KEY, tokenFingerprint(token), window.from ?? '', window.to ?? ''],
    queryFn: ({ signal }) => call(endpoints.liveUpcoming, { query: window, signal }),
    enabled: token !== null,
    // A session may be moved or cancelled at any time; a minute's staleness is enough.
    staleTime: 60_000,
  });
}

/** liveSession (bearer): one of the caller's sessions, for its page; 404 when it is not theirs. */
export function useLiveSession(sessionId: string) {
  const token = useToken();
  return useQuery({
    queryKey: [...LIVE_SESSIONS_QUERY_KEY, tokenFingerprint(token), 'one', sessionId],
    queryFn: ({ signal }) => call(endpoints.liveSession, { params: { id: sessionId }, signal }),
    enabled: token !== null,
    staleTime: 60_000,
    // A session that is not the caller's (404), or no id (400), stays so: asking again would only say it twice.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
  });
}

/**
 * Joins a session (ADR 073): the browser cannot send the bearer token when it follows a link, so
 * the button first takes a one-minute ticket, then goes to the join redirect with it.
 */
export async function joinLiveSession(sessionId: string): Promise<void> {
  const { url } = await call(endpoints.liveJoinTicket, { params: { id: sessionId } });
  window.location.assign(url);
}

/** The current time, ticking every `intervalMs` (the countdown's clock). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
