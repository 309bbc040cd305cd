import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { JournalTrade } from '@contract/journal.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TradePage } from './trade-page.tsx';

const C1 = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';

function trade(extra: Partial<JournalTrade> = {}): JournalTrade {
  return {
    _id: 'trd-1',
    source: 'manual',
    account_id: null,
    program_id: 'prog-1',
    symbol: 'INFY',
    product: null,
    side: 'long',
    quantity: 10,
    entry_date: '2026-05-05',
    exit_date: '2026-05-06',
    entry_price: '101.00',
    exit_price: '104.00',
    brokerage: '40.00',
    pnl: '-10.00',
    holding_days: 1,
    r_multiple: '-0.17',
    setup: 'Breakout',
    plan_before_entry: true,
    has_picture: false,
    comments: 1,
    learner_id: 'learner-1',
    learner_name: 'Asha Learner',
    mine: true,
    fills: [
      { date: '2026-05-05', side: 'buy', quantity: 10, price: '101.00', role: 'entry' },
      { date: '2026-05-06', side: 'sell', quantity: 10, price: '104.00', role: 'exit' },
    ],
    mae: null,
    mfe: null,
    tags: ['gap'],
    plan: 'Buy the open above 100.',
    plan_saved_at: '2026-05-04T10:00:00.000Z',
    planned_stop: '95.00',
    planned_target: null,
    management: '',
    emotions: '',
    mistakes: [],
    lesson: '',
    choices: { setups: ['Breakout', 'Pullback'], mistakes: ['Moved stop'] },
    thread: [
      {
        _id: C1,
        parent_id: null,
        author_id: 'mentor-1',
        author_name: 'Meera Mentor',
        by_mentor: true,
        body: 'Why enter at the open?',
        created_on: '2026-05-07T10:00:00.000Z',
      },
    ],
    updated_on: '2026-05-07T10:00:00.000Z',
    ...extra,
  };
}

const renderTrade = () => renderPage(<TradePage />, { path: '/journal/trd-1', route: '/journal/:tradeId' });

describe('TradePage', () => {
  it('shows the learner the trade, its fills and the mentor thread, and saves the notes', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.journalTrade, { tradeId: 'trd-1' })]: { status: 200, body: trade() },
      [on(endpoints.journalTradeEdit, { tradeId: 'trd-1' })]: (request) => ({
        status: 200,
        body: trade({ lesson: String((request.body as { lesson: string }).lesson) }),
      }),
    });
    renderTrade();
    expect(await screen.findByRole('heading', { name: 'Long 10 INFY' })).toBeInTheDocument();
    expect(screen.getByText('-0.17 R')).toBeInTheDocument();
    expect(screen.getByText('Written before entry')).toBeInTheDocument();
    // Days as the site writes dates, in the figures and the fills.
    expect(screen.getByText('05 May 2026 at ₹101.00')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '06 May 2026' })).toBeInTheDocument();
    expect(screen.getByText('Why enter at the open?')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Setup' })).toHaveValue('Breakout');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lesson' }), 'Wait for the close.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Moved stop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await screen.findByText('Your notes are saved.');
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      setup: 'Breakout',
      tags: ['gap'],
      lesson: 'Wait for the close.',
      mistakes: ['Moved stop'],
      planned_stop: '95.00',
      planned_target: null,
    });
    await expectNoSeriousAxeViolations();
  });

  it('puts a bad planned stop under its field and sends nothing', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.journalTrade, { tradeId: 'trd-1' })]: { status: 200, body: trade() },
    });
    renderTrade();
    const stop = await screen.findByRole('textbox', { name: 'Planned stop (₹)' });
    await userEvent.clear(stop);
    await userEvent.type(stop, 'ninety');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(stop).toHaveAttribute('aria-invalid', 'true'));
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows the mentor the notes read-only, and posts a reply to the learner’s comment', async () => {
    setToken('mentor-token');
    const sent = mockApi({
      [on(endpoints.journalTrade, { tradeId: 'trd-1' })]: { status: 200, body: trade({ mine: false }) },
      [on(endpoints.journalComment, { tradeId: 'trd-1' })]: {
        status: 201,
        body: {
          ...trade().thread[0],
          _id: '6f1d2a7e-3b0c-4f5e-9a1b-2c3d4e5f6a7b',
          parent_id: C1,
          body: 'Noted.',
        },
      },
    });
    renderTrade();
    expect(await screen.findByText('Entered by hand · Asha Learner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save notes' })).not.toBeInTheDocument();
    expect(screen.getByText('Buy the open above 100.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reply to Meera Mentor' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Noted.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await screen.findByText('Your comment is posted.');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      body: 'Noted.',
      parent_id: C1,
    });
  });
});
