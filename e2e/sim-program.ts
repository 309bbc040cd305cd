import type { APIRequestContext } from '@playwright/test';
import { api, json, makeInstructor } from './live.ts';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { uniqueEmail } from './support.ts';

/**
 * What the market-data specs set up through the admin API (docs/product.md §14, §23): a paid
 * program with the simulator on and a bhavcopy imported, a learner active on it, and a mentor.
 */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface ChallengeRules {
  profit_target_percent: number;
  max_daily_loss_percent: number;
  max_total_loss_percent: number;
  min_trading_days: number;
}

/** The program, its simulator (₹20 brokerage, the challenge's rules) and the imported bhavcopy. */
export async function simulatorProgram(
  request: APIRequestContext,
  input: { title: string; description: string; challenge: ChallengeRules; bhavcopy: string },
) {
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = api(request, adminToken);
  const program = await json<{ _id: string }>(
    await admin.post('/api/admin/program/add', {
      title: input.title,
      tag: 'Simulator',
      description: input.description,
      image_path: '',
      offering_type: 'PAID',
      actual_price: 999,
      offer_price: 499,
      availability: 'yes',
      html_content: `<p>${input.description}</p>`,
    }),
    201,
  );
  await json(
    await admin.put(`/api/admin/program/${program._id}/simulator`, {
      enabled: true,
      brokerage: '20.00',
      challenge: input.challenge,
    }),
    200,
  );
  await json(
    await request.post('/api/admin/market/import', {
      headers: bearer(adminToken),
      multipart: {
        file: { name: 'bhavcopy.csv', mimeType: 'text/csv', buffer: Buffer.from(input.bhavcopy) },
      },
    }),
    201,
  );
  return { adminToken, programId: program._id, title: input.title };
}

/** The admin's token and the program: what the learner and mentor set-ups act on. */
export type SimProgram = Pick<Awaited<ReturnType<typeof simulatorProgram>>, 'adminToken' | 'programId'>;

/** A new learner, subscribed to the program and approved by the admin: their token and profile. */
export async function activeLearner(
  request: APIRequestContext,
  { adminToken, programId }: SimProgram,
  name: string,
  consents: { leaderboard_name?: boolean } = {},
) {
  const account = await registerLearner(request, uniqueEmail('sim'), name, consents);
  const token = await apiToken(request, account.email, account.password);
  const profile = await json<{ _id: string; email: string }>(
    await api(request, token).get('/api/profile'),
    200,
  );
  const subscribed = await json<{ subscription: { _id: string } }>(
    await api(request, token).post('/api/subscription/subscribe', {
      resourceType: 'program',
      resourceId: programId,
    }),
    201,
  );
  await json(
    await api(request, adminToken).put(`/api/admin/subscription/${subscribed.subscription._id}`, {
      status: 'active',
    }),
    200,
  );
  return { token, profile };
}

/** An instructor the admin assigns as the learner's mentor in the program: their token. */
export async function assignedMentor(
  request: APIRequestContext,
  { adminToken, programId }: SimProgram,
  learnerId: string,
  name: string,
) {
  const mentor = await makeInstructor(request, adminToken, name, 'mentor');
  await json(
    await api(request, adminToken).put(`/api/admin/program/${programId}/mentor/${learnerId}`, {
      mentor_id: mentor.id,
    }),
    200,
  );
  return { token: await apiToken(request, mentor.email, mentor.password) };
}
