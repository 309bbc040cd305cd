import { COMPANY } from '@client/lib/company.ts';

/** The start-up animation (spec: shown for 1 second before the site appears). */
export function StartupLoader() {
  return (
    <div className="startup-loader" role="status" aria-live="polite">
      <div className="startup-loader-bars" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <p className="startup-loader-name">{COMPANY.name}</p>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
