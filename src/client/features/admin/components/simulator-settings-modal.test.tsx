import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { MONEY_MESSAGES } from '@contract/money.ts';
import type { SimulatorSettings } from '@contract/simulator.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIMULATOR_FORM_TEXTS } from '../utils/simulator-settings-form.ts';
import { SimulatorSettingsModal } from './simulator-settings-modal.tsx';

const program = { _id: '11111111-1111-4111-8111-111111111111', title: 'Swing Trader Program' };
const GET = on(endpoints.adminProgramSimulator, { id: program._id });
const PUT = on(endpoints.adminProgramSimulatorEdit, { id: program._id });
const DIALOG = 'Simulator settings: Swing Trader Program';

const defaults: SimulatorSettings = {
  program_id: program._id,
  enabled: false,
  brokerage: '20.00',
  challenge: {
    profit_target_percent: 10,
    max_daily_loss_percent: 5,
    max_total_loss_percent: 10,
    min_trading_days: 4,
  },
  updated_on: null,
};

function renderModal() {
  const onClose = vi.fn();
  const rendered = renderPage(<SimulatorSettingsModal program={program} onClose={onClose} />, {
    path: '/admin/programs',
  });
  return { ...rendered, onClose };
}

async function replace(user: ReturnType<typeof renderModal>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await fillIn(user, field, text);
}

describe('SimulatorSettingsModal', () => {
  it('shows the defaults of a program never saved, and saves the switch, brokerage and rules', async () => {
    const saved = { ...defaults, enabled: true, brokerage: '15.50', updated_on: '2026-11-23T10:00:00.000Z' };
    const sent = mockApi({ [GET]: { status: 200, body: defaults }, [PUT]: { status: 200, body: saved } });
    const { user, onClose } = renderModal();

    const modal = screen.getByRole('dialog', { name: DIALOG });
    const brokerage = await within(modal).findByLabelText('Brokerage per executed order (₹)');
    expect(within(modal).getByText(/Never saved: these are the defaults/)).toBeInTheDocument();
    expect(brokerage).toHaveValue('20.00');
    const enabled = within(modal).getByRole('switch', { name: 'Simulator enabled' });
    expect(enabled).not.toBeChecked();
    // Focus moves from the close button to the first field once the settings are in.
    await waitFor(() => expect(enabled).toHaveFocus());
    expect(within(modal).getByLabelText('Profit target (%)')).toHaveValue('10');
    expect(within(modal).getByLabelText('Maximum daily loss (%)')).toHaveValue('5');
    expect(within(modal).getByLabelText('Maximum total loss (%)')).toHaveValue('10');
    expect(within(modal).getByLabelText('Minimum trading days')).toHaveValue('4');
    await expectNoSeriousAxeViolations();

    await user.click(within(modal).getByRole('switch', { name: 'Simulator enabled' }));
    await replace(user, brokerage, '15.5');
    await replace(user, within(modal).getByLabelText('Profit target (%)'), '8');
    await replace(user, within(modal).getByLabelText('Minimum trading days'), '0');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Saved!' })).toHaveTextContent(
      MESSAGES.simulatorAdmin.settingsSaved,
    );
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      {
        enabled: true,
        brokerage: '15.50',
        challenge: {
          profit_target_percent: 8,
          max_daily_loss_percent: 5,
          max_total_loss_percent: 10,
          min_trading_days: 0,
        },
      },
    ]);
  });

  it('shows saved settings with when they were saved (IST)', async () => {
    mockApi({
      [GET]: {
        status: 200,
        body: { ...defaults, enabled: true, brokerage: '0.00', updated_on: '2026-11-23T10:00:00.000Z' },
      },
    });
    renderModal();
    const modal = screen.getByRole('dialog', { name: DIALOG });
    expect(await within(modal).findByText('Last saved 23 Nov 2026, 3:30 pm IST.')).toBeInTheDocument();
    expect(within(modal).getByRole('switch', { name: 'Simulator enabled' })).toBeChecked();
    expect(within(modal).getByLabelText('Brokerage per executed order (₹)')).toHaveValue('0.00');
  });

  it('refuses what it cannot send, under each field, and focuses the first', async () => {
    const sent = mockApi({ [GET]: { status: 200, body: defaults } });
    const { user, onClose } = renderModal();
    const modal = screen.getByRole('dialog', { name: DIALOG });
    const brokerage = await within(modal).findByLabelText('Brokerage per executed order (₹)');
    await replace(user, brokerage, '20.555');
    await replace(user, within(modal).getByLabelText('Maximum daily loss (%)'), '0');
    await replace(user, within(modal).getByLabelText('Maximum total loss (%)'), '');
    await replace(user, within(modal).getByLabelText('Minimum trading days'), '3.5');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(brokerage).toHaveAccessibleDescription(expect.stringContaining(MONEY_MESSAGES.tooManyDecimals));
    expect(brokerage).toHaveFocus();
    expect(brokerage).toBeInvalid();
    expect(within(modal).getByLabelText('Maximum daily loss (%)')).toHaveAccessibleDescription(
      expect.stringContaining(SIMULATOR_FORM_TEXTS.percent),
    );
    expect(within(modal).getByLabelText('Maximum total loss (%)')).toHaveAccessibleDescription(
      expect.stringContaining(SIMULATOR_FORM_TEXTS.percent),
    );
    expect(within(modal).getByLabelText('Minimum trading days')).toHaveAccessibleDescription(
      expect.stringContaining(SIMULATOR_FORM_TEXTS.days),
    );
    expect(within(modal).getByLabelText('Profit target (%)')).not.toBeInvalid();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    // Fixing a field clears its message.
    await replace(user, brokerage, '-5');
    expect(brokerage).not.toBeInvalid();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(brokerage).toHaveAccessibleDescription(
      expect.stringContaining(SIMULATOR_FORM_TEXTS.brokerageNegative),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    mockApi({
      [GET]: { status: 200, body: defaults },
      [PUT]: { status: 404, body: { message: MESSAGES.programs.notFound } },
    });
    const { user, onClose } = renderModal();
    const modal = screen.getByRole('dialog', { name: DIALOG });
    await within(modal).findByLabelText('Brokerage per executed order (₹)');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      `${MESSAGES.simulatorAdmin.settingsSaveFailed} ${MESSAGES.programs.notFound}`,
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the settings could not be loaded, and asks again on Retry', async () => {
    let fail = true;
    mockApi({ [GET]: () => (fail ? { status: 500, body: {} } : { status: 200, body: defaults }) });
    const { user } = renderModal();
    const modal = screen.getByRole('dialog', { name: DIALOG });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      MESSAGES.simulatorAdmin.fetchSettingsFailed,
    );
    fail = false;
    await user.click(within(modal).getByRole('button', { name: MESSAGES.generic.retry }));
    expect(await within(modal).findByLabelText('Brokerage per executed order (₹)')).toHaveValue('20.00');
  });
});
