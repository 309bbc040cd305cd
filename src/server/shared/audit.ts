import type { DbOrTx } from '../db/client.ts';
import { auditLog, type UserRow } from '../db/schema.ts';

export type AuditAction =
  | 'user.add'
  | 'user.edit'
  | 'user.delete'
  | 'user.reset_link'
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
  | 'lead.contacted'
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
  | 'question.delete'
  | 'payment.paid'
  | 'payment.paid_twice'
  | 'payment.coupon_lost'
  | 'payment.amount_mismatch'
  | 'payment.refund_requested'
  | 'payment.refund_processed'
  | 'payment.refund_failed'
  | 'media.image_upload'
  | 'market.import'
  | 'legal.publish'
  | 'simulator.edit'
  | 'grievance.reply'
  | 'user.erase'
  | 'breach.add'
  | 'breach.reported'
  | 'breach.report_read'
  | 'notice.publish'
  | 'privacy.requests_read'
  | 'live_session.recording_attach'
  | 'live_session.recording_remove'
  | 'batch.add'
  | 'batch.edit'
  | 'batch.delete'
  | 'subscription.batch'
  | 'live_session.add'
  | 'live_session.series'
  | 'live_session.edit'
  | 'live_session.cancel'
  | 'live_attendance.edit'
  | 'community_thread.moderate'
  | 'community_post.accept'
  | 'community_post.approve'
  | 'community_post.hide'
  | 'community_post.delete'
  | 'community_member.mute'
  | 'moderation_word.add'
  | 'moderation_word.delete';

/** The actor of changes no person made: Razorpay's webhooks, the payment jobs (ADR 029). */
export const SYSTEM_ACTOR_EMAIL = 'system';

/**
 * Writes one audit row in the caller's transaction: the change and its record commit together.
 * A null actor is the system (a webhook or a job): no user id, and 'system' as the e-mail.
 */
export async function recordAudit(
  tx: DbOrTx,
  actor: UserRow | null,
  action: AuditAction,
  entityId: string,
  before: object | null,
  after: object | null,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? SYSTEM_ACTOR_EMAIL,
    action,
    entityType: action.split('.')[0]!,
    entityId,
    before,
    after,
  });
}
