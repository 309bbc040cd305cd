import { MESSAGES } from '@contract/messages.ts';

/** SEBI (docs/product.md §14.1): every simulator page says this, at the top, word for word. */
export function ComplianceLine() {
  return (
    <p className="alert alert-warning py-2 mb-4 sim-compliance" role="note">
      {MESSAGES.simulator.compliance}
    </p>
  );
}

/** Lightweight Charts' licence asks for its attribution; the chart also keeps its own logo link. */
export function ChartAttribution() {
  return (
    <p className="small text-body-secondary mt-4 mb-0">
      Charts by{' '}
      <a href="https://www.tradingview.com/lightweight-charts/" target="_blank" rel="noopener noreferrer">
        TradingView Lightweight Charts™
      </a>{' '}
      (Apache-2.0)
    </p>
  );
}
