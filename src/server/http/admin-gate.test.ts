import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { adminSession, instructorSession, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();
const id = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';
const certificateId = 'K7M2Q9XH4RTA';

const ROUTES = [
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/user/all'],
  ['POST', '/api/admin/user/add'],
  ['PUT', `/api/admin/user/${id}`],
  ['DELETE', `/api/admin/user/${id}`],
  ['POST', `/api/admin/user/${id}/reset-link`],
  ['GET', '/api/admin/program/all'],
  ['POST', '/api/admin/program/add'],
  ['PUT', `/api/admin/program/${id}`],
  ['DELETE', `/api/admin/program/${id}`],
  ['GET', '/api/admin/subscription/all'],
  ['PUT', `/api/admin/subscription/${id}`],
  ['GET', '/api/admin/contact/messages'],
  ['DELETE', `/api/admin/contact/${id}`],
  ['GET', '/api/admin/lead/all'],
  ['GET', '/api/admin/lead/export'],
  ['POST', `/api/admin/lead/${id}/contacted`],
  ['GET', `/api/admin/program/${id}/curriculum`],
  ['POST', `/api/admin/program/${id}/module`],
  ['PUT', `/api/admin/module/${id}`],
  ['DELETE', `/api/admin/module/${id}`],
  ['POST', `/api/admin/module/${id}/early-access`],
  ['DELETE', `/api/admin/module/${id}/early-access/${id}`],
  ['POST', `/api/admin/module/${id}/lesson`],
  ['PUT', `/api/admin/lesson/${id}`],
  ['DELETE', `/api/admin/lesson/${id}`],
  ['POST', '/api/admin/media'],
  ['POST', '/api/admin/media/image'],
  ['POST', '/api/admin/bank'],
  ['GET', '/api/admin/bank/all'],
  ['GET', `/api/admin/bank/${id}`],
  ['POST', `/api/admin/bank/${id}/question`],
  ['POST', `/api/admin/bank/${id}/import`],
  ['PUT', `/api/admin/question/${id}`],
  ['DELETE', `/api/admin/question/${id}`],
  ['GET', '/api/admin/certificate/all'],
  ['POST', '/api/admin/certificate'],
  ['POST', `/api/admin/certificate/${certificateId}/revoke`],
  ['POST', `/api/admin/certificate/${certificateId}/reissue`],
  ['GET', '/api/admin/coupon/all'],
  ['POST', '/api/admin/coupon'],
  ['PUT', `/api/admin/coupon/${id}`],
  ['GET', '/api/admin/payment/all'],
  ['POST', `/api/admin/payment/${id}/refund`],
  ['POST', '/api/admin/market/import'],
  ['GET', '/api/admin/market/status'],
  ['GET', '/api/admin/privacy/consents'],
  ['GET', '/api/admin/breach/all'],
  ['POST', '/api/admin/breach'],
  ['GET', `/api/admin/breach/${id}/report`],
  ['POST', `/api/admin/breach/${id}/reported`],
  ['GET', '/api/admin/privacy/notice/all'],
  ['POST', '/api/admin/privacy/notice'],
  ['GET', '/api/admin/privacy/requests'],
  ['GET', '/api/admin/legal/all'],
  ['POST', '/api/admin/legal/terms'],
  ['GET', `/api/admin/program/${id}/simulator`],
  ['PUT', `/api/admin/program/${id}/simulator`],
  ['GET', '/api/admin/grievance/all'],
  ['POST', `/api/admin/grievance/${id}/reply`],
  ['POST', `/api/admin/program/${id}/batch`],
  ['PUT', `/api/admin/batch/${id}`],
  ['DELETE', `/api/admin/batch/${id}`],
  ['GET', `/api/admin/program/${id}/batch/all`],
  ['PUT', `/api/admin/subscription/${id}/batch`],
  ['GET', '/api/admin/instructor/all'],
  ['GET', '/api/admin/moderation/words'],
  ['POST', '/api/admin/moderation/words'],
  ['DELETE', `/api/admin/moderation/words/${id}`],
  ['GET', `/api/admin/program/${id}/journal-lists`],
  ['PUT', `/api/admin/program/${id}/journal-lists`],
  ['GET', `/api/admin/program/${id}/evaluation`],
  ['PUT', `/api/admin/program/${id}/evaluation`],
  ['GET', `/api/admin/program/${id}/mentors`],
  ['PUT', `/api/admin/program/${id}/mentor/${id}`],
  ['DELETE', `/api/admin/program/${id}/mentor/${id}`],
  ['GET', '/api/admin/mentor/choices'],
] as const;

/**
 * The admin routes an instructor may call too (`access: 'staff'`, docs/product.md §20.7): the gate
 * lets them through, and the live area answers for a batch that is not theirs.
 */
const STAFF_ROUTES: readonly (readonly [string, string])[] = [
  // An instructor uploads their session's recording (ADR 075).
  ['GET', `/api/admin/media/${id}`],
  ['POST', '/api/admin/media/upload'],
  ['GET', `/api/admin/media/upload/${id}`],
  ['PUT', `/api/admin/media/upload/${id}/chunk?offset=0`],
  ['POST', `/api/admin/media/upload/${id}/complete`],
  ['GET', `/api/admin/session/${id}/recording`],
  ['PUT', `/api/admin/session/${id}/recording`],
  ['DELETE', `/api/admin/session/${id}/recording`],
  ['GET', '/api/admin/instructor/batches'],
  ['GET', '/api/admin/instructor/sessions'],
  ['GET', `/api/admin/batch/${id}/session/all`],
  ['POST', `/api/admin/batch/${id}/session`],
  ['POST', `/api/admin/batch/${id}/session/series`],
  ['PUT', `/api/admin/session/${id}`],
  ['DELETE', `/api/admin/session/${id}`],
  ['GET', `/api/admin/session/${id}/attendance`],
  ['PUT', `/api/admin/session/${id}/attendance`],
  ['GET', `/api/admin/batch/${id}/roster`],
  // Instructors work the community's review queue for their programs' spaces (docs/product.md §22.4).
  ['GET', '/api/admin/moderation/queue'],
  ['POST', `/api/admin/moderation/${id}`],
  ['POST', '/api/admin/moderation/mute'],
  // A mentor reads and reviews their assigned learners' journals (docs/product.md §23.2).
  ['GET', '/api/admin/mentor/learners'],
  ['GET', `/api/admin/mentor/learner/${id}/journal?program_id=${id}`],
  ['GET', `/api/admin/mentor/learner/${id}/stats?program_id=${id}`],
  ['GET', `/api/admin/mentor/learner/${id}/reviews?program_id=${id}`],
  ['POST', `/api/admin/mentor/learner/${id}/review`],
  ['PUT', `/api/admin/mentor/learner/${id}/signoff`],
];

const ALL_ROUTES = [...ROUTES, ...STAFF_ROUTES];

describe('the admin gate', () => {
  it.each(ALL_ROUTES)('%s %s answers 401 without a valid token', async (method, url) => {
    const res = await app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.loginRequired });
  });

  it.each(ALL_ROUTES)(
    '%s %s answers 403 to a signed-in learner, before reading the body',
    async (method, url) => {
      const { headers } = await userSession(app, db);
      const res = await app.inject({
        method,
        url,
        headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.admin.adminOnly });
    },
  );

  it.each(ROUTES)('%s %s answers 403 to an instructor, before reading the body', async (method, url) => {
    const { headers } = await instructorSession(app, db);
    const res = await app.inject({
      method,
      url,
      headers,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.admin.adminOnly });
  });

  it.each(STAFF_ROUTES)('%s %s lets an instructor past the gate', async (method, url) => {
    const { headers } = await instructorSession(app, db);
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.json()).not.toEqual({ message: MESSAGES.admin.adminOnly });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('lets an admin through', async () => {
    const { headers } = await adminSession(app, db);
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics', headers })).statusCode).toBe(200);
  });
});
