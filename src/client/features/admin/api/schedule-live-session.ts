import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { LiveSeriesRequest, LiveSessionRequest } from '@contract/live.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveKeys } from './live-keys.ts';

/** adminBatchSessionAdd: one session; 409 when it overlaps another of the batch or instructor. */
export function scheduleLiveSession({ batchId, body }: { batchId: string; body: LiveSessionRequest }) {
  return call(endpoints.adminBatchSessionAdd, { params: { id: batchId }, body });
}

/** adminBatchSessionSeries: a weekly series, all or nothing. */
export function scheduleLiveSeries({ batchId, body }: { batchId: string; body: LiveSeriesRequest }) {
  return call(endpoints.adminBatchSessionSeries, { params: { id: batchId }, body });
}

/** adminSessionCancel: the session stays, cancelled. */
export function cancelLiveSession(sessionId: string) {
  return call(endpoints.adminSessionCancel, { params: { id: sessionId } });
}

/** The three, each refreshing every live query of the staff screens. */
export function useLiveScheduling() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: liveKeys.all });
  return {
    add: useMutation({ mutationFn: scheduleLiveSession, onSuccess }),
    series: useMutation({ mutationFn: scheduleLiveSeries, onSuccess }),
    cancel: useMutation({ mutationFn: cancelLiveSession, onSuccess }),
  };
}
