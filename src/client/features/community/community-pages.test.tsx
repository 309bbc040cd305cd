import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { mockUploads } from '@client/test/upload-mock.ts';
import type { Post, ThreadDetail, ThreadPage, ThreadSummary } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { imageFallback, imageSrcset } from '@contract/images.ts';
import { MESSAGES } from '@contract/messages.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('adds a picture to a reply: asks for its description, uploads it to the space and sends it in the body', async () => {
    setToken('learner-token');
    const uploads = mockUploads();
    const sent = mockApi({
      [on(endpoints.communityThread, { id: 'thr-1' })]: { status: 200, body: detail() },
      [on(endpoints.communityReply, { id: 'thr-1' })]: { status: 201, body: post({ _id: 'post-9' }) },
    });
    renderPage(<CommunityThreadPage />, { path: '/community/thread/thr-1', route: '/community/thread/:id' });
    const form = within(await screen.findByRole('region', { name: 'Your reply' }));
    await userEvent.click(form.getByRole('button', { name: 'Add picture' }));
    await userEvent.click(form.getByRole('button', { name: 'Insert picture' }));
    expect(form.getByLabelText(/^Picture/)).toHaveAccessibleDescription(MESSAGES.media.noFile);
    expect(form.getByRole('textbox', { name: 'Short description' })).toHaveAccessibleDescription(
      new RegExp(MESSAGES.community.imageAltRequired),
    );
    expect(uploads).toHaveLength(0);

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'swing.png', { type: 'image/png' });
    await userEvent.upload(form.getByLabelText(/^Picture/), file);
    await userEvent.type(
      form.getByRole('textbox', { name: 'Short description' }),
      'My stop below the swing low',
    );
    await userEvent.click(form.getByRole('button', { name: 'Insert picture' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.url).toBe(`/api/community/${PROGRAM}/image`);
    expect((uploads[0]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    const id = '0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10';
    act(() =>
      uploads[0]?.respond(201, {
        _id: id,
        width: 640,
        height: 360,
        src: imageFallback(id),
        srcset: imageSrcset(id),
      }),
    );
    const preview = await form.findByRole('img', { name: 'My stop below the swing low' });
    expect(preview).toHaveAttribute('src', `/api/media/images/${id}/400.jpg`);
    expect(form.queryByRole('button', { name: 'Insert picture' })).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();

    await userEvent.type(form.getByRole('textbox', { name: /Your text/ }), 'Here is where I put it.');
    await userEvent.click(form.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'POST')).toBeDefined());
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      body: `<p>Here is where I put it.</p><picture><source type="image/webp" srcset="${imageSrcset(id)}" sizes="(min-width: 992px) 800px, 100vw" /><img src="${imageFallback(id)}" alt="My stop below the swing low" width="640" height="360" /></picture>`,
    });
    // The form is emptied after posting, its pictures too.
    await waitFor(() => expect(form.queryByRole('img')).not.toBeInTheDocument());
    vi.unstubAllGlobals();
  });

  it('says why the server refused a picture, under the file field', async () => {
    setToken('learner-token');
    const uploads = mockUploads();
    mockApi({ [on(endpoints.communityThread, { id: 'thr-1' })]: { status: 200, body: detail() } });
    renderPage(<CommunityThreadPage />, { path: '/community/thread/thr-1', route: '/community/thread/:id' });
    const form = within(await screen.findByRole('region', { name: 'Your reply' }));
    await userEvent.click(form.getByRole('button', { name: 'Add picture' }));
    await userEvent.upload(
      form.getByLabelText(/^Picture/),
      new File(['just text'], 'notes.png', { type: 'image/png' }),
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Short description' }), 'Notes');
    await userEvent.click(form.getByRole('button', { name: 'Insert picture' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.respond(415, { message: MESSAGES.media.imageType }));
    expect(await form.findByText(MESSAGES.media.imageType)).toBeInTheDocument();
    expect(form.queryByRole('img')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('keeps the pictures of my post when I edit its text, unless I remove them', async () => {
    setToken('learner-token');
    const id = '0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10';
    const picture = `<picture><source type="image/webp" srcset="${imageSrcset(id)}" sizes="(min-width: 992px) 800px, 100vw" /><img src="${imageFallback(id)}" alt="My sheet" width="640" height="360" loading="lazy" /></picture>`;
    const opening = post({ mine: true, body_html: `<p>How do I place it?</p>${picture}` });
    const sent = mockApi({
      [on(endpoints.communityThread, { id: 'thr-1' })]: { status: 200, body: detail({ opening }) },
      [on(endpoints.communityPostEdit, { id: 'post-1' })]: { status: 200, body: opening },
    });
    renderPage(<CommunityThreadPage />, { path: '/community/thread/thr-1', route: '/community/thread/:id' });
    expect(await screen.findByRole('img', { name: 'My sheet' })).toHaveAttribute('loading', 'lazy');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const text = screen.getByDisplayValue('How do I place it?');
    await userEvent.type(text, ' Below the low?');
    expect(screen.getByRole('button', { name: 'Remove picture: My sheet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'PUT')).toBeDefined());
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({
      body: `<p>How do I place it? Below the low?</p><picture><source type="image/webp" srcset="${imageSrcset(id)}" sizes="(min-width: 992px) 800px, 100vw" /><img src="${imageFallback(id)}" alt="My sheet" width="640" height="360" /></picture>`,
    });
  });
});
