import { setToken } from '@client/lib/session.ts';
import { mockApi, on, type SentRequest } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Notification } from '@contract/notifications.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationsPage } from './notifications-page.tsx';
import { NotificationsUnsubscribePage } from './unsubscribe-page.tsx';

const TOKEN = `mention.3f1c1c7e-7d1a-4c55-9a43-7f1d5d2a0001.${'k'.repeat(43)}`;
const UNSUBSCRIBE = on(endpoints.notificationUnsubscribe, { token: TOKEN });

const renderUnsubscribe = () =>
  renderPage(<NotificationsUnsubscribePage />, {
    path: `/notifications/unsubscribe/${TOKEN}`,
    route: '/notifications/unsubscribe/:token',
  });

const item = (index: number): Notification => ({
  _id: `3f1c1c7e-7d1a-4c55-9a43-7f1d5d2a${String(index).padStart(4, '0')}`,
  kind: 'thread_reply',
  title: `Reply ${index}`,
  body: '',
  link: '/programs',
  created_at: '2026-11-26T14:00:00.000Z',
  read_at: index > 1 ? '2026-11-26T15:00:00.000Z' : null,
});

describe('NotificationsUnsubscribePage', () => {
  it('changes nothing on opening, and turns the e-mails off with the one-click body when the button is pressed', async () => {
    const message = MESSAGES.notifications.unsubscribed('mentions of me');
    const sent = mockApi({ [UNSUBSCRIBE]: { status: 200, body: { message } } });
    const { user } = renderUnsubscribe();
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(sent.map((request) => request.body)).toEqual([{ 'List-Unsubscribe': 'One-Click' }]);
  });

  it('says so when the link was not signed by the site', async () => {
    mockApi({ [UNSUBSCRIBE]: { status: 404, body: { message: MESSAGES.notifications.unsubscribeInvalid } } });
    const { user } = renderUnsubscribe();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.notifications.unsubscribeInvalid);
  });
});

describe('NotificationsPage', () => {
  it('lists the newest page, then older ones on "Show older"', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.notificationAll)]: (request: SentRequest) =>
        request.url.includes('cursor=')
          ? { status: 200, body: { items: [item(3)], unread: 1, next_cursor: null } }
          : { status: 200, body: { items: [item(1), item(2)], unread: 1, next_cursor: item(2)._id } },
    });
    const { user } = renderPage(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByRole('link', { name: 'Unread: Reply 1' })).toHaveAttribute('href', '/programs');
    expect(screen.getByRole('status')).toHaveTextContent('1 unread.');
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByRole('link', { name: 'Reply 3' })).toBeVisible();
    expect(sent.at(-1)?.url).toContain(`cursor=${item(2)._id}`);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });
});
