import type { PrivacyRequests } from '@contract/privacy-rights.ts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { privacyErasures, privacyExports, type UserRow, users } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';

/**
 * GET /api/admin/privacy/requests (docs/product.md §18.3): erasures in their grace period, soonest
 * first (the partial index privacy_erasures_pending_idx), and exports being prepared or ready
 * (privacy_exports_status_idx). Both are bounded by what is in progress, never the whole tables.
 * The names and addresses are of learners not yet erased, so the read is audited.
 */
export async function listPrivacyRequests(db: Database, admin: UserRow): Promise<PrivacyRequests> {
  const erasures = await db
    .select({
      userId: privacyErasures.userId,
      name: users.name,
      email: users.email,
      requestedAt: privacyErasures.requestedAt,
      eraseAfter: privacyErasures.eraseAfter,
    })
    .from(privacyErasures)
    .innerJoin(users, eq(users.id, privacyErasures.userId))
    .where(and(isNull(privacyErasures.erasedAt), isNull(privacyErasures.cancelledAt)))
    .orderBy(asc(privacyErasures.eraseAfter));
  const exports = await db
    .select({ row: privacyExports, name: users.name, email: users.email })
    .from(privacyExports)
    .innerJoin(users, eq(users.id, privacyExports.userId))
    .where(inArray(privacyExports.status, ['preparing', 'ready']))
    .orderBy(asc(privacyExports.requestedAt));
  await recordAudit(db, admin, 'privacy.requests_read', 'requests', null, {
    erasures: erasures.length,
    exports: exports.length,
  });
  return {
    erasures: erasures.map((row) => ({
      user_id: row.userId,
      name: row.name,
      email: row.email,
      requested_at: row.requestedAt.toISOString(),
      erase_after: row.eraseAfter.toISOString(),
    })),
    exports: exports.map(({ row, name, email }) => ({
      _id: row.id,
      name,
      email,
      status: row.status,
      estimate: row.estimate,
      requested_at: row.requestedAt.toISOString(),
      ready_at: row.readyAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      size_bytes: row.sizeBytes,
    })),
  };
}
