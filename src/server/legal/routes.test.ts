import { LEGAL_TITLES } from '@contract/legal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LEGAL_KINDS } from '@contract/vocabulary.ts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, legalDocuments } from '../db/schema.ts';
import { adminSession, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { todayInIndia } from './pages.ts';
import { seedLegalDefaults } from './seed.ts';

const { app, db } = await buildTestApp();

/** 'YYYY-MM-DD' `days` from today in India. */
function dayFromToday(days: number): string {
  const [y, m, d] = todayInIndia().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** A version written straight into the table, as if published earlier. */
async function insertVersion(
  kind: 'terms' | 'privacy',
  version: number,
  effectiveFrom: string,
  html: string,
) {
  await db.insert(legalDocuments).values({ kind, version, effectiveFrom, html, createdByEmail: 'system' });
}

describe('GET /api/legal/:kind', () => {
  it('shows the default of every kind once seeded, with SEBI’s line in the Terms', async () => {
    expect(await seedLegalDefaults(db, app.config)).toBe(true);
    expect(await seedLegalDefaults(db, app.config)).toBe(false);
    for (const kind of LEGAL_KINDS) {
      const res = await app.inject({ method: 'GET', url: `/api/legal/${kind}` });
      expect(res.statusCode, kind).toBe(200);
      expect(res.json()).toMatchObject({
        kind,
        title: LEGAL_TITLES[kind],
        version: 1,
        effective_from: todayInIndia(),
        current: true,
        versions: [{ version: 1, effective_from: todayInIndia() }],
      });
    }
    const terms = (await app.inject({ method: 'GET', url: '/api/legal/terms' })).json();
    expect(terms.html).toContain('is investment advice, a recommendation');
    expect(terms.html).toContain('not registered with SEBI');
    expect(terms.html).toContain('at least 30 days old');
    const refund = (await app.inject({ method: 'GET', url: '/api/legal/refund' })).json();
    expect(refund.html).toContain('credit note');
    expect(refund.html).toContain('A <strong>full refund</strong> ends the subscription');
  });

  it('shows the highest version in effect today, not one that starts tomorrow, and earlier ones on request', async () => {
    await insertVersion('terms', 1, dayFromToday(-30), '<p>First terms</p>');
    await insertVersion('terms', 2, dayFromToday(0), '<p>Second terms</p>');
    await insertVersion('terms', 3, dayFromToday(1), '<p>Tomorrow’s terms</p>');

    const current = await app.inject({ method: 'GET', url: '/api/legal/terms' });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ version: 2, html: '<p>Second terms</p>', current: true });
    expect(current.json().versions).toEqual([
      { version: 2, effective_from: dayFromToday(0) },
      { version: 1, effective_from: dayFromToday(-30) },
    ]);

    const old = await app.inject({ method: 'GET', url: '/api/legal/terms?version=1' });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ version: 1, html: '<p>First terms</p>', current: false });

    const future = await app.inject({ method: 'GET', url: '/api/legal/terms?version=3' });
    expect(future.statusCode).toBe(404);
    expect(future.json()).toEqual({ message: MESSAGES.legal.versionNotFound });
  });

  it('answers 404 for an unknown kind, a kind without versions or a missing version, 400 for a malformed one', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/legal/cookies' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.legal.notFound });
    const none = await app.inject({ method: 'GET', url: '/api/legal/privacy' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: MESSAGES.legal.notFound });
    await insertVersion('privacy', 1, dayFromToday(0), '<p>Privacy</p>');
    const missing = await app.inject({ method: 'GET', url: '/api/legal/privacy?version=2' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.legal.versionNotFound });
    for (const version of ['0', 'abc', '1.5']) {
      const res = await app.inject({ method: 'GET', url: `/api/legal/privacy?version=${version}` });
      expect(res.statusCode, version).toBe(400);
    }
  });
});

