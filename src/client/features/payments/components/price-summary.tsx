import { formatPaise } from '@client/lib/format.ts';
import { type PaymentQuote, roundOffOf } from '@contract/payment.ts';
import { GST } from '@contract/vocabulary.ts';

const exact = (paise: number) => formatPaise(paise, { exact: true });

/**
 * The quoted price, before paying: the list price, the coupon's discount, the GST-inclusive price,
 * and how the tax splits (CGST + SGST within the business's state, IGST across), to the paisa.
 */
export function PriceSummary({ quote }: { quote: PaymentQuote }) {
  const half = GST.ratePercent / 2;
  // Each tax is its rate × the taxable value to the paisa; a paisa over or under is rounded off (ADR 056).
  const roundOff = roundOffOf(quote);
  return (
    <section className="card border-0 bg-light mt-4" aria-labelledby="price-summary-title">
      <div className="card-body">
        <h3 id="price-summary-title" className="h6 mb-3">
          Price
        </h3>
        <dl className="row mb-0">
          <dt className="col-7 fw-normal">List price</dt>
          <dd className="col-5 text-end mb-1">{exact(quote.list_amount)}</dd>
          {quote.discount > 0 ? (
            <>
              <dt className="col-7 fw-normal">Discount{quote.coupon ? ` (${quote.coupon})` : ''}</dt>
              <dd className="col-5 text-end mb-1">{`-${exact(quote.discount)}`}</dd>
            </>
          ) : null}
          <dt className="col-7">Price incl. GST</dt>
          <dd className="col-5 text-end fw-semibold mb-2">{exact(quote.amount)}</dd>
          <dt className="col-7 fw-normal small text-body-secondary">Taxable value</dt>
          <dd className="col-5 text-end small text-body-secondary mb-1">{exact(quote.taxable_value)}</dd>
          {quote.igst === 0 ? (
            <>
              <dt className="col-7 fw-normal small text-body-secondary">{`CGST (${half}%)`}</dt>
              <dd className="col-5 text-end small text-body-secondary mb-1">{exact(quote.cgst)}</dd>
              <dt className="col-7 fw-normal small text-body-secondary">{`SGST (${half}%)`}</dt>
              <dd className="col-5 text-end small text-body-secondary mb-0">{exact(quote.sgst)}</dd>
            </>
          ) : (
            <>
              <dt className="col-7 fw-normal small text-body-secondary">{`IGST (${GST.ratePercent}%)`}</dt>
              <dd className="col-5 text-end small text-body-secondary mb-0">{exact(quote.igst)}</dd>
            </>
          )}
          {roundOff !== 0 ? (
            <>
              <dt className="col-7 fw-normal small text-body-secondary">Round off</dt>
              <dd className="col-5 text-end small text-body-secondary mb-0 mt-1">{exact(roundOff)}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
