import { apiUrl, listPage, mockApi, on } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Bank } from '@contract/quiz.ts';
import { pagePath } from '@contract/routes.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BanksPage } from './banks-page.tsx';

const bank = (overrides: Partial<Bank> = {}): Bank => ({
  _id: '9a1b2c3d-4444-4444-8444-000000000001',
  title: 'NISM Series VIII',
  question_count: 120,
  created_on: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('BanksPage', () => {
  it('lists the banks a page at a time with their question counts and links to each bank', async () => {
    const sent = mockApi({
      [on(endpoints.adminBankAll)]: listPage(
        [bank(), bank({ _id: 'bank-2', title: 'Options basics', question_count: 0 })],
        7,
      ),
    });
    renderPage(<BanksPage />, { path: '/admin/banks' });

    const link = await screen.findByRole('link', { name: 'NISM Series VIII' });
    expect(link).toHaveAttribute('href', pagePath('adminBank', { id: bank()._id }));
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    if (row) expect(within(row).getByText('120')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question Banks' })).toBeInTheDocument();
    expect(screen.getByText('Total:').parentElement).toHaveTextContent('7');
    expect(screen.getByRole('navigation', { name: 'Question Banks pages' })).toBeInTheDocument();
    expect(sent[0]?.url).toBe(apiUrl(endpoints.adminBankAll, {}, 'page=1&limit=5'));
  });

  it('adds a bank with its title and shows it in the list', async () => {
    let banks: Bank[] = [];
    const sent = mockApi({
      [on(endpoints.adminBankAll)]: () => listPage(banks),
      [on(endpoints.adminBankAdd)]: (request) => {
        banks = [bank({ title: (request.body as { title: string }).title, question_count: 0 })];
        return { status: 201, body: banks[0] };
      },
    });
    const { user } = renderPage(<BanksPage />, { path: '/admin/banks' });

    expect(await screen.findByText(MESSAGES.bankAdmin.noBanks)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Bank' }));
    const modal = screen.getByRole('dialog', { name: 'Add Bank' });
    expect(within(modal).getByLabelText('Title')).toHaveFocus();
    await fillIn(user, within(modal).getByLabelText('Title'), 'Equity derivatives');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.bankAdmin.bankAdded,
    );
    expect(screen.queryByRole('dialog', { name: 'Add Bank' })).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ url: apiUrl(endpoints.adminBankAdd), body: { title: 'Equity derivatives' } }),
    ]);
    // (Behind the alert, which hides the page from assistive technology while it is open.)
    await waitFor(() => expect(screen.getByText('Equity derivatives').closest('a')).not.toBeNull());
  });

  it("marks an empty title without asking the server, and shows the server's reason when it refuses", async () => {
    const sent = mockApi({
      [on(endpoints.adminBankAll)]: listPage([]),
      [on(endpoints.adminBankAdd)]: { status: 409, body: { message: 'A bank with this title exists.' } },
    });
    const { user } = renderPage(<BanksPage />, { path: '/admin/banks' });

    await user.click(await screen.findByRole('button', { name: 'Add Bank' }));
    const modal = screen.getByRole('dialog', { name: 'Add Bank' });
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    // The contract's BankCreateSchema, which the server checks the body with, refuses it first.
    const title = within(modal).getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required.');
    expect(title).toHaveFocus();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(title, 'Equity basics');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.bankAdmin.bankAddFailed} A bank with this title exists.`,
    );
  });
});
