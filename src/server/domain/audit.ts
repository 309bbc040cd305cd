import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { UserRow } from './sessions.ts';

export type AuditAction =
  | 'user.add'
  | 'user.edit'
  | 'user.delete'
  | 'program.add'
  | 'program.edit'
  | 'program.delete'
  | 'subscription.approve'
  | 'subscription.reject'
  | 'certificate.issue'
  | 'certificate.revoke'
  | 'certificate.reissue'
  | 'coupon.add'
  | 'coupon.edit'
  | 'contact.delete'
  | 'module.add'
  | 'module.edit'
  | 'module.delete'
  | 'module.early_access_grant'
  | 'module.early_access_revoke'
  | 'lesson.add'
  | 'lesson.edit'
  | 'lesson.delete'
  | 'bank.add'
  | 'bank.import'
  | 'question.add'
  | 'question.edit'
  | 'question.delete';

/** Writes one audit row in the caller's transaction: the change and its record commit together. */
export async function recordAudit(
  tx: DbOrTx,
  actor: UserRow,
  action: AuditAction,
  entityId: string,
  before: object | null,
  after: object | null,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    entityType: action.split('.')[0]!,
    entityId,
    before,
    after,
  });
}
