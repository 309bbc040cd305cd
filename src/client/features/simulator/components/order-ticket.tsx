import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { formatPaise } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { paiseToRupees, rupeesToPaise } from '@contract/money.ts';
import {
  type SimAccount,
  type SimOrder,
  type SimOrderInput,
  SimOrderInputSchema,
} from '@contract/sim-account.ts';
import {
  SIM_ORDER_SIDES,
  SIM_ORDER_TYPES,
  SIM_PRODUCTS,
  SIM_VALIDITIES,
  type SimOrderSide,
  type SimOrderType,
  type SimProduct,
  type SimValidity,
} from '@contract/sim-trading.ts';
import { isTradeForTrade } from '@contract/simulator.ts';
import { Fragment, useId, useState } from 'react';
import { usePlaceSimOrder } from '../api/place-sim-order.ts';
import { formatRupeeText } from '../money-text.ts';
import { previewOrder } from '../order-preview.ts';
import { PRODUCT_LABELS, SIDE_LABELS, TYPE_LABELS, VALIDITY_LABELS } from '../sim-words.ts';

/** The price typed into a field as the API writes it ("1234.50"); as typed when it is no amount. */
function priceText(text: string): string {
  const trimmed = text.trim();
  try {
    return paiseToRupees(rupeesToPaise(trimmed));
  } catch {
    // SimOrderInputSchema refuses it with the reason (MONEY_MESSAGES).
    return trimmed;
  }
}

/** What the learner has chosen and typed on the ticket so far. */
interface OrderDraft {
  side: SimOrderSide;
  type: SimOrderType;
  quantity: string;
  limitPrice: string;
  stopPrice: string;
  product: SimProduct;
  validity: SimValidity;
}

const NEW_DRAFT: OrderDraft = {
  side: 'buy',
  type: 'market',
  quantity: '',
  limitPrice: '',
  stopPrice: '',
  product: 'CNC',
  validity: 'DAY',
};

const needsLimitPrice = (type: SimOrderType) => type === 'limit' || type === 'stop_limit';
const needsStopPrice = (type: SimOrderType) => type === 'stop' || type === 'stop_limit';

/** The products a share can be traded with on its series' day: delivery only when trade for trade. */
const DELIVERY_ONLY: readonly SimProduct[] = ['CNC'];

/** The order as the API takes it; SimOrderInputSchema then checks it. */
function orderInput(accountId: string, symbol: string | null, draft: OrderDraft): SimOrderInput {
  const quantity = draft.quantity.trim();
  return {
    account_id: accountId,
    symbol: symbol ?? '',
    side: draft.side,
    type: draft.type,
    // Digits only: '1e3' or '2.5' is no quantity (NaN fails the schema with its message).
    quantity: /^\d+$/.test(quantity) ? Number(quantity) : Number.NaN,
    product: draft.product,
    validity: draft.validity,
    ...(needsLimitPrice(draft.type) ? { limit_price: priceText(draft.limitPrice) } : {}),
    ...(needsStopPrice(draft.type) ? { stop_price: priceText(draft.stopPrice) } : {}),
  };
}

function placedMessage(placed: SimOrder): string {
  return `Order placed: ${SIDE_LABELS[placed.side].toLowerCase()} ${placed.quantity} ${placed.symbol} (${TYPE_LABELS[placed.type].toLowerCase()}). It can fill on the next day.`;
}

