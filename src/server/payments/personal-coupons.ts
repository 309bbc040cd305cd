import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { coupons } from '../db/schema.ts';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_RANDOM_LENGTH = 10;

/** A code nobody can guess: 31^10 (about 2^49) possibilities after the prefix. */
function personalCode(prefix: string): string {
  let code = `${prefix}-`;
  for (let i = 0; i < CODE_RANDOM_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface PersonalCoupon {
  id: string;
  code: string;
  validUntil: Date;
  /** Active, within its dates and not used up: worth sending again. */
  usable: boolean;
}

/**
 * Creates a single-use percent coupon for one program that only the learner with `email` may use
 * (ADR 059): `max_uses` 1, and checkout compares `for_email` with the signed-in learner's address.
 */
export async function createPersonalCoupon(
  tx: Tx,
  input: {
    prefix: string;
    email: string;
    programId: string;
    percentOff: number;
    validFrom: Date;
    validUntil: Date;
  },
): Promise<PersonalCoupon> {
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code: personalCode(input.prefix),
      kind: 'percent',
      value: input.percentOff,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      maxUses: 1,
      programIds: [input.programId],
      forEmail: input.email,
    })
    .returning();
  if (!coupon) throw new Error('the personal coupon insert returned no row');
  return { id: coupon.id, code: coupon.code, validUntil: coupon.validUntil, usable: true };
}

/** A coupon by id with whether it can still be used at `now`; null if it is gone. */
export async function personalCouponState(db: DbOrTx, id: string, now: Date): Promise<PersonalCoupon | null> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!coupon) return null;
  const usable =
    coupon.active &&
    now >= coupon.validFrom &&
    now < coupon.validUntil &&
    (coupon.maxUses === null || coupon.uses < coupon.maxUses);
  return { id: coupon.id, code: coupon.code, validUntil: coupon.validUntil, usable };
}
