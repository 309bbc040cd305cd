import {
  AdminNoticeListSchema,
  AdminNoticeSchema,
  indianDate,
  PrivacyStatusSchema,
} from '@contract/privacy.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, noticeVersions } from '../db/schema.ts';
import { adminSession, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { currentNotice } from './notice.ts';

const { app, db } = await buildTestApp();

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const daysFromToday = (days: number) => indianDate(new Date(Date.now() + days * 86_400_000));

/** The next version's body: the texts in force with a changed summary. */
async function nextVersion(overrides: object = {}) {
  const notice = await currentNotice(db);
  const versions = await db.select({ version: noticeVersions.version }).from(noticeVersions);
  const version = Math.max(...versions.map((row) => row.version)) + 1;
  return {
    version,
    effective_date: indianDate(),
    material: true,
    texts: {
      en: { ...notice.texts.en, summary: 'We now also use your city to suggest offline workshops.' },
      hi: notice.texts.hi,
    },
    ...overrides,
  };
}

const status = async (headers: Record<string, string>) =>
  PrivacyStatusSchema.parse((await call('GET', '/privacy/status', headers)).json());

describe('POST /api/admin/privacy/notice', () => {
  it('publishes a material version (audited) that a signed-in learner acknowledges once', async () => {
    const admin = await adminSession(app, db);
    const learner = await userSession(app, db, { dateOfBirth: '1985-01-01' });
    expect((await call('POST', '/privacy/notice/ack', learner.headers, { version: 1 })).statusCode).toBe(200);
    expect((await status(learner.headers)).needs_notice_ack).toBe(false);

    const body = await nextVersion();
    const res = await call('POST', '/admin/privacy/notice', admin.headers, body);
    expect(res.statusCode).toBe(201);
    expect(AdminNoticeSchema.strict().parse(res.json())).toMatchObject({
      version: 2,
      material: true,
      current: true,
      effective_date: indianDate(),
    });

    // The learner is asked once, for the new version; after acknowledging, not again.
    expect(await status(learner.headers)).toMatchObject({ needs_notice_ack: true, notice_version: 2 });
    const notice = await call('GET', '/privacy/notice', {});
    expect(notice.json().texts.en.summary).toBe(body.texts.en.summary);
    expect((await call('POST', '/privacy/notice/ack', learner.headers, { version: 2 })).statusCode).toBe(200);
    expect((await status(learner.headers)).needs_notice_ack).toBe(false);

    const list = AdminNoticeListSchema.parse(
      (await call('GET', '/admin/privacy/notice/all', admin.headers)).json(),
    );
    expect(list.map((row) => [row.version, row.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'notice.publish'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: admin.user.email, entityType: 'notice', entityId: '2' });
  });

  it('does not ask again for a version that only mends wording, nor before its effective date', async () => {
    const admin = await adminSession(app, db);
    const learner = await userSession(app, db, { dateOfBirth: '1985-01-01' });
    const latest = await call('POST', '/admin/privacy/notice', admin.headers, await nextVersion());
    await call('POST', '/privacy/notice/ack', learner.headers, { version: latest.json().version });

    const wording = await call(
      'POST',
      '/admin/privacy/notice',
      admin.headers,
      await nextVersion({ material: false }),
    );
    expect(wording.statusCode).toBe(201);
    expect((await status(learner.headers)).needs_notice_ack).toBe(false);

    const later = await call(
      'POST',
      '/admin/privacy/notice',
      admin.headers,
      await nextVersion({ effective_date: daysFromToday(10) }),
    );
    expect(later.statusCode).toBe(201);
    expect(later.json().current).toBe(false);
    expect((await status(learner.headers)).needs_notice_ack).toBe(false);
  });

  it('refuses a taken version (409), a gap, a past date and empty text (400), changing nothing', async () => {
    const admin = await adminSession(app, db);
    expect((await call('POST', '/admin/privacy/notice', admin.headers, await nextVersion())).statusCode).toBe(
      201,
    );
    const before = await db.select().from(noticeVersions);
    const next = (await nextVersion()).version;

    const taken = await call(
      'POST',
      '/admin/privacy/notice',
      admin.headers,
      await nextVersion({ version: next - 1 }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: `Version ${next - 1} is already published. The next version is ${next}.`,
    });

    const gap = await call(
      'POST',
      '/admin/privacy/notice',
      admin.headers,
      await nextVersion({ version: next + 1 }),
    );
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toContain(`The next version is ${next}`);

    const past = await call(
      'POST',
      '/admin/privacy/notice',
      admin.headers,
      await nextVersion({ effective_date: daysFromToday(-1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/today or later/);

    const body = await nextVersion();
    const empty = await call('POST', '/admin/privacy/notice', admin.headers, {
      ...body,
      texts: { ...body.texts, hi: { ...body.texts.hi, summary: '   ' } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Hindi summary is required.' });

    const noItems = await call('POST', '/admin/privacy/notice', admin.headers, {
      ...body,
      texts: { ...body.texts, en: { ...body.texts.en, items: [] } },
    });
    expect(noItems.statusCode).toBe(400);
    expect(noItems.json()).toEqual({ message: 'List at least one English item of data and its purpose.' });

    expect(await db.select().from(noticeVersions)).toHaveLength(before.length);
  });

  it('gives one version to each of two admins publishing the same number at once', async () => {
    const admin = await adminSession(app, db);
    const body = await nextVersion();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/admin/privacy/notice', admin.headers, body)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
  });
});
