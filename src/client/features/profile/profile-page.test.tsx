import { setToken } from '@client/lib/session.ts';
import { createUser } from '@client/test/factories.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { DEFAULT_EMAIL_CHOICE } from '@contract/notifications.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from './profile-page.tsx';

const CALENDAR_FEED = {
  feed_url: `https://fintrain.test/api/calendar/${'a'.repeat(43)}.ics`,
  webcal_url: `webcal://fintrain.test/api/calendar/${'a'.repeat(43)}.ics`,
  google_url: 'https://calendar.google.com/calendar/render?cid=webcal',
  rotated_at: '2026-11-26T10:00:00.000Z',
};

describe('ProfilePage', () => {
  it('shows an account with a one-time password only the form to choose a new one', async () => {
    setToken('admin-token');
    mockApi({
      [on(endpoints.profile)]: {
        status: 200,
        body: createUser({ role: 'admin', must_change_password: true }),
      },
    });
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
    expect(screen.getByText(MESSAGES.profile.mustChangePassword)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
  });

  it('shows everyone else the Account section under the profile', async () => {
    setToken('learner-token');
    mockApi({
      [on(endpoints.profile)]: { status: 200, body: createUser({ name: 'Asha Rao' }) },
      [on(endpoints.certificateMine)]: { status: 200, body: [] },
      [on(endpoints.simOverview)]: { status: 403, body: { message: MESSAGES.simulator.notAllowed } },
      [on(endpoints.profileCalendar)]: { status: 200, body: CALENDAR_FEED },
      [on(endpoints.profileLivePreferences)]: { status: 200, body: { reminders: true } },
      [on(endpoints.notificationPreferences)]: { status: 200, body: { email: DEFAULT_EMAIL_CHOICE } },
    });
    renderPage(<ProfilePage />, { path: '/profile' });
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(account).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(await screen.findByRole('region', { name: 'Calendar' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeVisible();
  });
});
