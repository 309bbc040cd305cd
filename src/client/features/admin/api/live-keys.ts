/** The live classes' queries for staff (docs/product.md §20.8): one prefix, invalidated together. */
export const liveKeys = {
  all: ['admin', 'live'] as const,
  batches: ['admin', 'live', 'batches'] as const,
  sessions: ['admin', 'live', 'sessions'] as const,
  batchSessions: (batchId: string) => ['admin', 'live', 'batch', batchId, 'sessions'] as const,
  roster: (batchId: string) => ['admin', 'live', 'batch', batchId, 'roster'] as const,
  attendance: (sessionId: string) => ['admin', 'live', 'session', sessionId, 'attendance'] as const,
};
