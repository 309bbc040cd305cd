import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { MentorAssignment } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MentorsPage } from './mentors-page.tsx';

const PROGRAM = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';
const LEARNER = '6f1d2a7e-3b0c-4f5e-9a1b-2c3d4e5f6a7b';
const MENTOR = '9a1b2c3d-0000-4000-8000-00000000000b';

const assignment: MentorAssignment = {
  program_id: PROGRAM,
  learner_id: LEARNER,
  learner_name: 'Asha Learner',
  learner_email: 'asha@example.in',
  mentor_id: MENTOR,
  mentor_name: 'Meera Mentor',
  signed_off: false,
  signed_off_at: null,
  signed_off_by_name: null,
};

const NO_EVALUATION = {
  enabled: false,
  challenge_required: true,
  min_planned_trades: 0,
  sign_off_required: true,
};

describe('MentorsPage', () => {
  it('assigns a learner found by name to a mentor, and saves the program’s journal lists', async () => {
    setToken('admin-token');
    const sent = mockApi({
      [on(endpoints.adminProgramAll)]: {
        status: 200,
        body: [{ _id: PROGRAM, title: 'Pro Trader' }],
        headers: { 'x-total-count': '1' },
      },
      [on(endpoints.adminMentorAssignments, { id: PROGRAM })]: { status: 200, body: [] },
      [on(endpoints.adminJournalLists, { id: PROGRAM })]: {
        status: 200,
        body: { setups: ['Breakout'], mistakes: [] },
      },
      [on(endpoints.adminMentorChoices)]: {
        status: 200,
        body: [{ _id: MENTOR, name: 'Meera Mentor', email: 'meera@fintrain.test' }],
      },
      [on(endpoints.adminUserAll)]: {
        status: 200,
        body: [{ _id: LEARNER, name: 'Asha Learner', email: 'asha@example.in' }],
        headers: { 'x-total-count': '1' },
      },
      [on(endpoints.adminMentorAssign, { id: PROGRAM, learnerId: LEARNER })]: {
        status: 200,
        body: assignment,
      },
      [on(endpoints.adminJournalListsEdit, { id: PROGRAM })]: (request) => ({
        status: 200,
        body: request.body,
      }),
      [on(endpoints.adminEvaluation, { id: PROGRAM })]: { status: 200, body: NO_EVALUATION },
    });
    renderPage(<MentorsPage />, { path: '/admin/mentors', route: '/admin/mentors' });
    await screen.findByRole('option', { name: 'Pro Trader' });
    await userEvent.selectOptions(screen.getByLabelText('Program'), PROGRAM);
    expect(await screen.findByText('No learner of this program has a mentor yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search learners' }), 'asha');
    await userEvent.click(await screen.findByRole('radio', { name: /Asha Learner/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Mentor' })).toHaveValue(MENTOR));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText('The mentor is assigned.');
    expect(
      sent.find((request) => request.method === 'PUT' && request.path.includes('/mentor/'))?.body,
    ).toEqual({
      mentor_id: MENTOR,
    });

    const mistakes = screen.getByRole('textbox', { name: 'Mistakes checklist (one a line)' });
    await userEvent.type(mistakes, 'Moved stop{enter}{enter}Oversized');
    await userEvent.click(screen.getByRole('button', { name: 'Save lists' }));
    await screen.findByText('The lists are saved.');
    expect(
      sent.find((request) => request.path.endsWith('/journal-lists') && request.method === 'PUT')?.body,
    ).toEqual({
      setups: ['Breakout'],
      mistakes: ['Moved stop', 'Oversized'],
    });
    await expectNoSeriousAxeViolations();
  });

  it('sets the program’s evaluation before live trading, and refuses a count over 1000', async () => {
    setToken('admin-token');
    const sent = mockApi({
      [on(endpoints.adminProgramAll)]: {
        status: 200,
        body: [{ _id: PROGRAM, title: 'Pro Trader' }],
        headers: { 'x-total-count': '1' },
      },
      [on(endpoints.adminMentorAssignments, { id: PROGRAM })]: { status: 200, body: [] },
      [on(endpoints.adminJournalLists, { id: PROGRAM })]: { status: 200, body: { setups: [], mistakes: [] } },
      [on(endpoints.adminMentorChoices)]: { status: 200, body: [] },
      [on(endpoints.adminEvaluation, { id: PROGRAM })]: { status: 200, body: NO_EVALUATION },
      [on(endpoints.adminEvaluationEdit, { id: PROGRAM })]: (request) => ({
        status: 200,
        body: request.body,
      }),
    });
    renderPage(<MentorsPage />, { path: '/admin/mentors', route: '/admin/mentors' });
    await screen.findByRole('option', { name: 'Pro Trader' });
    await userEvent.selectOptions(screen.getByLabelText('Program'), PROGRAM);
    const enabled = await screen.findByRole('checkbox', {
      name: 'This program has an evaluation before live trading',
    });
    expect(enabled).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A passed blind challenge is required' })).toBeChecked();
    await userEvent.click(enabled);
    await userEvent.click(screen.getByRole('checkbox', { name: "The mentor's sign-off is required" }));
    const count = screen.getByRole('spinbutton', {
      name: 'Journal trades with a plan written before entry, at least',
    });
    await userEvent.clear(count);
    await userEvent.type(count, '1001');
    await userEvent.click(screen.getByRole('button', { name: 'Save evaluation' }));
    expect(
      await screen.findByText('The number of trades must be a whole number from 0 to 1000.'),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT' && request.path.endsWith('/evaluation'))).toBe(
      false,
    );
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save evaluation' }));
    await screen.findByText(MESSAGES.evaluation.saved);
    expect(
      sent.find((request) => request.method === 'PUT' && request.path.endsWith('/evaluation'))?.body,
    ).toEqual({ enabled: true, challenge_required: true, sign_off_required: false, min_planned_trades: 5 });
    await expectNoSeriousAxeViolations();
  });
});
