import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import {
  createBatch,
  createLesson,
  createModule,
  createProgram,
  createSubscription,
  instructorSession,
  userSession,
} from '../test/factories.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An account made a month ago: past the new-member rules (docs/product.md §22.4, §22.5). */
export const established = () => ({ createdOn: new Date(Date.now() - 30 * DAY_MS) });

/**
 * A program with a batch run by an instructor, two active learners in it, a lapsed one, a learner
 * of another program, and a lesson: the cast of the community's tests.
 */
export async function communityCast(app: FastifyInstance, db: Database) {
  const program = await createProgram(db);
  const teacher = await instructorSession(app, db, established());
  const batch = await createBatch(db, program, { instructorId: teacher.user.id });
  const otherBatch = await createBatch(db, program);
  const asha = await userSession(app, db, { name: 'Asha Rao', ...established() });
  const ravi = await userSession(app, db, { name: 'Ravi Iyer', ...established() });
  await createSubscription(db, asha.user, program, { status: 'active', batchId: batch.id });
  await createSubscription(db, ravi.user, program, { status: 'active', batchId: otherBatch.id });
  const lapsed = await userSession(app, db, established());
  await createSubscription(db, lapsed.user, program, { status: 'refunded' });
  const otherProgram = await createProgram(db);
  const outsider = await userSession(app, db, established());
  await createSubscription(db, outsider.user, otherProgram, { status: 'active' });
  const module = await createModule(db, program);
  const lesson = await createLesson(db, module);
  return { program, batch, otherBatch, teacher, asha, ravi, lapsed, outsider, otherProgram, lesson };
}

export type Headers = Record<string, string>;

export function communityClient(app: FastifyInstance) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    list: (programId: string, headers: Headers, query = '') =>
      inject('GET', `/api/community/${programId}/threads${query}`, headers),
    start: (programId: string, headers: Headers, payload: object) =>
      inject('POST', `/api/community/${programId}/threads`, headers, payload),
    thread: (id: string, headers: Headers) => inject('GET', `/api/community/thread/${id}`, headers),
    reply: (id: string, headers: Headers, body: string) =>
      inject('POST', `/api/community/thread/${id}/reply`, headers, { body }),
    vote: (id: string, headers: Headers, up = true) =>
      inject('POST', `/api/community/post/${id}/vote`, headers, { up }),
    edit: (id: string, headers: Headers, payload: object) =>
      inject('PUT', `/api/community/post/${id}`, headers, payload),
    remove: (id: string, headers: Headers) => inject('DELETE', `/api/community/post/${id}`, headers),
    accept: (id: string, headers: Headers) => inject('POST', `/api/community/post/${id}/accept`, headers),
    report: (id: string, headers: Headers, reason: string) =>
      inject('POST', `/api/community/post/${id}/report`, headers, { reason }),
    moderate: (id: string, headers: Headers, payload: object) =>
      inject('PUT', `/api/community/thread/${id}`, headers, payload),
    queue: (headers: Headers) => inject('GET', '/api/admin/moderation/queue', headers),
    decide: (postId: string, headers: Headers, payload: object) =>
      inject('POST', `/api/admin/moderation/${postId}`, headers, payload),
    mute: (headers: Headers, payload: object) =>
      inject('POST', '/api/admin/moderation/mute', headers, payload),
  };
}
