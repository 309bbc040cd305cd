import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { createUser } from '@client/test/factories.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { QueueItem } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModerationPage } from './moderation-page.tsx';

const POST = '5c0a9f1e-0000-4000-8000-000000000001';

const held: QueueItem = {
  post_id: POST,
  thread_id: 'thr-1',
  thread_title: 'Monday special',
  program_title: 'Pro Trader',
  author_id: 'user-1',
  author_name: 'Meera Nair',
  body_html: '<p>This one is a sure shot.</p>',
  status: 'held',
  held_reason: '"sure shot" reads as a tip or a promise of returns',
  reports: [],
  created_at: '2026-11-27T02:00:00.000Z',
};

const reported: QueueItem = {
  ...held,
  post_id: '5c0a9f1e-0000-4000-8000-000000000002',
  thread_title: 'Position sizing',
  body_html: '<p>Always risk 5%.</p>',
  status: 'published',
  held_reason: null,
  reports: [
    { reason: 'Pushes a rule as advice', reporter_name: 'Asha Rao', created_at: '2026-11-27T02:05:00.000Z' },
  ],
};

describe('ModerationPage', () => {
  it("shows an instructor the queue, and sends a decision with the moderator's note", async () => {
    setToken('instructor-token');
    let queue = [held, reported];
    const sent = mockApi({
      [on(endpoints.profile)]: { status: 200, body: createUser({ role: 'instructor' }) },
      [on(endpoints.adminModerationQueue)]: () => ({ status: 200, body: queue }),
      [on(endpoints.adminModerationDecide, { postId: POST })]: () => {
        queue = [reported];
        return { status: 200, body: { message: MESSAGES.community.decided.hide } };
      },
    });
    const { user } = renderPage(<ModerationPage />, { path: '/admin/moderation' });
    const entry = (await screen.findByText('This one is a sure shot.')).closest('li')!;
    expect(within(entry).getByText(/^Held: "sure shot"/)).toBeInTheDocument();
    const other = screen.getByText('Always risk 5%.').closest('li')!;
    expect(within(other).getByText('Asha Rao: Pushes a rule as advice')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Words held for review' })).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.type(within(entry).getByLabelText('Note (kept in the audit log)'), 'A stock tip');
    await user.click(within(entry).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.community.decided.hide);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      action: 'hide',
      note: 'A stock tip',
    });
    await waitFor(() => expect(screen.queryByText('This one is a sure shot.')).not.toBeInTheDocument());
  });

  it('gives an admin the added words, and adds one', async () => {
    setToken('admin-token');
    const sent = mockApi({
      [on(endpoints.profile)]: { status: 200, body: createUser({ role: 'admin' }) },
      [on(endpoints.adminModerationQueue)]: { status: 200, body: [] },
      [on(endpoints.adminModerationWords)]: {
        status: 200,
        body: [{ _id: 'w1', word: 'pinkmoon', created_at: '2026-11-27T02:00:00.000Z' }],
      },
      [on(endpoints.adminModerationWordAdd)]: {
        status: 201,
        body: { _id: 'w2', word: 'bluemoon', created_at: '2026-11-27T02:10:00.000Z' },
      },
    });
    const { user } = renderPage(<ModerationPage />, { path: '/admin/moderation' });
    expect(await screen.findByText(MESSAGES.community.emptyQueue)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove pinkmoon' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Word' }), 'bluemoon');
    await user.click(screen.getByRole('button', { name: 'Add word' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ word: 'bluemoon' }),
    );
  });
});
