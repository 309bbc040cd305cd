import { formatDate } from '@contract/format.ts';
import { simDayNumber } from '@contract/sim-account.ts';

/** Rupee and date formatting lives in the contract: the server's e-mails and the pages use the same. */
export * from '@contract/format.ts';

/**
 * A simulator or journal day on screen (docs/product.md §24): a replay's and an ended challenge's
 * dates read as dates ("05 Jul 2024"); a running blind challenge's as the server sends them
 * ("Day 12"), since its calendar is hidden.
 */
export function formatSimDate(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return simDayNumber(value) === null ? formatDate(value) : value;
}
