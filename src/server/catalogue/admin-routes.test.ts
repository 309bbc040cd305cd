import { cleanedHtmlTooLongMessage, IMAGE_PATH_MESSAGE } from '@contract/admin.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ProgramSchema } from '@contract/program.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, programs } from '../db/schema.ts';
import { adminSession, createProgram, createSubscription, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

const program = {
  title: 'Options Strategies Program',
  tag: 'Derivatives',
  description: 'Spreads, straddles and hedging for NSE index options.',
  image_path: '/images/programs/default.svg',
  offering_type: 'PAID',
  actual_price: 39_999,
  offer_price: 29_999,
  availability: 'yes',
  html_content: '<h3>Week 1</h3><p>Option pricing</p>',
};

describe('POST /api/admin/program/add', () => {
  it('creates the program, answers 201 with it and audits', async () => {
    const { headers, user } = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: program,
    });
    expect(res.statusCode).toBe(201);
    const body = ProgramSchema.parse(res.json());
    expect(body).toMatchObject({ ...program, slug: 'options-strategies-program' });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({
      actorId: user.id,
      action: 'program.add',
      entityId: body._id,
      before: null,
    });
    expect(audit?.after).toMatchObject({ title: 'Options Strategies Program' });
  });

  it('sanitises the HTML before storing it: scripts, event handlers and javascript: links', async () => {
    const { headers } = await adminSession(app, db);
    const html =
      '<p>Intro</p><script>alert("x")</script><img src="/images/a.svg" onerror="alert(1)" alt="a"><a href="javascript:alert(1)">click</a>';
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...program, html_content: html },
    });
    expect(res.json().html_content).toBe('<p>Intro</p><img src="/images/a.svg" alt="a" /><a>click</a>');
    const [row] = await db.select().from(programs);
    expect(row?.htmlContent).not.toMatch(/script|onerror|javascript:/i);
  });

  it('accepts prices typed as numeric strings and an ignored _id', async () => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...program, _id: 'whatever', actual_price: '4999', offer_price: '3999' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ actual_price: 4999, offer_price: 3999 });
  });

  it.each([
    [{ offering_type: 'PREMIUM' }, "Type must be 'PAID' or 'FREE'."],
    [{ offering_type: undefined }, "Type must be 'PAID' or 'FREE'."],
    [{ actual_price: -1 }, 'Actual price cannot be negative.'],
    [{ offer_price: 'abc' }, 'Offer price must be a number.'],
    [{ offer_price: 12.5 }, 'Offer price must be in whole rupees.'],
    [{ offer_price: 50_000 }, 'Offer price cannot be more than the actual price.'],
    [{ availability: 'maybe' }, "Availability must be 'yes' or 'no'."],
    [{ title: ' ' }, 'Title is required.'],
    [{ image_path: 'javascript:alert(1)' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/\\evil.example/x.png' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '//evil.example/x.png' }, IMAGE_PATH_MESSAGE],
    [{ image_path: 'https://evil.example/x.png' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/images/../../etc/passwd.png' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '../images/x.png' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/images/%2e%2e/x.png' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/images/a b.png' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/images/x.png?v=1' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/images/x.png\u0000' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/uploads/x.png' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/images/programs/' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/api/media/images/0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10/999.jpg' }, IMAGE_PATH_MESSAGE],
    [{ image_path: '/api/media/images/not-a-uuid/1200.jpg' }, IMAGE_PATH_MESSAGE],
  ])('rejects %j with 400 and stores nothing', async (change, message) => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...program, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await db.select().from(programs)).toHaveLength(0);
  });

  it.each([
    ['/images/programs/pro-trader.svg'],
    ['/images/programs/new_batch-2026.PNG'],
    ['/api/media/images/0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10/1200.jpg'],
    [''],
    [null],
  ])('accepts the image path %j', async (imagePath) => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...program, image_path: imagePath },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().image_path).toBe(imagePath || null);
  });

  it('refuses HTML that grows past the limit once cleaned, with a clear 400, and stores nothing', async () => {
    const { headers } = await adminSession(app, db);
    // 150,000 characters in, 300,000 once every & is stored as &amp;.
    const html = `<p>${'R&D '.repeat(37_498)}</p>`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...program, html_content: html },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: cleanedHtmlTooLongMessage(html.length + 4 * 37_498) });
    expect(res.json().message).toContain(`at most ${LIMITS.htmlContent} characters once cleaned`);
    expect(await db.select().from(programs)).toHaveLength(0);
  });

  it('stores long HTML that fits once cleaned, and the same program saves again unchanged', async () => {
    const { headers } = await adminSession(app, db);
    const html = `<p>${'R&D and risk management. '.repeat(6_000)}</p>`;
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...program, html_content: html },
    });
    expect(added.statusCode).toBe(201);
    const stored = added.json();
    expect(stored.html_content.length).toBeGreaterThan(html.length);
    expect(stored.html_content.length).toBeLessThanOrEqual(LIMITS.htmlContent);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${stored._id}`,
      headers,
      payload: stored,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().html_content).toBe(stored.html_content);
  });

  it('takes program HTML up to the raised body limit', async () => {
    const { headers } = await adminSession(app, db);
    const long = `<p>${'Risk management. '.repeat(9000)}</p>`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/program/add',
      headers,
      payload: { ...program, html_content: long },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('PUT and DELETE /api/admin/program/:id', () => {
  it('edits a program (200) and audits before and after', async () => {
    const { headers } = await adminSession(app, db);
    const existing = await createProgram(db, { title: 'Old Title', availability: 'no' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${existing.id}`,
      headers,
      payload: { ...program, title: 'New Title', availability: 'yes' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: existing.id, title: 'New Title', availability: 'yes' });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'program.edit'));
    expect(audit?.before).toMatchObject({ title: 'Old Title', availability: 'no' });
    expect(audit?.after).toMatchObject({ title: 'New Title', availability: 'yes' });
  });

  it('answers 404 for an unknown program', async () => {
    const { headers } = await adminSession(app, db);
    const url = '/api/admin/program/0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';
    expect((await app.inject({ method: 'PUT', url, headers, payload: program })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
  });

  it('deletes a program without current subscriptions and audits', async () => {
    const { headers } = await adminSession(app, db);
    const existing = await createProgram(db);
    const res = await app.inject({ method: 'DELETE', url: `/api/admin/program/${existing.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.admin.programDeleted });
    expect(await db.select().from(programs)).toHaveLength(0);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'program.delete'));
    expect(audit).toMatchObject({ entityId: existing.id, after: null });
  });

  it('refuses to delete a program with a pending or active subscription, allows it with rejected ones only', async () => {
    const { headers } = await adminSession(app, db);
    const learner = await createUser(db);
    const existing = await createProgram(db);
    const subscription = await createSubscription(db, learner, existing, { status: 'active' });
    const refused = await app.inject({ method: 'DELETE', url: `/api/admin/program/${existing.id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MESSAGES.admin.programHasSubscriptions });
    expect(await db.select().from(programs)).toHaveLength(1);

    await app.inject({
      method: 'PUT',
      url: `/api/admin/subscription/${subscription.id}`,
      headers,
      payload: { status: 'rejected' },
    });
    const allowed = await app.inject({ method: 'DELETE', url: `/api/admin/program/${existing.id}`, headers });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('GET /api/admin/program/all', () => {
  it('searches title or tag case-insensitively and pages with a total', async () => {
    const { headers } = await adminSession(app, db);
    await createProgram(db, { title: 'Pro Trader Program', tag: 'Intraday' });
    await createProgram(db, { title: 'Swing Trader Program', tag: 'Positional' });
    await createProgram(db, { title: 'Wealth Management', tag: 'Investing' });
    const byTitle = await app.inject({
      method: 'GET',
      url: '/api/admin/program/all?q=TRADER&page=1&limit=1',
      headers,
    });
    expect(byTitle.headers['x-total-count']).toBe('2');
    expect(byTitle.json()).toHaveLength(1);
    const byTag = await app.inject({ method: 'GET', url: '/api/admin/program/all?q=invest', headers });
    expect(byTag.json().map((p: { title: string }) => p.title)).toEqual(['Wealth Management']);
  });
});
