import { describe, expect, it } from 'vitest';
import { paymentTotals } from '../db/schema.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { addToTotals } from './totals.ts';

const { db } = await sharedTestDatabase();

describe('addToTotals', () => {
  it('counts from zero when the totals row is missing, then adds to it', async () => {
    await db.delete(paymentTotals);

    await db.transaction((tx) => addToTotals(tx, { collected: 750_000 }));
    await db.transaction((tx) => addToTotals(tx, { collected: 250_000 }));
    await db.transaction((tx) => addToTotals(tx, { refunded: 100_000 }));

    expect(await db.select().from(paymentTotals)).toEqual([
      { id: 1, collected: 1_000_000, refunded: 100_000 },
    ]);
  });

  it('loses no amount when many payments are counted at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => addToTotals(tx, { collected: 1_000 }))),
    );

    const [totals] = await db.select().from(paymentTotals);
    expect(totals!.collected).toBe(20_000);
  });
});
