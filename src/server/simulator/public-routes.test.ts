import { describe, expect, it } from 'vitest';
import { programSimulatorSettings } from '../db/schema.ts';
import { createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

const { app, db } = await buildTestApp();

describe('GET /api/simulator/programs', () => {
  it('names to anyone, by title, the programs whose simulator is on, and no other', async () => {
    const swing = await createProgram(db, { title: 'Swing Trader Program', slug: 'swing-trader' });
    const pro = await createProgram(db, { title: 'Pro Trader Program', slug: 'pro-trader' });
    const off = await createProgram(db, { title: 'Alpha Off Program' });
    await createProgram(db, { title: 'Beta Without Settings' });
    await db.insert(programSimulatorSettings).values([
      { programId: swing.id, enabled: true },
      { programId: pro.id, enabled: true },
      { programId: off.id, enabled: false },
    ]);

    const res = await app.inject({ method: 'GET', url: '/api/simulator/programs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { _id: pro.id, title: 'Pro Trader Program', slug: 'pro-trader' },
      { _id: swing.id, title: 'Swing Trader Program', slug: 'swing-trader' },
    ]);
  });

  it('answers an empty list while no program includes it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/simulator/programs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
