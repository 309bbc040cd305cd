import { JOURNAL_LIMITS } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { journalPictures } from '../db/schema.ts';
import { sniffImage } from '../media/index.ts';
import { DomainError } from '../shared/errors.ts';
import { findOwnTrade, findVisibleTrade, type JournalCaller } from './access.ts';
import { tradeView } from './trades.ts';

/**
 * A trade's chart picture (docs/product.md §23.1, ADR 079): PNG, JPEG or WebP told by its first
 * bytes, at most 2 MB. It is private (the learner and their mentor), so it is kept in PostgreSQL
 * beside the trade and served through the trade's access check, not as a public media file.
 */

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/** Why a picture is refused: 413 too large, 415 not a picture. */
export class PictureRejected extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The picture's media type, or PictureRejected; nothing is stored before this passes. */
export function checkPicture(bytes: Buffer): string {
  if (bytes.length > JOURNAL_LIMITS.pictureBytes)
    throw new PictureRejected(413, MESSAGES.journal.pictureTooLarge);
  const kind = sniffImage(bytes.subarray(0, 16));
  if (!kind) throw new PictureRejected(415, MESSAGES.journal.pictureType);
  return CONTENT_TYPES[kind];
}

/** Stores (or replaces) the learner's picture of their trade; 404 for anyone else's trade. */
export async function attachPicture(db: DbOrTx, caller: JournalCaller, tradeId: string, bytes: Buffer) {
  const trade = await findOwnTrade(db, caller, tradeId);
  const contentType = checkPicture(bytes);
  await db
    .insert(journalPictures)
    .values({ tradeId: trade.id, contentType, bytes })
    .onConflictDoUpdate({
      target: journalPictures.tradeId,
      set: { contentType, bytes, createdOn: new Date() },
    });
  return tradeView(db, trade, true);
}

/** The picture, for the learner or their mentor; 404 when there is none. */
export async function readPicture(db: DbOrTx, caller: JournalCaller, tradeId: string) {
  const { trade } = await findVisibleTrade(db, caller, tradeId);
  const [picture] = await db
    .select({ contentType: journalPictures.contentType, bytes: journalPictures.bytes })
    .from(journalPictures)
    .where(eq(journalPictures.tradeId, trade.id));
  if (!picture) throw new DomainError('not_found', MESSAGES.journal.noPicture);
  return picture;
}
