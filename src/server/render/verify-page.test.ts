import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../db/schema.ts';
import { CLIENT_DIST_DIR } from '../plugins/static.ts';
import { adminSession, createProgram, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { SERVER_RENDERER_PATH } from './page-renderer.ts';

// Rendered by the build's renderer: run `npm run build` first when running this file alone.
if (!existsSync(SERVER_RENDERER_PATH)) throw new Error('Run `npm run build` first: no server renderer.');

const { app, db } = await buildTestApp(
  { PUBLIC_URL: 'https://www.fintrain.test', LOG_LEVEL: 'error' },
  { clientDir: CLIENT_DIST_DIR },
);

async function issued(name: string) {
  const admin = await adminSession(app, db);
  const learner = await createUser(db, { name });
  const program = await createProgram(db, { title: 'Pro Trader Program' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/certificate',
    headers: admin.headers,
    payload: { user_id: learner.id, program_id: program.id },
  });
  return res.json()._id as string;
}

const root = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('/verify/:id on the server', () => {
  it('has the verdict, the name as typed and the program in its first HTML, and is not indexed', async () => {
    const id = await issued('श्री माधव त्रिपाठी');
    const res = await app.inject({ method: 'GET', url: `/verify/${id}` });
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain('Valid ✓');
    expect(root(res.body)).toContain('श्री माधव त्रिपाठी');
    expect(root(res.body)).toContain('Pro Trader Program');
    expect(res.body).toContain('<title>Verify a certificate | FinTrain Academy</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('shows an altered certificate as invalid', async () => {
    const id = await issued('Asha Verma');
    await db.update(certificates).set({ learnerName: 'Someone Else' }).where(eq(certificates.id, id));
    const res = await app.inject({ method: 'GET', url: `/verify/${id}` });
    expect(root(res.body)).toContain('Invalid');
    expect(root(res.body)).not.toContain('Valid ✓');
  });

  it('answers 404 with "Certificate not found." for an unknown id', async () => {
    const res = await app.inject({ method: 'GET', url: '/verify/ABCDEFGHJKMN' });
    expect(res.statusCode).toBe(404);
    expect(root(res.body)).toContain('Certificate not found.');
  });
});
