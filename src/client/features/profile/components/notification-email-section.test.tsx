import { setToken } from '@client/lib/session.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { DEFAULT_EMAIL_CHOICE } from '@contract/notifications.ts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationEmailSection } from './notification-email-section.tsx';

const GET = on(endpoints.notificationPreferences);
const PUT = on(endpoints.notificationPreferencesSave);

describe("the profile's Notifications section", () => {
  beforeEach(() => setToken('learner-token'));

  it('shows each kind with its choice, and saves a change of one kind at once', async () => {
    const sent = mockApi({
      [GET]: { status: 200, body: { email: DEFAULT_EMAIL_CHOICE } },
      [PUT]: { status: 200, body: { email: { ...DEFAULT_EMAIL_CHOICE, thread_reply: 'daily' } } },
    });
    const { user } = renderPage(<NotificationEmailSection />);
    const replies = await screen.findByRole('group', { name: 'Replies to my threads' });
    expect(within(replies).getByRole('radio', { name: 'Each time' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'My weekly review' })).getByRole('radio', {
        name: 'Daily digest',
      }),
    ).toBeChecked();
    // The live kinds keep their own switch: no choice here.
    expect(screen.queryByRole('group', { name: 'Live class reminders' })).toBeNull();

    await user.click(within(replies).getByRole('radio', { name: 'Daily digest' }));
    expect(await screen.findByText(MESSAGES.notifications.preferencesSaved)).toBeVisible();
    expect(within(replies).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      email: { thread_reply: 'daily' },
    });
  });

  it('says so when a choice cannot be saved', async () => {
    mockApi({
      [GET]: { status: 200, body: { email: DEFAULT_EMAIL_CHOICE } },
      [PUT]: { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { user } = renderPage(<NotificationEmailSection />);
    const mentions = await screen.findByRole('group', { name: 'Mentions of me' });
    await user.click(within(mentions).getByRole('radio', { name: 'Off' }));
    expect(await screen.findByText(MESSAGES.notifications.preferencesFailed)).toBeVisible();
    expect(within(mentions).getByRole('radio', { name: 'Each time' })).toBeChecked();
  });
});
