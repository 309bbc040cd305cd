import type { Database } from '../db/client.ts';
import { assertNotMuted, type Member, spaceAccess } from './access.ts';

/**
 * Whether the member may add a picture to a post in the program's space (docs/product.md §22.5):
 * the same as posting there, checked before the upload is read: 404 for an unknown program, 403
 * for a lapsed subscriber or another program's learner, 403 with until when for a muted member.
 */
export async function assertMayPostPicture(db: Database, member: Member, programId: string, now: Date) {
  await spaceAccess(db, member, programId);
  await assertNotMuted(db, member.id, now);
}
