import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { createSimAccount, createSimOrder, SIM_ACCOUNT_ID } from '@client/test/sim-factories.ts';
import { endpoints } from '@contract/endpoints.ts';
import { SIM_REFUSALS } from '@contract/sim-trading.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTicket } from './order-ticket.tsx';

const preview = () => within(screen.getByText('Preview').parentElement as HTMLElement);
const value = (term: string) => preview().getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderTicket', () => {
  it('previews a market buy from the last close, exact to the paisa, as the quantity is typed', async () => {
    mockApi({});
    const { user } = renderPage(
      <OrderTicket account={createSimAccount()} symbol="INFY" lastClose="1500.35" />,
    );
    expect(screen.getByText(/Enter a whole quantity/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantity'), '3');
    expect(value('Price (last close)')).toBe('₹1,500.35');
    expect(value('Value')).toBe('₹4,501.05');
    expect(value('Brokerage')).toBe('₹20.00');
    expect(value('Total cost')).toBe('₹4,521.05');
    await user.click(screen.getByLabelText('Sell'));
    expect(value('Total proceeds')).toBe('₹4,481.05');
    await expectNoSeriousAxeViolations();
  });

  it('shows the limit and stop fields each type needs, and previews from the limit price', async () => {
    mockApi({});
    const { user } = renderPage(
      <OrderTicket account={createSimAccount()} symbol="INFY" lastClose="1500.35" />,
    );
    expect(screen.queryByLabelText('Limit price (₹)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Order type'), 'stop');
    expect(screen.getByLabelText('Stop price (₹)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Limit price (₹)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Order type'), 'stop_limit');
    await user.type(screen.getByLabelText('Quantity'), '100');
    await user.type(screen.getByLabelText('Stop price (₹)'), '1490');
    await user.type(screen.getByLabelText('Limit price (₹)'), '1489.9');
    expect(value('Price (limit price)')).toBe('₹1,489.90');
    expect(value('Total cost')).toBe('₹1,49,010.00');
  });

  it('offers delivery (CNC) alone on a trade-for-trade share, says why, and sends CNC', async () => {
    const sent = mockApi({
      [on(endpoints.simOrderPlace)]: { status: 201, body: createSimOrder({ symbol: 'ACME', quantity: 2 }) },
    });
    const { user } = renderPage(
      <OrderTicket account={createSimAccount()} symbol="ACME" lastClose="90.10" series="BE" />,
    );
    const product = screen.getByLabelText('Product');
    expect(
      within(product)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['CNC (delivery)']);
    expect(product).toHaveAccessibleDescription(/ACME trades in series BE, trade for trade/);
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    await screen.findByText(/Order placed/);
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({ product: 'CNC' });
  });

  it('sends the order as the API takes it and says it was placed', async () => {
    const sent = mockApi({
      [on(endpoints.simOrderPlace)]: {
        status: 201,
        body: createSimOrder({
          type: 'limit',
          quantity: 5,
          limit_price: '1480.00',
          validity: 'GTC',
          product: 'MIS',
        }),
      },
    });
    const { user } = renderPage(
      <OrderTicket account={createSimAccount()} symbol="INFY" lastClose="1500.35" />,
    );
    await user.selectOptions(screen.getByLabelText('Order type'), 'limit');
    await user.type(screen.getByLabelText('Quantity'), '5');
    await user.type(screen.getByLabelText('Limit price (₹)'), '1480');
    await user.selectOptions(screen.getByLabelText('Product'), 'MIS');
    await user.selectOptions(screen.getByLabelText('Validity'), 'GTC');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(await screen.findByText(/Order placed: buy 5 INFY \(limit\)/)).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      account_id: SIM_ACCOUNT_ID,
      symbol: 'INFY',
      side: 'buy',
      type: 'limit',
      quantity: 5,
      product: 'MIS',
      validity: 'GTC',
      limit_price: '1480.00',
    });
  });

  it("shows the server's refusal at the ticket", async () => {
    mockApi({
      [on(endpoints.simOrderPlace)]: { status: 400, body: { message: SIM_REFUSALS.insufficient_cash } },
    });
    const { user } = renderPage(
      <OrderTicket account={createSimAccount()} symbol="INFY" lastClose="1500.35" />,
    );
    await user.type(screen.getByLabelText('Quantity'), '100000');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIM_REFUSALS.insufficient_cash);
  });

  it('refuses a quantity that is not a whole number before asking the server', async () => {
    const sent = mockApi({});
    const { user } = renderPage(
      <OrderTicket account={createSimAccount()} symbol="INFY" lastClose="1500.35" />,
    );
    await user.type(screen.getByLabelText('Quantity'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quantity must be a whole number');
    expect(sent).toEqual([]);
  });
});
