import { createCourseOutline, createProgram } from '@client/test/factories.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceDetailPage } from './resource-detail-page.tsx';

const pro = createProgram({
  _id: '0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c',
  title: 'Pro Trader',
  slug: 'pro-trader',
});

function renderProgram(
  simulatorPrograms: { _id: string; title: string; slug: string | null }[],
  evaluationPrograms: { _id: string }[] = [],
) {
  const sent = mockApi({
    [on(endpoints.program, { id: 'pro-trader' })]: { status: 200, body: pro },
    [on(endpoints.course, { programIdOrSlug: 'pro-trader' })]: {
      status: 200,
      body: createCourseOutline({ program: pro, modules: [] }),
    },
    [on(endpoints.simulatorPrograms)]: { status: 200, body: simulatorPrograms },
    [on(endpoints.evaluationPrograms)]: { status: 200, body: evaluationPrograms },
  });
  renderPage(<ResourceDetailPage resourceType="program" />, {
    path: '/programs/pro-trader',
    route: '/programs/:id',
  });
  return sent;
}

describe('a program page', () => {
  it('says it includes the trading simulator when its simulator is on', async () => {
    renderProgram([{ _id: pro._id, title: pro.title, slug: 'pro-trader' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Trader' })).toBeInTheDocument();
    expect(await screen.findByText('Includes the trading simulator')).toBeInTheDocument();
  });

  it('says nothing of it when another program has it', async () => {
    const sent = renderProgram([{ _id: 'another', title: 'Swing Trader', slug: 'swing-trader' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Trader' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.some((request) => request.path.endsWith('/simulator/programs'))).toBe(true),
    );
    // The answer is in: still no line.
    await screen.findByText('About this program');
    expect(screen.queryByText('Includes the trading simulator')).toBeNull();
  });

  it('says plainly that its evaluation before live trading is educational, not advice or a promise of returns', async () => {
    renderProgram([], [{ _id: pro._id }]);
    expect(await screen.findByText('Includes an evaluation before live trading')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.evaluation.disclaimer)).toBeInTheDocument();
  });

  it('says nothing of an evaluation the program does not have', async () => {
    const sent = renderProgram([], [{ _id: 'another' }]);
    await waitFor(() =>
      expect(sent.some((request) => request.path.endsWith('/evaluation/programs'))).toBe(true),
    );
    await screen.findByText('About this program');
    expect(screen.queryByText(MESSAGES.evaluation.disclaimer)).toBeNull();
  });
});
