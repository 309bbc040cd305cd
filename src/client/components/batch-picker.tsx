import type { PublicBatch } from '@contract/live-batches.ts';
import { MESSAGES } from '@contract/messages.ts';

const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A batch's day, 'YYYY-MM-DD' (an Indian calendar date), as '7 Dec 2026', the same on server and browser. */
export const batchDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** The batch chosen at first: the soonest with a seat, else the soonest (its waiting list). */
export function defaultBatchId(batches: readonly PublicBatch[]): string | undefined {
  return (batches.find((batch) => batch.seats_left > 0) ?? batches[0])?._id;
}

/**
 * A program's open batches (docs/product.md §20.1) as a choice beside Subscribe: dates, seats left
 * or "Full — join the waiting list", and the instructor. One radio group, so a keyboard moves
 * through it with the arrows and a screen reader reads each batch whole.
 */
export function BatchPicker({
  batches,
  value,
  onChange,
}: {
  batches: readonly PublicBatch[];
  value: string | undefined;
  onChange: (batchId: string) => void;
}) {
  if (batches.length === 0) return null;
  return (
    <fieldset className="batch-picker mt-4">
      <legend className="h5 mb-2">{MESSAGES.batches.pick}</legend>
      <div className="d-grid gap-2">
        {batches.map((batch) => {
          const id = `batch-${batch._id}`;
          const full = batch.seats_left === 0;
          return (
            <label
              key={batch._id}
              htmlFor={id}
              className={`batch-option card p-3 d-flex flex-row gap-3 align-items-start ${value === batch._id ? 'border-teal' : ''}`}
            >
              <input
                id={id}
                type="radio"
                name="batch"
                className="form-check-input mt-1 flex-shrink-0"
                value={batch._id}
                checked={value === batch._id}
                onChange={() => onChange(batch._id)}
              />
              <span className="d-block min-w-0">
                <span className="d-block fw-semibold text-break">{batch.name}</span>
                <span className="d-block">
                  {MESSAGES.batches.startsOn(batchDay(batch.starts_on))} · ends {batchDay(batch.ends_on)}
                </span>
                {batch.instructor_name ? (
                  <span className="d-block text-body-secondary">with {batch.instructor_name}</span>
                ) : null}
                <span
                  className={`d-block fw-semibold ${full ? 'text-danger-emphasis' : 'text-success-emphasis'}`}
                >
                  {full ? MESSAGES.batches.full : MESSAGES.batches.seatsLeft(batch.seats_left)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
