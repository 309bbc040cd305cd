import { MESSAGES } from '@contract/messages.ts';
import { DomainError } from '../shared/errors.ts';

/** PostgreSQL's exclusion_violation. */
const EXCLUSION_VIOLATION = '23P01';

/**
 * The 409 for a session that overlaps another (docs/product.md §20.2), from the exclusion
 * constraint that refused it (migration 0034), wrapped by Drizzle or not; undefined for any other
 * error. The database decides, so two saves at once cannot both pass a check made beforehand.
 */
export function overlapRefusal(error: unknown): DomainError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === EXCLUSION_VIOLATION) {
      const byInstructor = constraint === 'live_sessions_instructor_overlap_excl';
      return new DomainError(
        'conflict',
        byInstructor ? MESSAGES.liveSessions.instructorOverlap : MESSAGES.liveSessions.batchOverlap,
      );
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `work`, turning an overlap refusal into its 409. */
export async function refusingOverlaps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw overlapRefusal(error) ?? error;
  }
}
