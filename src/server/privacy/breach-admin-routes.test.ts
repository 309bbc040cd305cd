import { BreachListSchema, BreachReportSchema, BreachSchema } from '@contract/breach.ts';
import { ConsentCountsSchema } from '@contract/privacy.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, consents } from '../db/schema.ts';
import { adminSession, createUser, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const incident = (discoveredHoursAgo: number) => ({
  discovered_at: hoursAgo(discoveredHoursAgo),
  occurred_at: hoursAgo(discoveredHoursAgo + 5),
  description: 'A backup file was readable from a public storage link.',
  data_nature: 'Names, e-mail addresses and mobile numbers',
  categories: 'Learners who registered before March 2026',
  people_affected: 1200,
  measures: 'The link was removed and the storage keys were rotated.',
  risks: 'Phishing e-mails and calls in our name.',
  contact: 'Grievance Officer, privacy@fintrain.in, +91 80 4000 0000',
});

describe('the breach register', () => {
  it('records an incident (audited), lists it with its 72-hour deadline, and flags a late report', async () => {
    const admin = await adminSession(app, db);
    const add = await app.inject({
      method: 'POST',
      url: '/api/admin/breach',
      headers: admin.headers,
      payload: incident(80),
    });
    expect(add.statusCode).toBe(201);
    const late = BreachSchema.strict().parse(add.json());
    expect(late).toMatchObject({ people_affected: 1200, reported_at: null, report_late: true });
    const fresh = BreachSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/breach',
          headers: admin.headers,
          payload: incident(2),
        })
      ).json(),
    );
    expect(fresh.report_late).toBe(false);

    const list = await app.inject({ method: 'GET', url: '/api/admin/breach/all', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const rows = BreachListSchema.parse(list.json());
    expect(rows.map((row) => [row._id, row.report_late])).toEqual([
      [fresh._id, false],
      [late._id, true],
    ]);
    expect(new Date(fresh.report_due_at).getTime() - new Date(fresh.discovered_at).getTime()).toBe(
      72 * 3600_000,
    );

    const filed = await app.inject({
      method: 'POST',
      url: `/api/admin/breach/${fresh._id}/reported`,
      headers: admin.headers,
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ report_late: false });
    expect(filed.json().reported_at).not.toBeNull();

    const audit = await db.select().from(auditLog).where(eq(auditLog.entityType, 'breach'));
    expect(audit.map((row) => row.action).sort()).toEqual(['breach.add', 'breach.add', 'breach.reported']);
    expect(audit.every((row) => row.actorEmail === admin.user.email)).toBe(true);
  });

  it("gives the Board's report fields and the notice to learners as text", async () => {
    const admin = await adminSession(app, db);
    const { _id } = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/breach',
        headers: admin.headers,
        payload: incident(10),
      })
    ).json();
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/breach/${_id}/report`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const report = BreachReportSchema.strict().parse(res.json());
    expect(report.board_report).toContain('Data Protection Board of India');
    expect(report.board_report).toContain('Approximate number of Data Principals affected: 1200');
    expect(report.board_report).toContain(
      'Nature of the personal data involved: Names, e-mail addresses and mobile numbers',
    );
    expect(report.board_report).toMatch(/Date and time the breach became known: .+ IST/);
    expect(report.board_report).toContain(
      'Measures taken or proposed to mitigate the risk: The link was removed',
    );
    expect(report.learner_notice).toContain('Phishing e-mails and calls in our name.');
    expect(report.learner_notice).toContain('privacy@fintrain.in');
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'breach.report_read'));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for an unknown incident and 400 for an incomplete one', async () => {
    const admin = await adminSession(app, db);
    const unknown = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';
    const missing = await app.inject({
      method: 'GET',
      url: `/api/admin/breach/${unknown}/report`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Breach not found.' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/breach/${unknown}/reported`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
    const { risks: _risks, ...partial } = incident(1);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/breach',
      headers: admin.headers,
      payload: partial,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Likely risks is required.' });
  });
});

describe('GET /api/admin/privacy/consents', () => {
  it('counts present choices by purpose and notice version, and acknowledgements by version', async () => {
    const admin = await adminSession(app, db);
    const [a, b, c] = [await createUser(db), await createUser(db), await createUser(db)];
    await db.insert(consents).values([
      { userId: a.id, purpose: 'marketing_email', granted: true, noticeVersion: 1 },
      { userId: b.id, purpose: 'marketing_email', granted: false, noticeVersion: 1 },
      { userId: c.id, purpose: 'marketing_email', granted: true, noticeVersion: 2 },
      { userId: a.id, purpose: 'leaderboard_name', granted: true, noticeVersion: 1 },
    ]);
    const learner = await userSession(app, db);
    await app.inject({
      method: 'POST',
      url: '/api/privacy/notice/ack',
      headers: learner.headers,
      payload: { version: 1 },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/privacy/consents',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(ConsentCountsSchema.strict().parse(res.json())).toEqual({
      rows: [
        { purpose: 'leaderboard_name', notice_version: 1, granted: 1, withdrawn: 0 },
        { purpose: 'marketing_email', notice_version: 1, granted: 1, withdrawn: 1 },
        { purpose: 'marketing_email', notice_version: 2, granted: 1, withdrawn: 0 },
      ],
      acknowledgements: [{ notice_version: 1, learners: 1 }],
    });
  });
});
