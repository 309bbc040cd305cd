import { MESSAGES } from '@contract/messages.ts';
import type { SimulatorProgram } from '@contract/sim-account.ts';
import { asc, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { programSimulatorSettings, programs } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * Who may use the simulator (docs/product.md §14.3): an admin always; a learner with an **active**
 * subscription to a program whose simulator is enabled. One indexed probe
 * (subscriptions_user_created_idx, then the settings' primary key).
 */
export async function canUseSimulator(db: DbOrTx, user: Pick<UserRow, 'id' | 'role'>): Promise<boolean> {
  if (user.role === 'admin') return true;
  const result = await db.execute(sql`
    select 1 from subscriptions s
    join program_simulator_settings p on p.program_id = s.resource_id
    where s.user_id = ${user.id} and s.resource_type = 'program' and s.status = 'active' and p.enabled
    limit 1`);
  return result.rows.length > 0;
}

/** canUseSimulator, or DomainError 'forbidden' (403 `{ message }`). */
export async function requireSimulatorAccess(db: DbOrTx, user: Pick<UserRow, 'id' | 'role'>): Promise<void> {
  if (!(await canUseSimulator(db, user))) throw new DomainError('forbidden', MESSAGES.simulator.notAllowed);
}

/**
 * The programs whose simulator is on, by title: a subscription to any of them opens it
 * (docs/product.md §14.3). Public, like the programs themselves.
 */
export async function programsWithSimulator(db: DbOrTx): Promise<SimulatorProgram[]> {
  const rows = await db
    .select({ id: programs.id, title: programs.title, slug: programs.slug })
    .from(programs)
    .innerJoin(programSimulatorSettings, eq(programSimulatorSettings.programId, programs.id))
    .where(eq(programSimulatorSettings.enabled, true))
    .orderBy(asc(programs.title), asc(programs.id));
  return rows.map((row) => ({ _id: row.id, title: row.title, slug: row.slug }));
}
