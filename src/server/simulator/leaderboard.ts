import { MESSAGES } from '@contract/messages.ts';
import type { SimLeaderboardSchema } from '@contract/sim-account.ts';
import type { SimAccountStatus } from '@contract/sim-trading.ts';
import { SIM_LIMITS } from '@contract/sim-trading.ts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../accounts/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { consentGrantedSql, isMinorSql } from '../privacy/index.ts';
import { DomainError } from '../shared/errors.ts';
import { usablePrograms } from './accounts.ts';

type Leaderboard = z.output<typeof SimLeaderboardSchema>;

/**
 * The program's title when the caller may see its leaderboard: whoever may open an account through
 * it (usablePrograms). Otherwise 403, the same answer for a program that does not exist, so ids
 * cannot be probed.
 */
async function leaderboardProgram(db: DbOrTx, user: Pick<UserRow, 'id' | 'role'>, programId: string) {
  const [program] = await usablePrograms(db, user, programId);
  if (!program) throw new DomainError('forbidden', MESSAGES.simulator.programNotAvailable);
  return program.title;
}

/**
 * GET /api/sim/leaderboard?program= (docs/product.md §14.8, ADR 035): the program's challenge attempts ranked
 * by return, (closing equity − start) / start, each learner once with their best attempt, and only
 * attempts that have stepped at least once. Ties share a rank. The first SIM_LIMITS.leaderboardSize
 * are listed, and the caller's own best attempt after them when it ranks lower. Names are those the
 * learners chose for the attempt, shown only while they consent to it (docs/product.md §18.1), else
 * "Anonymous": never their account name or e-mail. Under-18 learners are left out. There is
 * no prize and nothing to record one in (SEBI allows no monetary incentive; ADR 033).
 * One statement over sim_accounts_program_challenge_idx.
 */
export async function simLeaderboard(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'role'>,
  programId: string,
): Promise<Leaderboard> {
  const title = await leaderboardProgram(db, user, programId);
  const result = await db.execute<{
    rank: unknown;
    name: string | null;
    return_percent: string;
    status: SimAccountStatus;
    trading_days: number;
    mine: boolean;
  }>(sql`
    with attempts as (
      select a.user_id, case when ${consentGrantedSql(sql`a.user_id`, 'leaderboard_name')} then a.leaderboard_name end
               as leaderboard_name,
             a.status, a.trading_days, a.created_on,
             (a.last_equity - a.starting_capital)::numeric / a.starting_capital as ratio
      from sim_accounts a join users u on u.id = a.user_id
      where a.program_id = ${programId} and a.mode = 'challenge' and a.sim_date > a.start_date
        and not ${isMinorSql(sql`u.date_of_birth`)}
    ), best as (
      select distinct on (user_id) * from attempts order by user_id, ratio desc, created_on
    ), ranked as (
      select *, rank() over (order by ratio desc) as rank,
             row_number() over (order by ratio desc, created_on) as position
      from best
    )
    select rank, leaderboard_name as name, round(ratio * 100, 2)::text as return_percent,
           status, trading_days, user_id = ${user.id} as mine
    from ranked
    where position <= ${SIM_LIMITS.leaderboardSize} or user_id = ${user.id}
    order by position`);
  return {
    program_id: programId,
    program_title: title,
    entries: result.rows.map((row) => ({
      rank: Number(row.rank),
      name: row.name ?? MESSAGES.simulator.anonymous,
      return_percent: twoDecimals(row.return_percent),
      status: row.status,
      trading_days: row.trading_days,
      mine: row.mine,
    })),
  };
}

/** PostgreSQL's numeric text with exactly two decimals ("12.3" cannot come back, but be sure). */
function twoDecimals(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * PUT /api/sim/account/:id/leaderboard: the caller's challenge shows under `name` (null:
 * "Anonymous"). 404 for an account that is not the caller's; 400 for a replay account.
 */
export async function setLeaderboardName(
  db: DbOrTx,
  user: Pick<UserRow, 'id'>,
  accountId: string,
  name: string | null,
): Promise<void> {
  const result = await db.execute<{ mode: string }>(sql`
    update sim_accounts set leaderboard_name = case when mode = 'challenge' then ${name} else leaderboard_name end,
           updated_on = case when mode = 'challenge' then now() else updated_on end
    where id = ${accountId} and user_id = ${user.id}
    returning mode`);
  const row = result.rows[0];
  if (!row) throw new DomainError('not_found', MESSAGES.simulator.accountNotFound);
  if (row.mode !== 'challenge') throw new DomainError('invalid', MESSAGES.simulator.notAChallenge);
}
