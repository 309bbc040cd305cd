import { apiUrl } from '@client/test/fetch-mock.ts';
import { endpoints } from '@contract/endpoints.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAdminPage } from './admin-list.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown, total: number) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'X-Total-Count': String(total) } }),
  );
}

describe('getAdminPage', () => {
  it('asks for one page of 5 rows with the search text, and reads the total from X-Total-Count', async () => {
    const fetchMock = answer([{ _id: 'a' }], 21);
    vi.stubGlobal('fetch', fetchMock);
    await expect(getAdminPage(endpoints.adminUserAll, { page: 3, q: 'asha rao' })).resolves.toEqual({
      items: [{ _id: 'a' }],
      total: 21,
    });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(apiUrl(endpoints.adminUserAll, {}, 'page=3&limit=5&q=asha+rao'));
  });

  it('sends no q without search text', async () => {
    const fetchMock = answer([], 0);
    vi.stubGlobal('fetch', fetchMock);
    await getAdminPage(endpoints.adminContactMessages, { page: 1, q: '' });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(apiUrl(endpoints.adminContactMessages, {}, 'page=1&limit=5'));
  });
});
