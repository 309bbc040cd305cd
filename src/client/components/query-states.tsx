import { MESSAGES } from '@contract/messages.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';
import { LoadingStatus } from './loading-status.tsx';

/**
 * The one way a panel shows a query in its four states: loading (announced), failed (`LoadError`,
 * with Try again unless `retry` is false: an admin list's failure is its sentence alone, docs/product.md
 * §8), empty (`empty`, when `isEmpty` says so), and the data, drawn by `children`.
 */
export function QueryStates<Data>({
  query,
  loadingText = MESSAGES.generic.loading,
  failedText,
  retry = true,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  loadingText?: string;
  /** The failure's sentence; by default the generic 'could not be loaded'. */
  failedText?: string;
  retry?: boolean;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <LoadingStatus text={loadingText} />;
  if (query.isError) {
    return retry ? (
      <LoadError text={failedText} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    ) : (
      <LoadError text={failedText} />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
