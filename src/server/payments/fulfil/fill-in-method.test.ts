import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createPayment } from '../../test/payment-factories.ts';
import { fillInMethod } from './fill-in-method.ts';

const { db } = await sharedTestDatabase();

describe('fillInMethod', () => {
  it('fills in the method of a payment accepted on its signature alone, and nothing else', async () => {
    const paid = await createPayment(db, { status: 'paid', overrides: { method: null } });

    const updated = await db.transaction((tx) => fillInMethod(tx, paid, 'netbanking'));

    expect(updated).toEqual({ ...paid, method: 'netbanking' });
    const [row] = await db.select().from(payments).where(eq(payments.id, paid.id));
    expect(row).toEqual(updated);
  });

  it('writes nothing when there is no method to fill in', async () => {
    const paid = await createPayment(db, { status: 'paid', overrides: { method: null } });

    const same = await db.transaction((tx) => fillInMethod(tx, paid, null));

    expect(same).toBe(paid);
    const [row] = await db.select().from(payments).where(eq(payments.id, paid.id));
    expect(row!.method).toBeNull();
  });
});
