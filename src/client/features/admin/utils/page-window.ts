/** A numbered page button, or a gap standing for the pages left out around it. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start-gap' | 'end-gap' };

/** With this many pages or fewer, every page gets a button. */
const ALL_PAGES_UP_TO = 7;

/**
 * The page buttons to draw: every page when there are at most 7; otherwise the first and the last
 * page, the current one with a neighbour on each side, and gaps for the rest. The row always has 7
 * items, so the buttons do not jump about while paging, and 20,000 pages draw 7 buttons, not 20,000.
 *
 *   pageWindow(1, 20)  → 1 2 3 4 5 … 20
 *   pageWindow(10, 20) → 1 … 9 10 11 … 20
 *   pageWindow(20, 20) → 1 … 16 17 18 19 20
 */
export function pageWindow(current: number, pageCount: number): PageItem[] {
  const total = Math.max(0, Math.floor(pageCount));
  if (total === 0) return [];
  const at = Math.min(Math.max(1, Math.floor(current)), total);
  const pages = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }));

  if (total <= ALL_PAGES_UP_TO) return pages(1, total);
  const first: PageItem = { kind: 'page', page: 1 };
  const last: PageItem = { kind: 'page', page: total };
  // Near an end the window slides against it instead of leaving a gap of a single page.
  if (at <= 4) return [...pages(1, 5), { kind: 'gap', key: 'end-gap' }, last];
  if (at >= total - 3) return [first, { kind: 'gap', key: 'start-gap' }, ...pages(total - 4, total)];
  return [
    first,
    { kind: 'gap', key: 'start-gap' },
    ...pages(at - 1, at + 1),
    { kind: 'gap', key: 'end-gap' },
    last,
  ];
}

/** How many pages `total` rows fill at `pageSize` a page (at least 1, so an empty list has page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The '#' of a row: rows are numbered across pages (page 2 of 5 a page starts at 6). */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
