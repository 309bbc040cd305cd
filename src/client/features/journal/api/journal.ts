import { call, callBlob, callPage, upload } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import { JOURNAL_PICTURE_FIELD, type JournalStatGroup } from '@contract/journal.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The learner's journal (docs/product.md §23): its list, statistics, trades, plans and reviews. */
export const journalKeys = {
  all: ['journal'] as const,
  list: (query: Record<string, string>) => ['journal', 'list', query] as const,
  stats: (accountId: string, group: JournalStatGroup) => ['journal', 'stats', accountId, group] as const,
  trade: (id: string) => ['journal', 'trade', id] as const,
  picture: (id: string, version: string) => ['journal', 'picture', id, version] as const,
  reviews: ['journal', 'reviews'] as const,
};

export type JournalFilters = {
  account_id?: string;
  from?: string;
  to?: string;
  setup?: string;
  page?: string;
};

/** journalAll: one page of trades (X-Total-Count gives the matches). */
export function useJournal(filters: JournalFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<
    string,
    string
  >;
  return useQuery({
    queryKey: journalKeys.list(query),
    queryFn: ({ signal }) => callPage(endpoints.journalAll, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJournalStats(accountId: string, group: JournalStatGroup) {
  return useQuery({
    queryKey: journalKeys.stats(accountId, group),
    queryFn: ({ signal }) =>
      call(endpoints.journalStats, {
        query: { group, ...(accountId ? { account_id: accountId } : {}) },
        signal,
      }),
  });
}

export function useTrade(id: string) {
  return useQuery({
    queryKey: journalKeys.trade(id),
    queryFn: ({ signal }) => call(endpoints.journalTrade, { params: { tradeId: id }, signal }),
  });
}

export type NotesInput = EndpointInput<'journalTradeEdit'>['body'];

/** Saves the learner's notes; the trade's page and the lists show them at once. */
export function useSaveNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotesInput) => call(endpoints.journalTradeEdit, { params: { tradeId: id }, body }),
    onSuccess: (trade) => {
      queryClient.setQueryData(journalKeys.trade(id), trade);
      void queryClient.invalidateQueries({ queryKey: ['journal', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['journal', 'stats'] });
    },
  });
}

export function usePostComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<'journalComment'>['body']) =>
      call(endpoints.journalComment, { params: { tradeId: id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.trade(id) }),
  });
}

/** Uploads the chart picture (a file chosen, or the chart captured on the page). */
export function useUploadPicture(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) =>
      upload(endpoints.journalPictureUpload, { field: JOURNAL_PICTURE_FIELD, file, params: { tradeId: id } }),
    onSuccess: (trade) => {
      queryClient.setQueryData(journalKeys.trade(id), trade);
      void queryClient.invalidateQueries({ queryKey: ['journal', 'picture', id] });
    },
  });
}

/**
 * The trade's picture as a data URL: it is private, so it is fetched with the session's token (a
 * plain `<img src>` cannot carry it), and the site's CSP lets pictures in from itself and `data:`
 * only. `version` (the trade's last change) fetches a new one.
 */
export function usePictureUrl(id: string, version: string, enabled: boolean) {
  const picture = useQuery({
    queryKey: journalKeys.picture(id, version),
    queryFn: async () => dataUrlOf(await callBlob(endpoints.journalPicture, { params: { tradeId: id } })),
    enabled,
  });
  return enabled ? (picture.data ?? null) : null;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export type PlanInput = EndpointInput<'journalPlan'>['body'];

export function useSavePlan() {
  return useMutation({ mutationFn: (body: PlanInput) => call(endpoints.journalPlan, { body }) });
}

export type ManualTradeInput = EndpointInput<'journalAdd'>['body'];

export function useAddManualTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualTradeInput) => call(endpoints.journalAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

export function useMyReviews() {
  return useQuery({
    queryKey: journalKeys.reviews,
    queryFn: ({ signal }) => call(endpoints.journalReviews, { signal }),
  });
}

export function useAcknowledgeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.journalReviewAck, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.reviews }),
  });
}

/** The learner's simulator accounts, for the filter and the plan form. */
export function useSimAccounts() {
  return useQuery({
    queryKey: ['journal', 'sim-accounts'] as const,
    queryFn: ({ signal }) => call(endpoints.simAccountAll, { signal }),
    retry: false,
  });
}

/** The bars of a trade's symbol up to its exit, for the chart to capture. */
export function useTradeBars(symbol: string, accountId: string | null, to: string) {
  return useQuery({
    queryKey: ['journal', 'bars', symbol, accountId, to] as const,
    queryFn: ({ signal }) =>
      call(endpoints.simBars, {
        params: { symbol },
        query: { to, ...(accountId ? { account_id: accountId } : {}) },
        signal,
      }),
    enabled: accountId !== null,
    retry: false,
  });
}
