import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { purgeExpiredRows } from './maintenance.ts';
import {
  emailVerifications,
  mailOutbox,
  passwordResetTokens,
  paymentEvents,
  rateLimits,
  sessions,
} from './schema.ts';

const { db } = await sharedTestDatabase();

describe('purgeExpiredRows', () => {
  it('deletes what has expired for more than a day and keeps what is live', async () => {
    const user = await createUser(db);
    const old = sql`now() - interval '2 days'`;
    const soon = sql`now() + interval '1 day'`;
    await db.insert(sessions).values([
      { userId: user.id, tokenHash: 'old', expiresAt: old },
      { userId: user.id, tokenHash: 'revoked', expiresAt: soon, revokedAt: old },
      { userId: user.id, tokenHash: 'live', expiresAt: soon },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'old', expiresAt: old },
      { userId: user.id, tokenHash: 'live', expiresAt: soon },
    ]);
    await db.insert(emailVerifications).values([
      { email: 'old@example.in', expiresAt: old },
      { email: 'live@example.in', expiresAt: soon },
    ]);
    await db.insert(rateLimits).values([
      { key: 'old', windowStart: old, count: 3 },
      { key: 'live', windowStart: sql`now()`, count: 1 },
    ]);
    await db.insert(mailOutbox).values([
      { toAddress: 'a@example.in', subject: 'old', status: 'sent', sentAt: sql`now() - interval '31 days'` },
      { toAddress: 'a@example.in', subject: 'pending', status: 'pending' },
    ]);
    await db.insert(paymentEvents).values([
      { eventId: 'evt_old', event: 'payment.captured', receivedAt: sql`now() - interval '91 days'` },
      { eventId: 'evt_recent', event: 'payment.captured', receivedAt: sql`now() - interval '8 days'` },
    ]);

    await purgeExpiredRows(db);

    expect((await db.select().from(sessions)).map((r) => r.tokenHash)).toEqual(['live']);
    expect((await db.select().from(paymentEvents)).map((r) => r.eventId)).toEqual(['evt_recent']);
    expect((await db.select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual(['live']);
    expect((await db.select().from(emailVerifications)).map((r) => r.email)).toEqual(['live@example.in']);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['live']);
    expect((await db.select().from(mailOutbox)).map((r) => r.subject)).toEqual(['pending']);
  });
});
