import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailChanges,
  emailVerifications,
  guardianConsents,
  invoices,
  leads,
  mailOutbox,
  notifications,
  passwordResetTokens,
  paymentEvents,
  rateLimits,
  sessions,
} from '../db/schema.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { applyRetention, RETENTION_RULES } from './retention.ts';

const { db } = await sharedTestDatabase();
const at = (interval: string) => sql`now() - ${interval}::interval`;
const soon = sql`now() + interval '1 day'`;

/** Runs the schedule and answers how many rows the named rule deleted. */
async function run(rule: string): Promise<number> {
  const deleted = await applyRetention(db);
  return deleted[rule] ?? -1;
}

describe('the retention schedule', () => {
  it('has one rule per name, and none for invoices, payments, refunds or the consent log', () => {
    const names = RETENTION_RULES.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    const tables = RETENTION_RULES.map((rule) => getTableName(rule.table));
    for (const kept of [getTableName(invoices), 'payments', 'refunds', 'consent_events', 'users']) {
      expect(tables).not.toContain(kept);
    }
  });

  it('unverified-sign-ups: forgets an address whose registration was not finished in 7 days', async () => {
    await db.insert(emailVerifications).values([
      { email: 'old@example.in', expiresAt: at('8 days'), sentAt: at('8 days') },
      { email: 'recent@example.in', expiresAt: at('6 days'), sentAt: at('6 days') },
    ]);
    expect(await run('unverified-sign-ups')).toBe(1);
    expect((await db.select().from(emailVerifications)).map((r) => r.email)).toEqual(['recent@example.in']);
  });

  it('expired-codes: deletes reset links a day after they expire', async () => {
    const user = await createUser(db);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'old', expiresAt: at('2 days') },
      { userId: user.id, tokenHash: 'live', expiresAt: soon },
    ]);
    expect(await run('expired-codes')).toBe(1);
    expect((await db.select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual(['live']);
  });

  it('expired-email-changes: deletes an address change not confirmed a day after its code expired', async () => {
    const [a, b] = [await createUser(db), await createUser(db)];
    await db.insert(emailChanges).values([
      { userId: a.id, newEmail: 'a@new.in', codeHash: 'x', expiresAt: at('2 days') },
      { userId: b.id, newEmail: 'b@new.in', codeHash: 'y', expiresAt: soon },
    ]);
    expect(await run('expired-email-changes')).toBe(1);
    expect((await db.select().from(emailChanges)).map((r) => r.newEmail)).toEqual(['b@new.in']);
  });

  it("expired-guardian-codes: deletes an unused guardian code, never a guardian's confirmation", async () => {
    const [a, b, c] = [await createUser(db), await createUser(db), await createUser(db)];
    const row = { guardianName: 'Parent', guardianEmail: 'p@example.in', codeHash: 'h' };
    await db.insert(guardianConsents).values([
      { ...row, userId: a.id, expiresAt: at('2 days') },
      { ...row, userId: b.id, expiresAt: soon },
      { ...row, userId: c.id, expiresAt: at('400 days'), codeHash: null, confirmedAt: at('400 days') },
    ]);
    expect(await run('expired-guardian-codes')).toBe(1);
    const left = (await db.select().from(guardianConsents)).map((r) => r.userId).sort();
    expect(left).toEqual([b.id, c.id].sort());
  });

  it('sign-in-records: keeps ended sessions for a year (DPDP Rules, rule 6), then deletes them', async () => {
    const user = await createUser(db);
    await db.insert(sessions).values([
      { userId: user.id, tokenHash: 'expired-long-ago', expiresAt: at('366 days') },
      {
        userId: user.id,
        tokenHash: 'revoked-long-ago',
        expiresAt: at('360 days'),
        revokedAt: at('366 days'),
      },
      { userId: user.id, tokenHash: 'expired-last-month', expiresAt: at('30 days') },
      { userId: user.id, tokenHash: 'live', expiresAt: soon },
    ]);
    expect(await run('sign-in-records')).toBe(2);
    const left = (await db.select().from(sessions)).map((r) => r.tokenHash).sort();
    expect(left).toEqual(['expired-last-month', 'live']);
  });

  it('security-throttles: keeps failed sign-in counters a year', async () => {
    await db.insert(rateLimits).values([
      { key: 'login-failed:ip:old', windowStart: at('366 days'), count: 3 },
      { key: 'login-failed:ip:recent', windowStart: at('200 days'), count: 1 },
    ]);
    expect(await run('security-throttles')).toBe(1);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['login-failed:ip:recent']);
  });

  it('stale-leads: deletes leads two years without contact, keeping live newsletter subscriptions', async () => {
    const lead = { consentToContact: true, status: 'new' as const };
    await db.insert(leads).values([
      { ...lead, kind: 'offer', email: 'stale@example.in', createdOn: at('3 years') },
      {
        ...lead,
        kind: 'offer',
        email: 'contacted@example.in',
        createdOn: at('3 years'),
        contactedAt: at('1 year'),
      },
      { ...lead, kind: 'offer', email: 'new@example.in', createdOn: at('1 year') },
      {
        ...lead,
        kind: 'newsletter',
        email: 'reader@example.in',
        createdOn: at('3 years'),
        confirmedAt: at('3 years'),
      },
      {
        ...lead,
        kind: 'newsletter',
        email: 'left@example.in',
        createdOn: at('3 years'),
        confirmedAt: at('3 years'),
        unsubscribedAt: at('30 months'),
      },
    ]);
    expect(await run('stale-leads')).toBe(2);
    const left = (await db.select().from(leads)).map((r) => r.email).sort();
    expect(left).toEqual(['contacted@example.in', 'new@example.in', 'reader@example.in']);
  });

  it('sent-mail: deletes mail a month after it was sent, never mail still to send', async () => {
    await db.insert(mailOutbox).values([
      { toAddress: 'a@example.in', subject: 'old', status: 'sent', sentAt: at('31 days') },
      { toAddress: 'a@example.in', subject: 'recent', status: 'sent', sentAt: at('29 days') },
      { toAddress: 'a@example.in', subject: 'pending', status: 'pending', createdAt: at('60 days') },
    ]);
    expect(await run('sent-mail')).toBe(1);
    expect((await db.select().from(mailOutbox)).map((r) => r.subject).sort()).toEqual(['pending', 'recent']);
  });

  it('payment-webhook-ids: forgets webhook event ids after 90 days', async () => {
    await db.insert(paymentEvents).values([
      { eventId: 'evt_old', event: 'payment.captured', receivedAt: at('91 days') },
      { eventId: 'evt_recent', event: 'payment.captured', receivedAt: at('8 days') },
    ]);
    expect(await run('payment-webhook-ids')).toBe(1);
    expect((await db.select().from(paymentEvents)).map((r) => r.eventId)).toEqual(['evt_recent']);
  });

  it('old-notifications: deletes notifications read 90 days ago, and unread ones after a year', async () => {
    const user = await createUser(db);
    const row = (title: string, createdAt: ReturnType<typeof at>, readAt: ReturnType<typeof at> | null) => ({
      userId: user.id,
      kind: 'mention' as const,
      title,
      link: '/',
      createdAt,
      readAt,
    });
    await db
      .insert(notifications)
      .values([
        row('read long ago', at('200 days'), at('91 days')),
        row('read lately', at('200 days'), at('89 days')),
        row('unread this year', at('300 days'), null),
        row('unread for over a year', at('366 days'), null),
      ]);
    expect(await run('old-notifications')).toBe(2);
    expect((await db.select().from(notifications)).map((r) => r.title).sort()).toEqual([
      'read lately',
      'unread this year',
    ]);
  });
});
