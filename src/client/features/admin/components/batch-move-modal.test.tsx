import { createSubscription } from '@client/test/factories.ts';
import { listPage, mockApi, on, type SentRequest } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { AdminBatch } from '@contract/live-batches.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubscriptionsPage } from '../pages/subscriptions-page.tsx';

const PROGRAM = '0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c';

function batch(id: string, name: string, capacity: number, taken: number): AdminBatch {
  return {
    _id: id,
    program_id: PROGRAM,
    name,
    starts_on: '2026-12-07',
    ends_on: '2027-02-07',
    capacity,
    enrolment_open: true,
    instructor_id: null,
    instructor_name: null,
    seats_taken: taken,
    waitlist: 0,
  };
}

const evening = batch('1b000000-0000-4000-8000-000000000001', 'Evening batch', 20, 5);
const weekend = batch('1b000000-0000-4000-8000-000000000002', 'Weekend batch', 10, 7);
const morning = batch('1b000000-0000-4000-8000-000000000003', 'Morning batch', 2, 2);

const asha = createSubscription({
  _id: '5e6f7a8b-1111-4111-8111-000000000001',
  user_name: 'Asha Rao',
  status: 'active',
  resource_id: PROGRAM,
  batch: { _id: evening._id, name: evening.name },
});
const service = createSubscription({
  _id: '5e6f7a8b-1111-4111-8111-000000000002',
  user_name: 'Ravi Kumar',
  resource_type: 'service',
  resource_id: '0b9d6f0e-3c1a-4a8e-9d2b-000000000009',
  resource: { title: 'Portfolio review', image_path: null, offering_type: 'PAID', exists: true },
});

const MOVE = on(endpoints.adminSubscriptionBatch, { id: asha._id });

function renderWith(move: (request: SentRequest) => { status: number; body: unknown }) {
  const sent = mockApi({
    [on(endpoints.adminSubscriptionAll)]: listPage([asha, service]),
    [on(endpoints.adminBatchAll, { id: PROGRAM })]: { status: 200, body: [evening, weekend, morning] },
    [MOVE]: move,
  });
  return { sent, ...renderPage(<SubscriptionsPage />, { path: '/admin/subscriptions' }) };
}

async function openMove(user: ReturnType<typeof renderWith>['user']) {
  const row = (await screen.findByText('Asha Rao')).closest('tr')!;
  expect(row).toHaveTextContent('Evening batch');
  await user.click(within(row).getByRole('button', { name: /^Move/ }));
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.batches.moveTitle });
  const select = within(dialog).getByLabelText('Batch');
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
  return { dialog, select: select as HTMLSelectElement };
}

describe('BatchMoveModal', () => {
  it("lists the program's batches with their seats, the current and full ones disabled, and moves", async () => {
    const { sent, user } = renderWith(() => ({
      status: 200,
      body: { ...asha, batch: { _id: weekend._id, name: weekend.name } },
    }));
    const serviceRow = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    expect(within(serviceRow).queryByRole('button', { name: /^Move/ })).toBeNull();

    const { dialog, select } = await openMove(user);
    const option = (name: RegExp) => within(select).getByRole('option', { name }) as HTMLOptionElement;
    expect(option(/^Evening batch/).textContent).toBe('Evening batch · starts 2026-12-07 · current');
    expect(option(/^Evening batch/).disabled).toBe(true);
    expect(option(/^Weekend batch/).textContent).toBe('Weekend batch · starts 2026-12-07 · 3 seats left');
    expect(option(/^Weekend batch/).disabled).toBe(false);
    expect(option(/^Morning batch/).textContent).toBe('Morning batch · starts 2026-12-07 · full');
    expect(option(/^Morning batch/).disabled).toBe(true);
    expect(select.value).toBe(weekend._id);

    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.batches.moveTitle })).toBeNull(),
    );
    const moved = sent.find((request) => request.method === 'PUT');
    expect(moved?.body).toEqual({ batch_id: weekend._id });
    expect(await screen.findByRole('dialog', { name: 'Moved!' })).toHaveTextContent(
      MESSAGES.batches.moveDone,
    );
  });

  it("shows the server's refusal under the batch field and keeps the dialog open", async () => {
    const { user } = renderWith(() => ({
      status: 409,
      body: { message: MESSAGES.batches.moveFull(weekend.name) },
    }));
    const { dialog, select } = await openMove(user);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(select).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.batches.moveFull(weekend.name)),
    );
    expect(screen.getByRole('dialog', { name: MESSAGES.batches.moveTitle })).toBeInTheDocument();
  });
});
