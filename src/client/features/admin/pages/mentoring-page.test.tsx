import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { MentorLearner } from '@contract/journal.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MentoringPage } from './mentoring-page.tsx';

const learner: MentorLearner = {
  learner_id: 'l1',
  learner_name: 'Asha Learner',
  program_id: 'p1',
  program_title: 'Pro Trader',
  trades: 4,
  unreviewed: 3,
  last_review_week: null,
  review_due: true,
  signed_off: false,
};

describe('MentoringPage', () => {
  it('lists the mentor’s learners with unreviewed trades and the review due, each linked to their page', async () => {
    setToken('mentor-token');
    mockApi({
      [on(endpoints.adminMentorLearners)]: {
        status: 200,
        body: [
          learner,
          {
            ...learner,
            learner_id: 'l2',
            learner_name: 'Ravi',
            review_due: false,
            last_review_week: '2026-05-04',
            unreviewed: 0,
          },
        ],
      },
    });
    renderPage(<MentoringPage />, { path: '/admin/mentoring', route: '/admin/mentoring' });
    const link = await screen.findByRole('link', { name: 'Asha Learner' });
    expect(link).toHaveAttribute('href', '/admin/mentoring/p1/l1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Due')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Done for week of 2026-05-04')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('says when no learner is assigned yet', async () => {
    setToken('mentor-token');
    mockApi({ [on(endpoints.adminMentorLearners)]: { status: 200, body: [] } });
    renderPage(<MentoringPage />, { path: '/admin/mentoring', route: '/admin/mentoring' });
    expect(await screen.findByText(/No learners are assigned to you yet/)).toBeInTheDocument();
  });
});
