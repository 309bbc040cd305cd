import { apiUrl, mockApi, on } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { AdminQuestion, Bank } from '@contract/quiz.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankPage } from './bank-page.tsx';

const BANK_ID = '9a1b2c3d-4444-4444-8444-000000000001';

const question = (overrides: Partial<AdminQuestion> = {}): AdminQuestion => ({
  _id: 'question-1',
  bank_id: BANK_ID,
  text: 'Which option gives the right to buy?',
  multiple: false,
  options: [
    { _id: 'o1', text: 'Call option', correct: true },
    { _id: 'o2', text: 'Put option', correct: false },
  ],
  explanation: 'A call gives the right, not the obligation, to buy.',
  position: 0,
  created_on: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const bankWith = (questions: AdminQuestion[]): Bank & { questions: AdminQuestion[] } => ({
  _id: BANK_ID,
  title: 'NISM Series VIII',
  question_count: questions.length,
  created_on: '2026-11-20T10:00:00.000Z',
  questions,
});

const BANK = on(endpoints.adminBank, { id: BANK_ID });

function renderBank() {
  return renderPage(<BankPage />, { path: `/admin/banks/${BANK_ID}`, route: '/admin/banks/:id' });
}

describe('BankPage', () => {
  it('lists the questions with their options, the correct ones marked in words, and the explanation', async () => {
    mockApi({ [BANK]: { status: 200, body: bankWith([question()]) } });
    renderBank();

    expect(
      await screen.findByRole('heading', { name: 'Question Bank: NISM Series VIII' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Questions' });
    const call = within(list).getByText('Call option').closest('li');
    expect(call).toHaveTextContent(/^Call option Correct$/);
    expect(within(list).getByText('Put option').closest('li')).not.toHaveTextContent('Correct');
    expect(list).toHaveTextContent('Single choice');
    expect(list).toHaveTextContent('Explanation: A call gives the right');
  });

  it('adds a question: option rows are added and removed, the hint counts correct options, and the POST has the typed values', async () => {
    const sent = mockApi({
      [BANK]: { status: 200, body: bankWith([]) },
      [on(endpoints.adminQuestionAdd, { id: BANK_ID })]: { status: 201, body: question() },
    });
    const { user } = renderBank();

    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    const modal = screen.getByRole('dialog', { name: 'Add Question' });
    expect(within(modal).getByLabelText('Question')).toHaveFocus();
    const options = within(modal).getByRole('group', { name: 'Options' });
    expect(options).toHaveTextContent('Mark at least one option as correct.');

    await fillIn(user, within(modal).getByLabelText('Question'), 'Which are exchange-traded?');
    await user.click(within(modal).getByLabelText('Multiple correct answers'));
    await fillIn(user, within(modal).getByLabelText('Option 1 Text'), 'Index futures');
    await fillIn(user, within(modal).getByLabelText('Option 2 Text'), 'Forwards');
    await fillIn(user, within(modal).getByLabelText('Option 3 Text'), 'Stock options');
    await user.click(within(modal).getByRole('button', { name: 'Remove Option 4' }));
    // Focus goes to the row that took the removed one's place, or the one before it.
    expect(within(modal).getByLabelText('Option 3 Text')).toHaveFocus();
    await user.click(within(modal).getByRole('button', { name: 'Add Option' }));
    expect(within(modal).getByLabelText('Option 4 Text')).toHaveFocus();
    await user.paste('Swaps');
    await user.click(within(modal).getByLabelText('Option 1 Correct'));
    await user.click(within(modal).getByLabelText('Option 3 Correct'));
    expect(options).toHaveTextContent('2 correct: a learner must choose exactly these.');
    await fillIn(user, within(modal).getByLabelText('Explanation'), 'Forwards are OTC.');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.bankAdmin.questionAdded,
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        url: apiUrl(endpoints.adminQuestionAdd, { id: BANK_ID }),
        body: {
          text: 'Which are exchange-traded?',
          multiple: true,
          options: [
            { text: 'Index futures', correct: true },
            { text: 'Forwards', correct: false },
            { text: 'Stock options', correct: true },
            { text: 'Swaps', correct: false },
          ],
          explanation: 'Forwards are OTC.',
        },
      }),
    ]);
  });

  it("hints at a single-choice question with two correct options, refuses it before sending, and shows the server's reason when it refuses", async () => {
    const rule = 'A single-choice question has exactly one correct option; set multiple to true for more.';
    const sent = mockApi({
      [BANK]: { status: 200, body: bankWith([]) },
      [on(endpoints.adminQuestionAdd, { id: BANK_ID })]: {
        status: 409,
        body: { message: 'The bank is full.' },
      },
    });
    const { user } = renderBank();

    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    const modal = screen.getByRole('dialog', { name: 'Add Question' });
    await fillIn(user, within(modal).getByLabelText('Question'), 'Pick one');
    for (const [index, text] of ['A', 'B', 'C', 'D'].entries()) {
      await fillIn(user, within(modal).getByLabelText(`Option ${index + 1} Text`), text);
    }
    await user.click(within(modal).getByLabelText('Option 1 Correct'));
    await user.click(within(modal).getByLabelText('Option 2 Correct'));
    expect(within(modal).getByRole('group', { name: 'Options' })).toHaveTextContent(
      '2 options are marked correct: a single-choice question has exactly one.',
    );
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    // The contract's QuestionInputSchema, which the server checks the body with, refuses it first.
    expect(await within(modal).findByRole('alert')).toHaveTextContent(rule);
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(modal).getByLabelText('Option 2 Correct'));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.bankAdmin.questionAddFailed} The bank is full.`,
    );
  });

  it('edits a question with its current values and sends the whole question with PUT', async () => {
    const sent = mockApi({
      [BANK]: { status: 200, body: bankWith([question()]) },
      [on(endpoints.adminQuestionEdit, { id: 'question-1' })]: { status: 200, body: question() },
    });
    const { user } = renderBank();

    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const modal = screen.getByRole('dialog', { name: 'Edit Question' });
    expect(within(modal).getByLabelText('Option 1 Correct')).toBeChecked();
    expect(within(modal).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await fillIn(user, within(modal).getByLabelText('Option 2 Text'), ' (a right to sell)');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({
        body: {
          text: 'Which option gives the right to buy?',
          multiple: false,
          options: [
            { text: 'Call option', correct: true },
            { text: 'Put option (a right to sell)', correct: false },
          ],
          explanation: 'A call gives the right, not the obligation, to buy.',
        },
      }),
    ]);
  });

  it('deletes a question after the confirmation', async () => {
    const sent = mockApi({
      [BANK]: { status: 200, body: bankWith([question()]) },
      [on(endpoints.adminQuestionDelete, { id: 'question-1' })]: {
        status: 200,
        body: { message: MESSAGES.quizzes.questionDeleted },
      },
    });
    const { user } = renderBank();

    await user.click(await screen.findByRole('button', { name: 'Delete question 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toHaveTextContent(
      MESSAGES.quizzes.questionDeleted,
    );
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      apiUrl(endpoints.adminQuestionDelete, { id: 'question-1' }),
    ]);
  });

  it('imports a CSV as text/csv and lists every bad line when the server refuses it', async () => {
    const csv = 'question,option_1,option_2,correct\nWhat?,A,B,7\n';
    const sent = mockApi({
      [BANK]: { status: 200, body: bankWith([]) },
      [on(endpoints.adminBankImport, { id: BANK_ID })]: {
        status: 400,
        body: {
          message: MESSAGES.quizzes.importInvalid,
          errors: [
            { line: 2, reason: 'correct names option 7, which is empty.' },
            { line: 7, reason: 'A question needs at least 2 options.' },
          ],
        },
      },
    });
    const { user } = renderBank();

    const input = await screen.findByLabelText('Import questions from CSV');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(await screen.findByRole('link', { name: 'Download a sample CSV' })).toHaveAttribute(
      'download',
      'question-bank-sample.csv',
    );
    await user.upload(input, new File([csv], 'bank.csv', { type: 'text/csv' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.quizzes.importInvalid);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 2: correct names option 7, which is empty.',
      'Line 7: A question needs at least 2 options.',
    ]);
    const request = sent.find((r) => r.method === 'POST');
    expect(request?.url).toBe(apiUrl(endpoints.adminBankImport, { id: BANK_ID }));
    expect(request?.headers.get('Content-Type')).toBe('text/csv');
    expect(request?.body).toBe(csv);
  });

  it('says how many questions were imported and lists the SEBI warnings by line', async () => {
    let imported = false;
    mockApi({
      [BANK]: () => ({ status: 200, body: bankWith(imported ? [question()] : []) }),
      [on(endpoints.adminBankImport, { id: BANK_ID })]: () => {
        imported = true;
        return {
          status: 201,
          body: {
            imported: 12,
            warnings: [
              {
                line: 3,
                reason: 'RELIANCE appears next to a price (₹2,450): check the price is 30 days old.',
              },
            ],
          },
        };
      },
    });
    const { user } = renderBank();

    await user.upload(
      await screen.findByLabelText('Import questions from CSV'),
      new File(['question,option_1\n'], 'bank.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Imported 12 questions')).toBeInTheDocument();
    const warnings = screen.getByRole('list', { name: 'Import warnings' });
    expect(warnings).toHaveTextContent('Line 3: RELIANCE appears next to a price (₹2,450)');
    await waitFor(() => expect(screen.getByText('Call option')).toBeInTheDocument());
  });
});
