import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { Post, ThreadDetail, ThreadPage, ThreadSummary } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CommunitySpacePage } from './space-page.tsx';
import { CommunityThreadPage } from './thread-page.tsx';

const PROGRAM = '11111111-1111-4111-8111-111111111111';

function summary(extra: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    _id: 'thr-1',
    title: 'What is a stop-loss?',
    author_name: 'Asha Rao',
    created_at: '2026-11-20T10:00:00.000Z',
    last_activity_at: '2026-11-20T10:00:00.000Z',
    reply_count: 1,
    score: 2,
    pinned: false,
    locked: false,
    closed: false,
    answered: false,
    batch_id: null,
    lesson_id: null,
    status: 'published',
    held_reason: null,
    ...extra,
  };
}

function page(threads: ThreadSummary[]): ThreadPage {
  return {
    program_id: PROGRAM,
    program_title: 'Pro Trader',
    can_moderate: false,
    batches: [],
    threads,
    total: threads.length,
    page: 1,
    page_size: 20,
  };
}

function post(extra: Partial<Post> = {}): Post {
  return {
    _id: 'post-1',
    thread_id: 'thr-1',
    author_name: 'Asha Rao',
    author_badge: null,
    body_html: '<p>How do I place it?</p>',
    body_text: 'How do I place it?',
    created_at: '2026-11-20T10:00:00.000Z',
    edited_at: null,
    score: 2,
    voted: false,
    accepted: false,
    mine: false,
    status: 'published',
    held_reason: null,
    ...extra,
  };
}

function detail(extra: Partial<ThreadDetail> = {}): ThreadDetail {
  return {
    ...summary(),
    program_id: PROGRAM,
    program_title: 'Pro Trader',
    can_moderate: false,
    can_reply: true,
    opening: post({ mine: true }),
    replies: [
      post({
        _id: 'post-3',
        author_name: 'Ravi Iyer',
        author_badge: 'instructor',
        body_html: '<p>Below the swing low.</p>',
        accepted: true,
      }),
      post({ _id: 'post-2', author_name: 'Meera', body_html: '<p>I guess 2%.</p>' }),
    ],
    ...extra,
  };
}

describe('CommunitySpacePage', () => {
  it('shows the notice, the threads and a search that asks the server', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.communityThreads, { programId: PROGRAM })]: { status: 200, body: page([summary()]) },
    });
    renderPage(<CommunitySpacePage />, { path: `/community/${PROGRAM}`, route: '/community/:programId' });
    expect(await screen.findByRole('heading', { name: 'Pro Trader' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.community.notice.noAdvice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What is a stop-loss?' })).toHaveAttribute(
      'href',
      '/community/thread/thr-1',
    );
    await expectNoSeriousAxeViolations();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search this space' }), 'stop');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent.at(-1)?.url).toContain('q=stop'));
  });

  it('says a held thread waits for review with its reason', async () => {
    setToken('learner-token');
    mockApi({
      [on(endpoints.communityThreads, { programId: PROGRAM })]: { status: 200, body: page([]) },
      [on(endpoints.communityThreadAdd, { programId: PROGRAM })]: {
        status: 202,
        body: {
          message: MESSAGES.community.held,
          status: 'held',
          reason: 'It reads like a stock tip.',
          post_id: 'p',
          thread_id: 't',
        },
      },
    });
    renderPage(<CommunitySpacePage />, { path: `/community/${PROGRAM}`, route: '/community/:programId' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Sure shot');
    await userEvent.type(screen.getByRole('textbox', { name: /Your text/ }), 'Buy now');
    await userEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByText(/waiting for review: It reads like a stock tip\./)).toBeInTheDocument();
  });

  it('tells a learner outside the program that the space is not theirs', async () => {
    setToken('learner-token');
    mockApi({
      [on(endpoints.communityThreads, { programId: PROGRAM })]: {
        status: 403,
        body: { message: MESSAGES.community.noAccess },
      },
    });
    renderPage(<CommunitySpacePage />, { path: `/community/${PROGRAM}`, route: '/community/:programId' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.community.noAccess);
  });
});

describe('CommunityThreadPage', () => {
  it('shows the accepted answer first, and sends a vote as the opposite of the current one', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.communityThread, { id: 'thr-1' })]: { status: 200, body: detail() },
      [on(endpoints.communityPostVote, { id: 'post-3' })]: { status: 200, body: { score: 3, voted: true } },
    });
    renderPage(<CommunityThreadPage />, { path: '/community/thread/thr-1', route: '/community/thread/:id' });
    const replies = await screen.findAllByRole('article', { name: /^Reply by/ });
    expect(replies.map((reply) => reply.getAttribute('aria-label'))).toEqual([
      'Reply by Ravi Iyer',
      'Reply by Meera',
    ]);
    expect(screen.getByText('Accepted answer')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    const [, answerVote] = screen.getAllByRole('button', { name: /^Upvote/ });
    await userEvent.click(answerVote!);
    await waitFor(() => expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ up: true }));
  });

  it('offers Edit and Delete on my own post only, and Report on the others', async () => {
    setToken('learner-token');
    mockApi({ [on(endpoints.communityThread, { id: 'thr-1' })]: { status: 200, body: detail() } });
    renderPage(<CommunityThreadPage />, { path: '/community/thread/thr-1', route: '/community/thread/:id' });
    await screen.findByRole('heading', { name: 'What is a stop-loss?' });
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Accept answer' })).not.toBeInTheDocument();
  });
});