describe('the admin legal pages', () => {
  it('lists every kind with its versions and the one in effect', async () => {
    const { headers } = await adminSession(app, db);
    await insertVersion('terms', 1, dayFromToday(-3), '<p>One</p>');
    await insertVersion('terms', 2, dayFromToday(5), '<p>Two</p>');
    const res = await app.inject({ method: 'GET', url: '/api/admin/legal/all', headers });
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(all.map((d: { kind: string }) => d.kind)).toEqual([...LEGAL_KINDS]);
    const terms = all.find((d: { kind: string }) => d.kind === 'terms');
    expect(terms.current_version).toBe(1);
    expect(terms.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(all.find((d: { kind: string }) => d.kind === 'faq')).toMatchObject({
      current_version: null,
      versions: [],
    });
  });

  it('publishes a new version, sanitised, audited, never changing the old one', async () => {
    const { headers, user } = await adminSession(app, db);
    await insertVersion('terms', 1, dayFromToday(-3), '<p>One</p>');
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/legal/terms',
      headers,
      payload: {
        html: '<h2>New terms</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>',
        effective_from: dayFromToday(0),
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.current_version).toBe(2);
    expect(body.versions[0]).toMatchObject({
      version: 2,
      effective_from: dayFromToday(0),
      created_by: user.email,
    });
    expect(body.versions[0].html).toContain('<h2>New terms</h2>');
    expect(body.versions[0].html).not.toMatch(/script|onclick|javascript:/);
    expect(body.versions[1]).toMatchObject({ version: 1, html: '<p>One</p>' });

    const shown = await app.inject({ method: 'GET', url: '/api/legal/terms' });
    expect(shown.json()).toMatchObject({ version: 2, current: true });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'legal.publish'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: user.id, after: { kind: 'terms', version: 2 } });
  });

  it('refuses a date in the past, a bad date, an empty text or one the sanitiser empties, with 400', async () => {
    const { headers } = await adminSession(app, db);
    const cases = [
      [{ html: '<p>x</p>', effective_from: dayFromToday(-1) }, MESSAGES.legal.dateInPast],
      [{ html: '<p>x</p>', effective_from: '2026-02-30' }, MESSAGES.legal.badDate],
      [{ html: '<p>x</p>' }, MESSAGES.legal.badDate],
      [{ html: '   ', effective_from: dayFromToday(0) }, MESSAGES.legal.htmlRequired],
      [{ html: '<script>alert(1)</script>', effective_from: dayFromToday(0) }, MESSAGES.legal.htmlRequired],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/legal/terms', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/legal/cookies',
      headers,
      payload: { html: '<p>x</p>', effective_from: dayFromToday(0) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await db.select().from(legalDocuments)).toHaveLength(0);
  });

  it('numbers concurrent publications one after another, without gaps or twins', async () => {
    const { headers } = await adminSession(app, db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/legal/faq',
          headers,
          payload: { html: `<p>FAQ ${i}</p>`, effective_from: dayFromToday(0) },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    const rows = await db.select().from(legalDocuments).where(eq(legalDocuments.kind, 'faq'));
    expect(rows.map((row) => row.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps published versions as they are: the table refuses updates and deletes', async () => {
    await insertVersion('terms', 1, dayFromToday(0), '<p>One</p>');
    await expect(
      db.update(legalDocuments).set({ html: '<p>Changed</p>' }).where(eq(legalDocuments.version, 1)),
    ).rejects.toThrow();
    await expect(db.delete(legalDocuments).where(and(eq(legalDocuments.kind, 'terms')))).rejects.toThrow();
    const [row] = await db.select({ html: legalDocuments.html }).from(legalDocuments);
    expect(row?.html).toBe('<p>One</p>');
    expect((await db.execute(sql`select count(*)::int as n from legal_documents`)).rows[0]).toEqual({ n: 1 });
  });

  it('is for admins only', async () => {
    const learner = await userSession(app, db);
    const res = await app.inject({ method: 'GET', url: '/api/admin/legal/all', headers: learner.headers });
    expect(res.statusCode).toBe(403);
  });
});
