import type { PaymentFlag } from '@contract/vocabulary.ts';
import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';

/**
 * The columns that flag a payment for an admin (ADR 055): the reason, and its note added on a new
 * line to any earlier one, so a second problem never hides the first. `keepEarlier`: a reason that
 * only asks for a look (an amount mismatch) leaves an earlier one that asks for a refund in place.
 */
export function flagColumns(flag: PaymentFlag, note: string, options: { keepEarlier?: boolean } = {}) {
  return {
    flag: options.keepEarlier ? sql`coalesce(${payments.flag}, ${flag})` : flag,
    flagNote: sql`case when ${payments.flagNote} is null then ${note} else ${payments.flagNote} || E'\\n' || ${note} end`,
  };
}
