import { LEGAL_KINDS } from '@contract/vocabulary.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import { defaultLegalTexts } from './defaults.ts';
import { appendLegalVersion, todayInIndia } from './pages.ts';

/**
 * Writes version 1 of every legal page, in effect from today, once per database (a marker row, as
 * the seeded programs have: a later start never brings defaults back over an admin's versions).
 */
export async function seedLegalDefaults(
  db: Database,
  config: Pick<AppConfig, 'payments'>,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: 'seed:legal', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    const texts = defaultLegalTexts(config.payments?.business ?? null);
    const today = todayInIndia();
    for (const kind of LEGAL_KINDS) {
      await appendLegalVersion(tx, null, kind, { html: texts[kind], effectiveFrom: today });
    }
    return true;
  });
  if (seeded) log?.info({ kinds: LEGAL_KINDS.length }, 'seed legal pages written');
  return seeded;
}
