import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLog, leads } from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

type LeadInsert = typeof leads.$inferInsert;
let n = 0;
async function createLead(database: Database, overrides: Partial<LeadInsert> = {}) {
  n += 1;
  const [lead] = await database
    .insert(leads)
    .values({
      kind: 'offer',
      email: `lead${n}@example.in`,
      name: `Lead ${n}`,
      course: 'Pro Trader',
      consentToContact: true,
      status: 'new',
      ...overrides,
    })
    .returning();
  if (!lead) throw new Error('no lead');
  return lead;
}

describe('GET /api/admin/lead/all', () => {
  it('lists leads newest first, paged, searchable and filtered by kind and status', async () => {
    const { headers } = await adminSession(app, db);
    await createLead(db, { name: 'Older Offer', createdOn: new Date('2026-01-01'), sourcePage: '/' });
    await createLead(db, {
      kind: 'newsletter',
      name: null,
      course: null,
      email: 'reader@example.in',
      consentToContact: false,
      status: 'subscribed',
      createdOn: new Date('2026-02-01'),
    });
    await createLead(db, { name: 'Called', status: 'contacted', createdOn: new Date('2026-03-01') });

    const page = await app.inject({ method: 'GET', url: '/api/admin/lead/all?page=1&limit=2', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((lead: { name: string | null }) => lead.name)).toEqual(['Called', null]);
    const last = await app.inject({ method: 'GET', url: '/api/admin/lead/all?page=2&limit=2', headers });
    expect(last.json()).toEqual([
      {
        _id: expect.any(String),
        kind: 'offer',
        name: 'Older Offer',
        email: expect.stringMatching(/@example\.in$/),
        course: 'Pro Trader',
        source_page: '/',
        consent_to_contact: true,
        status: 'new',
        created_at: '2026-01-01T00:00:00.000Z',
        contacted_at: null,
      },
    ]);

    const byKind = await app.inject({ method: 'GET', url: '/api/admin/lead/all?kind=newsletter', headers });
    expect(byKind.json().map((lead: { email: string }) => lead.email)).toEqual(['reader@example.in']);
    const byStatus = await app.inject({
      method: 'GET',
      url: '/api/admin/lead/all?kind=offer&status=new',
      headers,
    });
    expect(byStatus.json().map((lead: { name: string }) => lead.name)).toEqual(['Older Offer']);
    const search = await app.inject({ method: 'GET', url: '/api/admin/lead/all?q=READER', headers });
    expect(search.headers['x-total-count']).toBe('1');
  });

  it('refuses an unknown kind or status with 400', async () => {
    const { headers } = await adminSession(app, db);
    const kind = await app.inject({ method: 'GET', url: '/api/admin/lead/all?kind=call', headers });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toEqual({ message: "kind must be 'offer' or 'newsletter'." });
    const status = await app.inject({ method: 'GET', url: '/api/admin/lead/all?status=won', headers });
    expect(status.statusCode).toBe(400);
  });
});

describe('POST /api/admin/lead/:id/contacted', () => {
  it('marks an offer lead contacted once, with its audit row', async () => {
    const { headers, user } = await adminSession(app, db);
    const lead = await createLead(db);
    const res = await app.inject({ method: 'POST', url: `/api/admin/lead/${lead.id}/contacted`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: lead.id, status: 'contacted', contacted_at: expect.any(String) });
    const again = await app.inject({ method: 'POST', url: `/api/admin/lead/${lead.id}/contacted`, headers });
    expect(again.json().contacted_at).toBe(res.json().contacted_at);
    expect(await db.select().from(leads)).toMatchObject([{ status: 'contacted', contactedBy: user.id }]);
    expect(await db.select().from(auditLog)).toMatchObject([
      { action: 'lead.contacted', entityId: lead.id, actorId: user.id },
    ]);
  });

  it('refuses a newsletter lead with 409 and an unknown id with 404, changing nothing', async () => {
    const { headers } = await adminSession(app, db);
    const reader = await createLead(db, {
      kind: 'newsletter',
      consentToContact: false,
      status: 'subscribed',
    });
    const res = await app.inject({ method: 'POST', url: `/api/admin/lead/${reader.id}/contacted`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.leads.noConsent });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/lead/0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f/contacted',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.leads.notFound });
    expect(await db.select().from(leads)).toMatchObject([{ status: 'subscribed', contactedAt: null }]);
    expect(await db.select().from(auditLog)).toHaveLength(0);
  });
});

describe('GET /api/admin/lead/export', () => {
  it('sends every match as a CSV attachment with formulas neutralised and cells quoted', async () => {
    const { headers } = await adminSession(app, db);
    await createLead(db, { name: '=HYPERLINK("http://evil.example","Click")', email: 'a@example.in' });
    await createLead(db, { name: 'Iyer, Ananya', email: 'b@example.in', sourcePage: '/' });
    await createLead(db, {
      name: '@SUM(1)',
      kind: 'newsletter',
      consentToContact: false,
      status: 'subscribed',
    });
    for (const name of ['+91', '-1']) await createLead(db, { name, status: 'contacted' });

    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/lead/export?kind=offer&status=new&limit=1',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,kind,name,email,course,source_page,consent_to_contact,status,created_at,contacted_at',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},offer,"Iyer, Ananya",b@example\.in,Pro Trader,\/,true,new,/);
    expect(lines[2]).toContain(`,offer,"'=HYPERLINK(""http://evil.example"",""Click"")",a@example.in,`);

    const all = await app.inject({ method: 'GET', url: '/api/admin/lead/export', headers });
    expect(all.body).toContain(",'@SUM(1),");
    expect(all.body).toContain(",'+91,");
    expect(all.body).toContain(",'-1,");
  });
});
