import { MESSAGES } from '@contract/messages.ts';
import { paiseToRupees, rupeesToPaise } from '@contract/money.ts';
import { SIM_DEFAULTS } from '@contract/sim-trading.ts';
import type { SimulatorSettings, SimulatorSettingsInput } from '@contract/simulator.ts';
import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { programSimulatorSettings, programs } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';

type SettingsRow = typeof programSimulatorSettings.$inferSelect;

/** The contract's defaults, off until the admin turns the simulator on, with the rules in whole percents. */
export const DEFAULT_SIMULATOR_SETTINGS = {
  enabled: false,
  brokerage: SIM_DEFAULTS.brokeragePaise,
  profitTargetPercent: SIM_DEFAULTS.challenge.profitTargetBasisPoints / 100,
  maxDailyLossPercent: SIM_DEFAULTS.challenge.maxDailyLossBasisPoints / 100,
  maxTotalLossPercent: SIM_DEFAULTS.challenge.maxTotalLossBasisPoints / 100,
  minTradingDays: SIM_DEFAULTS.challenge.minTradingDays,
} as const;

/**
 * A program's simulator settings in paise and whole percents, for the engine (accounts, fills,
 * challenges): the saved row, or the defaults when the admin never saved any. Null: no program.
 */
export async function simulatorSettingsFor(
  db: DbOrTx,
  programId: string,
): Promise<(Omit<SettingsRow, 'updatedOn'> & { updatedOn: Date | null }) | null> {
  const [row] = await db
    .select({ programId: programs.id, settings: programSimulatorSettings })
    .from(programs)
    .leftJoin(programSimulatorSettings, eq(programSimulatorSettings.programId, programs.id))
    .where(eq(programs.id, programId));
  if (!row) return null;
  return row.settings ?? { programId, ...DEFAULT_SIMULATOR_SETTINGS, updatedOn: null };
}

function present(row: NonNullable<Awaited<ReturnType<typeof simulatorSettingsFor>>>): SimulatorSettings {
  return {
    program_id: row.programId,
    enabled: row.enabled,
    brokerage: paiseToRupees(row.brokerage),
    challenge: {
      profit_target_percent: row.profitTargetPercent,
      max_daily_loss_percent: row.maxDailyLossPercent,
      max_total_loss_percent: row.maxTotalLossPercent,
      min_trading_days: row.minTradingDays,
    },
    updated_on: row.updatedOn?.toISOString() ?? null,
  };
}

export async function getSimulatorSettings(db: DbOrTx, programId: string): Promise<SimulatorSettings> {
  const row = await simulatorSettingsFor(db, programId);
  if (!row) throw new DomainError('not_found', MESSAGES.programs.notFound);
  return present(row);
}

/** Saves a program's simulator settings (insert or replace) with an audit row, in one transaction. */
export async function saveSimulatorSettings(
  db: DbOrTx,
  actor: UserRow,
  programId: string,
  input: SimulatorSettingsInput,
): Promise<SimulatorSettings> {
  let brokerage: number;
  try {
    brokerage = rupeesToPaise(input.brokerage);
  } catch {
    throw new DomainError('invalid', MESSAGES.simulator.badAmount);
  }
  if (brokerage < 0) throw new DomainError('invalid', MESSAGES.simulator.badAmount);
  return db.transaction(async (tx) => {
    // Locks the program row: a concurrent delete cannot slip between the check and the write.
    const [program] = await tx
      .execute<{ id: string }>(sql`select id from programs where id = ${programId} for share`)
      .then((result) => result.rows);
    if (!program) throw new DomainError('not_found', MESSAGES.programs.notFound);
    const before = await simulatorSettingsFor(tx, programId);
    const values = {
      enabled: input.enabled,
      brokerage,
      profitTargetPercent: input.challenge.profit_target_percent,
      maxDailyLossPercent: input.challenge.max_daily_loss_percent,
      maxTotalLossPercent: input.challenge.max_total_loss_percent,
      minTradingDays: input.challenge.min_trading_days,
      updatedOn: new Date(),
    };
    const [saved] = await tx
      .insert(programSimulatorSettings)
      .values({ programId, ...values })
      .onConflictDoUpdate({ target: programSimulatorSettings.programId, set: values })
      .returning();
    const after = present(saved!);
    await recordAudit(tx, actor, 'simulator.edit', programId, before ? present(before) : null, after);
    return after;
  });
}
