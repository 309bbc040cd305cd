import { MESSAGES } from '@contract/messages.ts';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { DbOrTx } from '../db/client.ts';
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