/** The ticket's draft, its preview, and the form that places it (the quantity empties once placed). */
function useOrderForm(
  account: SimAccount,
  symbol: string | null,
  lastClose: string | null,
  deliveryOnly: boolean,
) {
  const place = usePlaceSimOrder(account._id);
  const [chosen, setDraft] = useState<OrderDraft>(NEW_DRAFT);
  // On a trade-for-trade day the ticket offers delivery alone, and sends what it shows.
  const draft = deliveryOnly ? { ...chosen, product: 'CNC' as const } : chosen;
  const change =
    <K extends keyof OrderDraft>(key: K) =>
    (value: OrderDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const preview = previewOrder({ ...draft, lastClose, brokerage: account.brokerage });
  const form = useContractForm({
    schema: SimOrderInputSchema,
    input: () => orderInput(account._id, symbol, draft),
    submit: async (order) => {
      const placed = await place.mutateAsync(order);
      setDraft((current) => ({ ...current, quantity: '' }));
      return placedMessage(placed);
    },
    errorsInAlert: true,
  });
  return { draft, change, preview, form };
}

/**
 * The order ticket: side, type, quantity, the prices the type needs, product and validity, with an
 * instant preview of value, brokerage and total, exact in paise (order-preview.ts). The contract's
 * SimOrderInputSchema checks the order first; the server decides, and a refusal's { message } is
 * shown here.
 */
export function OrderTicket({
  account,
  symbol,
  lastClose,
  series = null,
}: {
  account: SimAccount;
  symbol: string | null;
  /** The last close the learner sees for the symbol (the chart's last bar), or null. */
  lastClose: string | null;
  /** That bar's NSE series: BE or BZ (trade for trade) allow delivery (CNC) only. */
  series?: string | null;
}) {
  const id = useId();
  return (
    <section className="card shadow-sm border-0 sim-ticket" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 text-navy mb-3">
          Order ticket{symbol ? <span className="text-body-secondary fw-normal">: {symbol}</span> : null}
        </h2>
        {symbol === null ? (
          <p className="text-body-secondary mb-0">Search for an instrument to trade it.</p>
        ) : (
          <OrderForm id={id} account={account} symbol={symbol} lastClose={lastClose} series={series} />
        )}
      </div>
    </section>
  );
}

/** The ticket's form, once there is a symbol to trade. */
function OrderForm({
  id,
  account,
  symbol,
  lastClose,
  series,
}: {
  id: string;
  account: SimAccount;
  symbol: string;
  lastClose: string | null;
  series: string | null;
}) {
  const deliveryOnly = isTradeForTrade(series ?? undefined);
  const { draft, change, preview, form } = useOrderForm(account, symbol, lastClose, deliveryOnly);
  const closed = account.status !== 'active';
  return (
    <form {...form.props} noValidate>
      <SideChoice id={id} side={draft.side} onChange={change('side')} />
      <div className="row g-2 mb-3">
        <ChoiceSelect
          className="col-6"
          id={`${id}-type`}
          label="Order type"
          choices={SIM_ORDER_TYPES}
          labels={TYPE_LABELS}
          value={draft.type}
          onChange={change('type')}
        />
        <TextField
          id={`${id}-quantity`}
          label="Quantity"
          inputMode="numeric"
          value={draft.quantity}
          onChange={change('quantity')}
        />
        <PriceFields
          id={id}
          type={draft.type}
          limitPrice={draft.limitPrice}
          stopPrice={draft.stopPrice}
          onLimitPrice={change('limitPrice')}
          onStopPrice={change('stopPrice')}
        />
        <ProductChoice
          id={id}
          symbol={symbol}
          series={deliveryOnly ? series : null}
          product={draft.product}
          onChange={change('product')}
        />
        <ChoiceSelect
          className="col-12 col-sm-6 col-lg-12 col-xxl-6"
          id={`${id}-validity`}
          label="Validity"
          choices={SIM_VALIDITIES}
          labels={VALIDITY_LABELS}
          value={draft.validity}
          onChange={change('validity')}
        />
      </div>
      <OrderPreviewList side={draft.side} type={draft.type} preview={preview} lastClose={lastClose} />
      <BusyButton
        type="submit"
        className={`btn w-100 ${draft.side === 'buy' ? 'btn-success' : 'btn-danger'}`}
        busy={form.pending}
        disabled={form.pending || closed}
      >
        Place {SIDE_LABELS[draft.side].toLowerCase()} order
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}

/**
 * Delivery or intraday; on a trade-for-trade day (`series` BE or BZ) delivery alone, with the
 * reason under the choice (docs/product.md §14.4).
 */
function ProductChoice({
  id,
  symbol,
  series,
  product,
  onChange,
}: {
  id: string;
  symbol: string;
  series: string | null;
  product: SimProduct;
  onChange: (product: SimProduct) => void;
}) {
  return (
    <>
      <ChoiceSelect
        className="col-12 col-sm-6 col-lg-12 col-xxl-6"
        id={`${id}-product`}
        label="Product"
        choices={series ? DELIVERY_ONLY : SIM_PRODUCTS}
        labels={PRODUCT_LABELS}
        value={product}
        onChange={onChange}
        describedBy={series ? `${id}-series` : undefined}
      />
      {series ? (
        <p className="form-text col-12 mt-0" id={`${id}-series`}>
          {symbol} trades in series {series}, trade for trade: every trade is for delivery (CNC), so no
          intraday (MIS).
        </p>
      ) : null}
    </>
  );
}

/** Buy or sell, as a pair of toggle buttons (radios underneath). */
function SideChoice({
  id,
  side,
  onChange,
}: {
  id: string;
  side: SimOrderSide;
  onChange: (side: SimOrderSide) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Side</legend>
      <div className="btn-group w-100">
        {SIM_ORDER_SIDES.map((value) => (
          <Fragment key={value}>
            <input
              type="radio"
              className="btn-check"
              id={`${id}-side-${value}`}
              name={`${id}-side`}
              value={value}
              checked={side === value}
              onChange={() => onChange(value)}
            />
            <label
              htmlFor={`${id}-side-${value}`}
              className={`btn ${value === 'buy' ? 'btn-outline-success' : 'btn-outline-danger'}`}
            >
              {SIDE_LABELS[value]}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

/** The prices the order type needs: a limit, a stop, both (stop-limit) or none (market). */
function PriceFields({
  id,
  type,
  limitPrice,
  stopPrice,
  onLimitPrice,
  onStopPrice,
}: {
  id: string;
  type: SimOrderType;
  limitPrice: string;
  stopPrice: string;
  onLimitPrice: (text: string) => void;
  onStopPrice: (text: string) => void;
}) {
  return (
    <>
      {needsLimitPrice(type) ? (
        <TextField
          id={`${id}-limit`}
          label="Limit price (₹)"
          inputMode="decimal"
          value={limitPrice}
          onChange={onLimitPrice}
        />
      ) : null}
      {needsStopPrice(type) ? (
        <TextField
          id={`${id}-stop`}
          label="Stop price (₹)"
          inputMode="decimal"
          value={stopPrice}
          onChange={onStopPrice}
        />
      ) : null}
    </>
  );
}

/** One of the ticket's drop-downs: order type, product or validity. */
function ChoiceSelect<T extends string>({
  className,
  id,
  label,
  choices,
  labels,
  value,
  onChange,
  describedBy,
}: {
  className: string;
  id: string;
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  describedBy?: string | undefined;
}) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The quantity or a price, typed as text (read on submit, so a half-typed amount stays as typed). */
function TextField({
  id,
  label,
  inputMode,
  value,
  onChange,
}: {
  id: string;
  label: string;
  inputMode: 'numeric' | 'decimal';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-6">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-control"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function OrderPreviewList({
  side,
  type,
  preview,
  lastClose,
}: {
  side: SimOrderSide;
  type: SimOrderType;
  preview: ReturnType<typeof previewOrder>;
  lastClose: string | null;
}) {
  const priceSource =
    type === 'limit' || type === 'stop_limit' ? 'limit price' : type === 'stop' ? 'stop price' : 'last close';
  return (
    <div className="sim-preview rounded border p-2 mb-3" aria-live="polite" aria-atomic="true">
      <p className="small fw-semibold mb-1">Preview</p>
      {preview.ok ? (
        <dl className="row small mb-0">
          <dt className="col-6 fw-normal">Price ({priceSource})</dt>
          <dd className="col-6 text-end mb-1">{formatPaise(preview.preview.pricePaise, { exact: true })}</dd>
          <dt className="col-6 fw-normal">Value</dt>
          <dd className="col-6 text-end mb-1">{formatPaise(preview.preview.valuePaise, { exact: true })}</dd>
          <dt className="col-6 fw-normal">Brokerage</dt>
          <dd className="col-6 text-end mb-1">
            {formatPaise(preview.preview.brokeragePaise, { exact: true })}
          </dd>
          <dt className="col-6">{side === 'buy' ? 'Total cost' : 'Total proceeds'}</dt>
          <dd className="col-6 text-end mb-0 fw-semibold">
            {formatPaise(preview.preview.totalPaise, { exact: true })}
          </dd>
        </dl>
      ) : (
        <p className="small text-body-secondary mb-0">
          {preview.reason === 'too_large'
            ? 'The order is too large.'
            : type === 'market' && lastClose === null
              ? 'No close yet to estimate from.'
              : `Enter a whole quantity${type === 'market' ? '' : ` and the ${priceSource}`} to see the cost.`}
        </p>
      )}
      {lastClose !== null ? (
        <p className="small text-body-secondary mb-0 mt-1">Last close {formatRupeeText(lastClose)}</p>
      ) : null}
    </div>
  );
}
