import { FieldError } from '@client/components/form-field.tsx';
import { LEGAL_PAGES, LEGAL_TITLES } from '@contract/legal-pages.ts';
import type { FieldOf } from './gst-fields.tsx';

/**
 * The checkout's required box (docs/product.md §19): unticked, and Pay is refused until it is
 * ticked. The two documents open in a new tab, so the details typed here stay.
 */
export function AcceptTermsField({ field }: { field: FieldOf }) {
  const { name, error } = field('accept_terms');
  const id = 'pay-accept-terms';
  return (
    <div className="col-12">
      <div className="form-check">
        <input
          id={id}
          name={name}
          type="checkbox"
          className={`form-check-input ${error ? 'is-invalid' : ''}`}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="form-check-label">
          I agree to the{' '}
          <a href={LEGAL_PAGES.terms} target="_blank" rel="noreferrer">
            {LEGAL_TITLES.terms}
          </a>{' '}
          and the{' '}
          <a href={LEGAL_PAGES.refund} target="_blank" rel="noreferrer">
            {LEGAL_TITLES.refund}
          </a>
        </label>
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}
