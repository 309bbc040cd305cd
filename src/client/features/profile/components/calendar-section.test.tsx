import { setToken } from '@client/lib/session.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarSection } from './calendar-section.tsx';

const feed = (token: string) => ({
  feed_url: `https://fintrain.test/api/calendar/${token}.ics`,
  webcal_url: `webcal://fintrain.test/api/calendar/${token}.ics`,
  google_url: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://fintrain.test/api/calendar/${token}.ics`)}`,
  rotated_at: '2026-11-26T10:00:00.000Z',
});

describe('CalendarSection', () => {
  it('shows the feed address with its Google and Apple links, and turns reminders off', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.profileCalendar)]: { status: 200, body: feed('a'.repeat(43)) },
      [on(endpoints.profileLivePreferences)]: { status: 200, body: { reminders: true } },
      [on(endpoints.profileLivePreferencesSave)]: (request) => ({ status: 200, body: request.body }),
    });
    renderPage(<CalendarSection />, { path: '/profile' });
    expect(await screen.findByLabelText('Your calendar address')).toHaveValue(feed('a'.repeat(43)).feed_url);
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      feed('a'.repeat(43)).google_url,
    );
    expect(screen.getByRole('link', { name: 'Subscribe in Apple Calendar (webcal://)' })).toHaveAttribute(
      'href',
      feed('a'.repeat(43)).webcal_url,
    );
    const toggle = screen.getByRole('switch', { name: MESSAGES.liveCalendar.remindersLabel });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(MESSAGES.liveCalendar.remindersOff)).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ reminders: false });
  });

  it('makes a new address after the learner confirms', async () => {
    setToken('learner-token');
    mockApi({
      [on(endpoints.profileCalendar)]: { status: 200, body: feed('a'.repeat(43)) },
      [on(endpoints.profileLivePreferences)]: { status: 200, body: { reminders: true } },
      [on(endpoints.profileCalendarRotate)]: { status: 200, body: feed('b'.repeat(43)) },
    });
    renderPage(<CalendarSection />, { path: '/profile' });
    await screen.findByLabelText('Your calendar address');
    await userEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByText(MESSAGES.liveCalendar.rotated)).toBeVisible();
    expect(screen.getByLabelText('Your calendar address')).toHaveValue(feed('b'.repeat(43)).feed_url);
  });
});
