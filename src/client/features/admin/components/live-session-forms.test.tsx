import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveSeriesForm, LiveSessionForm } from './live-session-forms.tsx';

const BATCH = '9a1b2c3d-0000-4000-8000-00000000000b';

describe('the scheduling forms', () => {
  it('sends one session with its IST start, length and place, and says it is scheduled', async () => {
    const sent = mockApi({ [on(endpoints.adminBatchSessionAdd, { id: BATCH })]: { status: 201, body: {} } });
    const { user } = renderPage(<LiveSessionForm batchId={BATCH} />);
    const form = screen.getByRole('heading', { name: 'Add a session' }).closest('form')!;
    await user.type(within(form).getByLabelText('Title'), 'Reading candles');
    await user.type(within(form).getByLabelText('Day'), '2031-03-04');
    await user.type(within(form).getByLabelText('Time (IST)'), '19:30');
    await user.selectOptions(within(form).getByLabelText('Where'), 'zoom');
    await user.type(within(form).getByLabelText('Link'), 'https://zoom.us/j/123');
    await user.click(within(form).getByRole('button', { name: 'Add session' }));
    expect(await within(form).findByText('The session is scheduled.')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({
      title: 'Reading candles',
      starts_at: '2031-03-04T19:30:00+05:30',
      duration_minutes: 90,
      location: 'zoom',
      join_url: 'https://zoom.us/j/123',
    });
  });

  it('sends a weekly series, and shows what the schema refuses under its fields without sending', async () => {
    const sent = mockApi({
      [on(endpoints.adminBatchSessionSeries, { id: BATCH })]: { status: 201, body: [{}, {}, {}, {}] },
    });
    const { user } = renderPage(<LiveSeriesForm batchId={BATCH} />);
    const form = screen.getByRole('heading', { name: 'Add a weekly series' }).closest('form')!;
    await user.type(within(form).getByLabelText('Title'), 'Price action');
    await user.type(within(form).getByLabelText('First day'), '2031-03-03');
    await user.type(within(form).getByLabelText('Time (IST)'), '19:30');
    await user.click(within(form).getByRole('button', { name: 'Add series' }));
    expect(await within(form).findByText('Pick at least one weekday.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByLabelText('Tue'));
    await user.click(within(form).getByLabelText('Thu'));
    await user.clear(within(form).getByLabelText('Weeks'));
    await user.type(within(form).getByLabelText('Weeks'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add series' }));
    expect(await within(form).findByText('4 sessions are scheduled.')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({
      title: 'Price action',
      weekdays: [2, 4],
      time: '19:30',
      duration_minutes: 90,
      weeks: 2,
      starts_on: '2031-03-03',
      location: 'jitsi',
    });
  });
});
