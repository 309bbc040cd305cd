import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminListParams } from '../api/admin-list.ts';

/** Typing pauses this long before the list is searched. */
const SEARCH_DEBOUNCE_MS = 300;

export interface ListControls {
  /** The search box's text, as typed. */
  search: string;
  setSearch: (text: string) => void;
  /** What the list is fetched with: the page, and the search text once typing has paused. */
  params: AdminListParams;
  setPage: (page: number) => void;
}

/**
 * The state of an admin list: page and search. docs/product.md §2: changing the search term resets
 * the page to 1; page and term change together, so no request goes out for the old page with the
 * new term.
 */
export function useListControls(): ListControls {
  const [search, setSearchText] = useState('');
  const [params, setParams] = useState<AdminListParams>({ page: 1, q: '' });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const q = text.trim();
      setParams((current) => (current.q === q ? current : { page: 1, q }));
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  const setPage = useCallback((page: number) => {
    setParams((current) => (current.page === page ? current : { ...current, page }));
  }, []);

  return { search, setSearch, params, setPage };
}
