import { MESSAGES } from '@contract/messages.ts';
import type { CouponInputSchema } from '@contract/payment.ts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../accounts/index.ts';
import type { Database, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { coupons, programs, services } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { presentCoupon } from './coupon-presenter.ts';
import type { CouponRow } from './coupons.ts';

/** An admin's coupon form, as the contract parsed it (code upper case, dates ISO 8601). */
export type CouponFields = z.output<typeof CouponInputSchema>;

function toColumns(input: CouponFields) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    validFrom: new Date(input.valid_from),
    validUntil: new Date(input.valid_until),
    maxUses: input.max_uses,
    programIds: [...new Set(input.program_ids)],
    active: input.active,
  };
}

/** Every id a coupon is limited to must be a program or a service that exists (a typo would never match). */
async function checkResourcesExist(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set<string>();
  for (const table of [programs, services]) {
    const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    for (const row of rows) found.add(row.id);
  }
  if (ids.some((id) => !found.has(id)))
    throw new DomainError('invalid', MESSAGES.payments.couponProgramNotFound);
}

/** A taken code is a conflict, whichever of two concurrent requests loses the unique index. */
async function withUniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', MESSAGES.payments.couponCodeTaken);
    throw error;
  }
}

export function addCouponAsAdmin(db: Database, actor: UserRow, input: CouponFields): Promise<CouponRow> {
  const columns = toColumns(input);
  return withUniqueCode(() =>
    db.transaction(async (tx) => {
      await checkResourcesExist(tx, columns.programIds);
      const [coupon] = await tx
        .insert(coupons)
        .values({ ...columns, createdBy: actor.id })
        .returning();
      await recordAudit(tx, actor, 'coupon.add', coupon!.id, null, presentCoupon(coupon!));
      return coupon!;
    }),
  );
}

/**
 * Replaces every field of a coupon (deactivating is `active: false`). The row is locked first, so
 * a checkout redeeming it at the same moment waits, and `max_uses` is never set below the uses
 * already held by paid payments and open orders.
 */
export function editCouponAsAdmin(
  db: Database,
  actor: UserRow,
  id: string,
  input: CouponFields,
): Promise<CouponRow> {
  const columns = toColumns(input);
  return withUniqueCode(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!before) throw new DomainError('not_found', MESSAGES.payments.couponNotFoundAdmin);
      if (columns.maxUses !== null && columns.maxUses < before.uses) {
        throw new DomainError('conflict', MESSAGES.payments.couponMaxUsesBelowUses);
      }
      await checkResourcesExist(tx, columns.programIds);
      const [after] = await tx.update(coupons).set(columns).where(eq(coupons.id, id)).returning();
      await recordAudit(tx, actor, 'coupon.edit', id, presentCoupon(before), presentCoupon(after!));
      return after!;
    }),
  );
}
