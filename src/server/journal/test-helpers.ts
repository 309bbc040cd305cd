import type { JournalTrade } from '@contract/journal.ts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  adminSession,
  createProgram,
  createSubscription,
  instructorSession,
  userSession,
} from '../test/factories.ts';

type Headers = Record<string, string>;

/** A trade entered by hand: INFY, 10 long from ₹100 to ₹104 over 1–3 June 2026. */
export async function addManualTrade(
  app: FastifyInstance,
  headers: Headers,
  programId: string | null,
): Promise<JournalTrade> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/journal',
    headers,
    payload: {
      program_id: programId,
      symbol: 'INFY',
      side: 'long',
      quantity: 10,
      entry_date: '2026-06-01',
      exit_date: '2026-06-03',
      entry_price: '100.00',
      exit_price: '104.00',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A program, its learner with a trade, an admin, and an instructor assigned as the learner's mentor. */
export async function mentoredLearner(app: FastifyInstance, db: Database) {
  const program = await createProgram(db);
  const admin = await adminSession(app, db);
  const learner = await userSession(app, db, { name: 'Asha Learner' });
  await createSubscription(db, learner.user, program, { status: 'active' });
  const mentor = await instructorSession(app, db, { name: 'Meera Mentor' });
  const assigned = await app.inject({
    method: 'PUT',
    url: `/api/admin/program/${program.id}/mentor/${learner.user.id}`,
    headers: admin.headers,
    payload: { mentor_id: mentor.user.id },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const trade = await addManualTrade(app, learner.headers, program.id);
  return { program, admin, learner, mentor, trade };
}
