import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, registerLearner } from './mail.ts';
import { uniqueEmail } from './support.ts';

/** What the live-class specs share (docs/product.md §20): days in IST, the API as a signed-in caller, a program and an instructor. */

const DAY = 86_400_000;
const IST_MS = 330 * 60_000;

/** The IST day `offset` days from today, 'YYYY-MM-DD'. */
export const istDay = (offset: number) =>
  new Date(Date.now() + IST_MS + offset * DAY).toISOString().slice(0, 10);

/** ISO weekday (1 Monday … 7 Sunday) of an IST day. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The API with a bearer token. */
export function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}

/** The answer's JSON, once its status is the one expected. */
export async function json<T>(
  answer: { status(): number; json(): Promise<unknown> },
  status: number,
): Promise<T> {
  expect(answer.status()).toBe(status);
  return (await answer.json()) as T;
}

/** A FREE, available program made through the admin API (active at once when `autoActivate`). */
export async function freeProgram(
  request: APIRequestContext,
  adminToken: string,
  title: string,
  autoActivate = false,
) {
  const program = await json<{ _id: string }>(
    await api(request, adminToken).post('/api/admin/program/add', {
      title,
      tag: 'Live',
      description: 'Evening live classes in batches.',
      image_path: '',
      offering_type: 'FREE',
      actual_price: 0,
      offer_price: 0,
      availability: 'yes',
      ...(autoActivate ? { auto_activate_free: true } : {}),
      html_content: '<p>Two evening classes a week.</p>',
    }),
    201,
  );
  return { id: program._id, title };
}

/** A registered account that the admin makes an instructor: its id and sign-in. */
export async function makeInstructor(
  request: APIRequestContext,
  adminToken: string,
  name: string,
  label: string,
) {
  const account = await registerLearner(request, uniqueEmail(label), name);
  const profile = await json<Record<string, unknown> & { _id: string }>(
    await api(request, await apiToken(request, account.email, account.password)).get('/api/profile'),
    200,
  );
  await json(
    await api(request, adminToken).put(`/api/admin/user/${profile._id}`, {
      name: profile.name,
      email: profile.email,
      mobile: profile.mobile ?? '',
      status: profile.status,
      role: 'instructor',
    }),
    200,
  );
  return { id: profile._id, ...account };
}
