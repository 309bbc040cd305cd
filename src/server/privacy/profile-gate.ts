import { MESSAGES } from '@contract/messages.ts';
import type {
  ConsentChoices,
  PrivacyCompleteSchema,
  PrivacyStatus,
  RegistrationPrivacySchema,
} from '@contract/privacy.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../accounts/index.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { acknowledgeNotice, type ConsentContext, listConsents, recordChoices } from './consents.ts';
import { guardianState } from './guardian.ts';
import { currentNotice, latestMaterialVersion } from './notice.ts';

/**
 * GET /api/privacy/status: what the browser must ask before anything else (docs/product.md
 * §18.1): the date of birth and choices of an account made without them, a material notice not
 * yet acknowledged, a guardian's confirmation.
 */
export async function privacyStatus(db: Database, user: UserRow): Promise<PrivacyStatus> {
  const [notice, material, guardian, consents] = [
    await currentNotice(db),
    await latestMaterialVersion(db),
    await guardianState(db, user),
    await listConsents(db, user.id),
  ];
  return {
    needs_profile: user.dateOfBirth === null,
    needs_notice_ack: (user.noticeVersionAcknowledged ?? 0) < material,
    notice_version: notice.version,
    date_of_birth: user.dateOfBirth,
    guardian: guardian.state,
    guardian_email: guardian.email,
    consents,
  };
}

/** Sets the date of birth once; a second, different one is refused (support corrects mistakes). */
async function setDateOfBirth(tx: DbOrTx, user: UserRow, dateOfBirth: string): Promise<void> {
  if (user.dateOfBirth === dateOfBirth) return;
  const [set] = await tx
    .update(users)
    .set({ dateOfBirth })
    .where(and(eq(users.id, user.id), isNull(users.dateOfBirth)))
    .returning({ id: users.id });
  if (!set) throw new DomainError('conflict', MESSAGES.privacy.dateOfBirthSet);
}

/** POST /api/privacy/complete: the gate's form, in one transaction. */
export async function completeProfile(
  db: Database,
  user: UserRow,
  input: z.output<typeof PrivacyCompleteSchema>,
  ip: string | null,
): Promise<void> {
  const context: ConsentContext = { userId: user.id, ip };
  const { date_of_birth, notice_version, ...choices } = input;
  await db.transaction(async (tx) => {
    await setDateOfBirth(tx, user, date_of_birth);
    await acknowledgeNotice(tx, context, notice_version);
    await recordChoices(tx, context, choices satisfies Partial<ConsentChoices>, notice_version);
  });
}

/**
 * Registration's extra, optional fields (docs/product.md §18.1), in the transaction that creates
 * the account. The registration page always sends the date of birth and the notice version it
 * showed; an API client that sends neither is asked at its first sign-in in the browser.
 */
export async function recordRegistrationPrivacy(
  tx: DbOrTx,
  user: UserRow,
  input: z.output<typeof RegistrationPrivacySchema> & { notice_version?: number | undefined },
  ip: string | null,
): Promise<void> {
  const context: ConsentContext = { userId: user.id, ip };
  if (input.date_of_birth) await setDateOfBirth(tx, user, input.date_of_birth);
  const notice = await currentNotice(tx);
  if (input.notice_version !== undefined) await acknowledgeNotice(tx, context, input.notice_version);
  if (input.consents) await recordChoices(tx, context, input.consents, notice.version);
}
