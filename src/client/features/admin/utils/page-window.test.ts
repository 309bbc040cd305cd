import { describe, expect, it } from 'vitest';
import { type PageItem, pageCountOf, pageWindow, rowNumber } from './page-window.ts';

/** The window as the row of buttons reads: '1 … 9 10 11 … 20'. */
function shown(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('pageWindow', () => {
  it('shows every page when there are at most 7', () => {
    expect(shown(pageWindow(1, 1))).toBe('1');
    expect(shown(pageWindow(3, 5))).toBe('1 2 3 4 5');
    expect(shown(pageWindow(7, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('shows nothing for no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps the first pages together near the start', () => {
    expect(shown(pageWindow(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(shown(pageWindow(4, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('shows the current page with its neighbours, the first and the last page in the middle', () => {
    expect(shown(pageWindow(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(shown(pageWindow(10, 20))).toBe('1 … 9 10 11 … 20');
  });

  it('keeps the last pages together near the end', () => {
    expect(shown(pageWindow(17, 20))).toBe('1 … 16 17 18 19 20');
    expect(shown(pageWindow(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('draws 7 buttons for 20,000 pages', () => {
    const items = pageWindow(12_345, 20_000);
    expect(items).toHaveLength(7);
    expect(shown(items)).toBe('1 … 12344 12345 12346 … 20000');
  });

  it('always draws 7 items past 7 pages, and never the same page twice', () => {
    for (let current = 1; current <= 30; current += 1) {
      const items = pageWindow(current, 30);
      expect(items).toHaveLength(7);
      const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
      expect(new Set(pages).size).toBe(pages.length);
      expect(pages).toContain(current);
    }
  });

  it('clamps a current page outside the range', () => {
    expect(shown(pageWindow(0, 3))).toBe('1 2 3');
    expect(shown(pageWindow(99, 20))).toBe('1 … 16 17 18 19 20');
  });
});

describe('pageCountOf', () => {
  it('rounds up, with at least one page', () => {
    expect(pageCountOf(0, 5)).toBe(1);
    expect(pageCountOf(5, 5)).toBe(1);
    expect(pageCountOf(6, 5)).toBe(2);
    expect(pageCountOf(100_000, 5)).toBe(20_000);
  });
});

describe('rowNumber', () => {
  it('numbers rows across pages', () => {
    expect(rowNumber(1, 5, 0)).toBe(1);
    expect(rowNumber(2, 5, 0)).toBe(6);
    expect(rowNumber(3, 5, 4)).toBe(15);
  });
});
