import { MESSAGES } from '@contract/messages.ts';
import { SimLeaderboardSchema } from '@contract/sim-account.ts';
import { SIM_LIMITS } from '@contract/sim-trading.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { consents, programSimulatorSettings, simAccounts } from '../db/schema.ts';
import {
  adminSession,
  createProgram,
  createSubscription,
  createUser,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { setLeaderboardName } from './leaderboard.ts';

const { app, db } = await buildTestApp();
const START = 100_000_000;

/** A challenge attempt that has stepped to `simDate` and closed at `equity` paise. */
async function attempt(
  userId: string,
  programId: string,
  equity: number,
  extra: Partial<typeof simAccounts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(simAccounts)
    .values({
      userId,
      programId,
      mode: 'challenge',
      startDate: '2026-01-05',
      simDate: '2026-01-09',
      startingCapital: START,
      cash: equity,
      brokerage: 2000,
      profitTargetBp: 1000,
      maxDailyLossBp: 500,
      maxTotalLossBp: 1000,
      minTradingDays: 4,
      tradingDays: 3,
      lastEquity: equity,
      peakEquity: START,
      drawdownPeak: START,
      drawdownTrough: START,
      ...extra,
    })
    .returning();
  return row!;
}

/** The learner's consent to show their leaderboard name (docs/product.md §18.1). */
async function allowName(userId: string) {
  await db.insert(consents).values({ userId, purpose: 'leaderboard_name', granted: true, noticeVersion: 1 });
}

async function board(headers: Record<string, string>, programId: string) {
  const res = await app.inject({ method: 'GET', url: `/api/sim/leaderboard?program=${programId}`, headers });
  expect(res.statusCode).toBe(200);
  return SimLeaderboardSchema.strict().parse(res.json());
}

let program: Awaited<ReturnType<typeof createProgram>>;
let learner: Awaited<ReturnType<typeof userSession>>;

beforeEach(async () => {
  program = await createProgram(db, { title: 'Swing Trading Lab' });
  await db.insert(programSimulatorSettings).values({ programId: program.id, enabled: true });
  learner = await userSession(app, db, { name: 'Private Person', email: 'private@example.com' });
  await createSubscription(db, learner.user, program, { status: 'active' });
});

describe('GET /api/sim/leaderboard', () => {
  it('ranks each learner’s best attempt by return, with chosen names or "Anonymous" and never the real name', async () => {
    const [a, b, c] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    await allowName(a.id);
    await allowName(c.id);
    await attempt(a.id, program.id, 108_000_000, { leaderboardName: 'Nifty Ninja' });
    await attempt(a.id, program.id, 112_345_678, { leaderboardName: 'Nifty Ninja', status: 'passed' });
    await attempt(b.id, program.id, 96_899_999, { status: 'failed', failedRule: 'max_total_loss' });
    await attempt(c.id, program.id, 112_345_678, { leaderboardName: 'Tie Breaker' });
    await attempt(learner.user.id, program.id, 100_000_000, { leaderboardName: null });
    // Not ranked: an attempt that never stepped, a replay account, another program's challenge.
    await attempt(b.id, program.id, 150_000_000, { simDate: '2026-01-05' });
    await attempt(b.id, program.id, 150_000_000, {
      mode: 'replay',
      profitTargetBp: null,
      maxDailyLossBp: null,
      maxTotalLossBp: null,
      minTradingDays: null,
    });
    const other = await createProgram(db);
    await attempt(b.id, other.id, 190_000_000);

    const result = await board(learner.headers, program.id);
    expect(result.program_title).toBe('Swing Trading Lab');
    expect(result.entries).toEqual([
      {
        rank: 1,
        name: 'Nifty Ninja',
        return_percent: '12.35',
        status: 'passed',
        trading_days: 3,
        mine: false,
      },
      {
        rank: 1,
        name: 'Tie Breaker',
        return_percent: '12.35',
        status: 'active',
        trading_days: 3,
        mine: false,
      },
      { rank: 3, name: 'Anonymous', return_percent: '0.00', status: 'active', trading_days: 3, mine: true },
      { rank: 4, name: 'Anonymous', return_percent: '-3.10', status: 'failed', trading_days: 3, mine: false },
    ]);
    expect(JSON.stringify(result)).not.toMatch(/Private Person|private@example\.com|prize|reward/i);
  });

  it('shows a chosen name only with the learner’s consent, and leaves under-18 learners out', async () => {
    const [withConsent, without, withdrawn, child] = await Promise.all([
      createUser(db),
      createUser(db),
      createUser(db),
      createUser(db, { dateOfBirth: '2012-03-04', guardianConfirmedAt: new Date() }),
    ]);
    await allowName(withConsent.id);
    await allowName(child.id);
    await db
      .insert(consents)
      .values({ userId: withdrawn.id, purpose: 'leaderboard_name', granted: false, noticeVersion: 1 });
    await attempt(withConsent.id, program.id, 110_000_000, { leaderboardName: 'Shown' });
    await attempt(without.id, program.id, 109_000_000, { leaderboardName: 'Never Agreed' });
    await attempt(withdrawn.id, program.id, 108_000_000, { leaderboardName: 'Took It Back' });
    await attempt(child.id, program.id, 150_000_000, { leaderboardName: 'Young Trader' });

    const result = await board(learner.headers, program.id);
    expect(result.entries.map((entry) => [entry.rank, entry.name])).toEqual([
      [1, 'Shown'],
      [2, 'Anonymous'],
      [3, 'Anonymous'],
    ]);
    expect(JSON.stringify(result)).not.toMatch(/Never Agreed|Took It Back|Young Trader/);
  });

  it(`lists the first ${SIM_LIMITS.leaderboardSize}, then the caller’s own attempt with its real rank`, async () => {
    const users = await Promise.all(
      Array.from({ length: SIM_LIMITS.leaderboardSize + 2 }, () => createUser(db)),
    );
    await Promise.all(users.map((user, i) => attempt(user.id, program.id, START + 1_000_000 + i)));
    await attempt(learner.user.id, program.id, START - 5_000_000);
    const { entries } = await board(learner.headers, program.id);
    expect(entries).toHaveLength(SIM_LIMITS.leaderboardSize + 1);
    expect(entries.at(-1)).toMatchObject({
      rank: SIM_LIMITS.leaderboardSize + 3,
      mine: true,
      return_percent: '-5.00',
    });
    expect(entries.slice(0, -1).every((entry) => !entry.mine)).toBe(true);
    expect(entries.map((entry) => entry.rank).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('is refused to a learner without access to that program, and open to an admin', async () => {
    const closed = await createProgram(db);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/sim/leaderboard?program=${closed.id}`,
      headers: learner.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.simulator.programNotAvailable });
    const admin = await adminSession(app, db);
    expect((await board(admin.headers, closed.id)).entries).toEqual([]);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/sim/leaderboard?program=nope',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'program is not a valid id.' });
  });
});

describe('setLeaderboardName', () => {
  it('names the caller’s own challenge only', async () => {
    const mine = await attempt(learner.user.id, program.id, START);
    await allowName(learner.user.id);
    await setLeaderboardName(db, learner.user, mine.id, 'Bull Run');
    expect((await board(learner.headers, program.id)).entries[0]?.name).toBe('Bull Run');
    await setLeaderboardName(db, learner.user, mine.id, null);
    expect((await board(learner.headers, program.id)).entries[0]?.name).toBe('Anonymous');
    const stranger = await createUser(db);
    await expect(setLeaderboardName(db, stranger, mine.id, 'Thief')).rejects.toMatchObject({
      kind: 'not_found',
    });
    const replay = await attempt(learner.user.id, program.id, START, {
      mode: 'replay',
      profitTargetBp: null,
      maxDailyLossBp: null,
      maxTotalLossBp: null,
      minTradingDays: null,
    });
    await expect(setLeaderboardName(db, learner.user, replay.id, 'X')).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});

describe('PUT /api/sim/account/:id/leaderboard', () => {
  const put = (id: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/sim/account/${id}/leaderboard`, headers, payload });

  it('renames the caller’s challenge and answers the account; refuses bad names and others’ accounts', async () => {
    const mine = await attempt(learner.user.id, program.id, START);
    const renamed = await put(mine.id, learner.headers, { leaderboard_name: '  Bull Run  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: mine.id, leaderboard_name: 'Bull Run', mode: 'challenge' });
    for (const bad of ['', 'x'.repeat(SIM_LIMITS.leaderboardNameMax + 1), 42]) {
      const res = await put(mine.id, learner.headers, { leaderboard_name: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.simulator.leaderboardName });
    }
    const cleared = await put(mine.id, learner.headers, { leaderboard_name: null });
    expect(cleared.json()).toMatchObject({ leaderboard_name: null });
    const stranger = await userSession(app, db);
    await createSubscription(db, stranger.user, program, { status: 'active' });
    const theirs = await put(mine.id, stranger.headers, { leaderboard_name: 'Thief' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: MESSAGES.simulator.accountNotFound });
  });
});
