import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { formatPaise } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { paiseToRupees, rupeesToPaise } from '@contract/money.ts';
import { type SimAccount, type SimOrderInput, SimOrderInputSchema } from '@contract/sim-account.ts';
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
}: {
  account: SimAccount;
  symbol: string | null;
  /** The last close the learner sees for the symbol (the chart's last bar), or null. */
  lastClose: string | null;
}) {
  const id = useId();
  const place = usePlaceSimOrder(account._id);
  const [side, setSide] = useState<SimOrderSide>('buy');
  const [type, setType] = useState<SimOrderType>('market');
  const [quantity, setQuantity] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  const [stopPrice, setStopPrice] = useState('');
  const [product, setProduct] = useState<SimProduct>('CNC');
  const [validity, setValidity] = useState<SimValidity>('DAY');

  const needsLimit = type === 'limit' || type === 'stop_limit';
  const needsStop = type === 'stop' || type === 'stop_limit';
  const preview = previewOrder({
    side,
    type,
    quantity,
    limitPrice,
    stopPrice,
    lastClose,
    brokerage: account.brokerage,
  });
  const closed = account.status !== 'active';

  const form = useContractForm({
    schema: SimOrderInputSchema,
    input: (): SimOrderInput => ({
      account_id: account._id,
      symbol: symbol ?? '',
      side,
      type,
      // Digits only: '1e3' or '2.5' is no quantity (NaN fails the schema with its message).
      quantity: /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN,
      product,
      validity,
      ...(needsLimit ? { limit_price: priceText(limitPrice) } : {}),
      ...(needsStop ? { stop_price: priceText(stopPrice) } : {}),
    }),
    submit: async (order) => {
      const placed = await place.mutateAsync(order);
      setQuantity('');
      return `Order placed: ${SIDE_LABELS[placed.side].toLowerCase()} ${placed.quantity} ${placed.symbol} (${TYPE_LABELS[placed.type].toLowerCase()}). It can fill on the next day.`;
    },
    errorsInAlert: true,
  });

  return (
    <section className="card shadow-sm border-0 sim-ticket" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 text-navy mb-3">
          Order ticket{symbol ? <span className="text-body-secondary fw-normal">: {symbol}</span> : null}
        </h2>
        {symbol === null ? (
          <p className="text-body-secondary mb-0">Search for an instrument to trade it.</p>
        ) : (
          <form {...form.props} noValidate>
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
                      onChange={() => setSide(value)}
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
            <div className="row g-2 mb-3">
              <div className="col-6">
                <label className="form-label" htmlFor={`${id}-type`}>
                  Order type
                </label>
                <select
                  id={`${id}-type`}
                  className="form-select"
                  value={type}
                  onChange={(event) => setType(event.target.value as SimOrderType)}
                >
                  {SIM_ORDER_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {TYPE_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-6">
                <label className="form-label" htmlFor={`${id}-quantity`}>
                  Quantity
                </label>
                <input
                  id={`${id}-quantity`}
                  className="form-control"
                  inputMode="numeric"
                  autoComplete="off"
                  value={quantity}
                  onChange={(event) => setQuantity(event.target.value)}
                />
              </div>
              {needsLimit ? (
                <div className="col-6">
                  <label className="form-label" htmlFor={`${id}-limit`}>
                    Limit price (₹)
                  </label>
                  <input
                    id={`${id}-limit`}
                    className="form-control"
                    inputMode="decimal"
                    autoComplete="off"
                    value={limitPrice}
                    onChange={(event) => setLimitPrice(event.target.value)}
                  />
                </div>
              ) : null}
              {needsStop ? (
                <div className="col-6">
                  <label className="form-label" htmlFor={`${id}-stop`}>
                    Stop price (₹)
                  </label>
                  <input
                    id={`${id}-stop`}
                    className="form-control"
                    inputMode="decimal"
                    autoComplete="off"
                    value={stopPrice}
                    onChange={(event) => setStopPrice(event.target.value)}
                  />
                </div>
              ) : null}
              <div className="col-12 col-sm-6 col-lg-12 col-xxl-6">
                <label className="form-label" htmlFor={`${id}-product`}>
                  Product
                </label>
                <select
                  id={`${id}-product`}
                  className="form-select"
                  value={product}
                  onChange={(event) => setProduct(event.target.value as SimProduct)}
                >
                  {SIM_PRODUCTS.map((value) => (
                    <option key={value} value={value}>
                      {PRODUCT_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-12 col-sm-6 col-lg-12 col-xxl-6">
                <label className="form-label" htmlFor={`${id}-validity`}>
                  Validity
                </label>
                <select
                  id={`${id}-validity`}
                  className="form-select"
                  value={validity}
                  onChange={(event) => setValidity(event.target.value as SimValidity)}
                >
                  {SIM_VALIDITIES.map((value) => (
                    <option key={value} value={value}>
                      {VALIDITY_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <OrderPreviewList side={side} type={type} preview={preview} lastClose={lastClose} />
            <BusyButton
              type="submit"
              className={`btn w-100 ${side === 'buy' ? 'btn-success' : 'btn-danger'}`}
              busy={form.pending}
              disabled={form.pending || closed}
            >
              Place {SIDE_LABELS[side].toLowerCase()} order
            </BusyButton>
            <FormFeedback feedback={form.feedback} className="mt-3" />
          </form>
        )}
      </div>
    </section>
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
