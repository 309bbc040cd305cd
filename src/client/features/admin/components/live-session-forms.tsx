import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, SelectField } from '@client/components/form-field.tsx';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import {
  LIVE_LOCATION_LABELS,
  LiveSeriesInputSchema,
  LiveSessionInputSchema,
  WEEKDAY_NAMES,
} from '@contract/live.ts';
import { LIVE_LIMITS, LIVE_LOCATIONS } from '@contract/live-vocabulary.ts';
import { useId } from 'react';
import { useLiveScheduling } from '../api/schedule-live-session.ts';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const whole = (data: FormData, name: string) => Number(text(data, name) || Number.NaN);

/** Where and how long: the fields a session and a series share. */
function PlaceFields({
  id,
  field,
}: {
  id: (name: string) => string;
  field: (name: string) => { name: string; error: string | undefined };
}) {
  return (
    <>
      <FormField
        id={id('duration')}
        label="Duration (minutes)"
        type="number"
        min={LIVE_LIMITS.durationMinutesMin}
        max={LIVE_LIMITS.durationMinutesMax}
        defaultValue={90}
        required
        {...field('duration_minutes')}
      />
      <SelectField id={id('location')} label="Where" defaultValue="jitsi" {...field('location')}>
        {LIVE_LOCATIONS.map((location) => (
          <option key={location} value={location}>
            {LIVE_LOCATION_LABELS[location]}
          </option>
        ))}
      </SelectField>
      <FormField
        id={id('link')}
        label="Link"
        hint="Zoom, Google Meet or YouTube Live: paste the https link. Jitsi Meet: leave empty for a new private room."
        type="url"
        maxLength={LIVE_LIMITS.linkMax}
        {...field('join_url')}
      />
    </>
  );
}

/** A session of a batch: title, day and time in IST, length and place (docs/product.md §20.2). */
export function LiveSessionForm({ batchId }: { batchId: string }) {
  const fieldId = useId();
  const id = (name: string) => `${fieldId}-${name}`;
  const { add } = useLiveScheduling();
  const form = useContractForm({
    schema: LiveSessionInputSchema,
    resetOnSuccess: true,
    input: (element) => {
      const data = new FormData(element);
      const link = text(data, 'join_url');
      return {
        title: text(data, 'title'),
        starts_at: `${text(data, 'day')}T${text(data, 'time')}:00+05:30`,
        duration_minutes: whole(data, 'duration_minutes'),
        location: text(data, 'location') as (typeof LIVE_LOCATIONS)[number],
        ...(link ? { join_url: link } : {}),
      };
    },
    submit: async (body) => {
      await add.mutateAsync({ batchId, body });
      return 'The session is scheduled.';
    },
  });
  return (
    <form {...form.props} noValidate className="card border-0 shadow-sm">
      <div className="card-body">
        <h2 className="h5">Add a session</h2>
        <FormField
          id={id('title')}
          label="Title"
          required
          maxLength={LIVE_LIMITS.sessionTitleMax}
          {...form.field('title')}
        />
        <div className="row g-2">
          <FormField
            id={id('day')}
            className="col-6"
            label="Day"
            type="date"
            required
            {...form.field('day')}
          />
          <FormField
            id={id('time')}
            className="col-6"
            label="Time (IST)"
            type="time"
            required
            {...form.field('time')}
          />
        </div>
        {form.errors.starts_at ? <p className="small text-danger">{form.errors.starts_at}</p> : null}
        <PlaceFields id={id} field={form.field} />
        <FormFeedback feedback={form.feedback} />
        <button type="submit" className="btn btn-teal" disabled={form.pending}>
          Add session
        </button>
      </div>
    </form>
  );
}

/** The series' weekdays, Monday to Sunday (ISO 1–7). */
function WeekdayChoices({ id, error }: { id: (name: string) => string; error: string | undefined }) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Weekdays</legend>
      {WEEKDAY_NAMES.map((name, index) => (
        <div key={name} className="form-check form-check-inline">
          <input
            className="form-check-input"
            type="checkbox"
            id={id(`day${index + 1}`)}
            name="weekdays"
            value={index + 1}
          />
          <label className="form-check-label" htmlFor={id(`day${index + 1}`)}>
            {name.slice(0, 3)}
          </label>
        </div>
      ))}
      {error ? <p className="small text-danger mb-0">{error}</p> : null}
    </fieldset>
  );
}

/** A weekly series in one step: "Tuesdays and Thursdays, 19:30 IST, 8 weeks" (docs/product.md §20.2). */
export function LiveSeriesForm({ batchId }: { batchId: string }) {
  const fieldId = useId();
  const id = (name: string) => `${fieldId}-${name}`;
  const { series } = useLiveScheduling();
  const form = useContractForm({
    schema: LiveSeriesInputSchema,
    resetOnSuccess: true,
    input: (element) => {
      const data = new FormData(element);
      const link = text(data, 'join_url');
      return {
        title: text(data, 'title'),
        weekdays: data.getAll('weekdays').map(Number),
        time: text(data, 'time'),
        duration_minutes: whole(data, 'duration_minutes'),
        weeks: whole(data, 'weeks'),
        starts_on: text(data, 'starts_on'),
        location: text(data, 'location') as (typeof LIVE_LOCATIONS)[number],
        ...(link ? { join_url: link } : {}),
      };
    },
    submit: async (body) => {
      const made = await series.mutateAsync({ batchId, body });
      return `${made.length} sessions are scheduled.`;
    },
  });
  return (
    <form {...form.props} noValidate className="card border-0 shadow-sm">
      <div className="card-body">
        <h2 className="h5">Add a weekly series</h2>
        <FormField
          id={id('title')}
          label="Title"
          required
          maxLength={LIVE_LIMITS.sessionTitleMax}
          {...form.field('title')}
        />
        <WeekdayChoices id={id} error={form.errors.weekdays} />
        <div className="row g-2">
          <FormField
            id={id('starts_on')}
            className="col-6"
            label="First day"
            type="date"
            required
            {...form.field('starts_on')}
          />
          <FormField
            id={id('time')}
            className="col-6"
            label="Time (IST)"
            type="time"
            required
            {...form.field('time')}
          />
        </div>
        <FormField
          id={id('weeks')}
          label="Weeks"
          type="number"
          min={1}
          max={LIVE_LIMITS.seriesWeeksMax}
          defaultValue={8}
          required
          {...form.field('weeks')}
        />
        <PlaceFields id={id} field={form.field} />
        <FormFeedback feedback={form.feedback} />
        <button type="submit" className="btn btn-teal" disabled={form.pending}>
          Add series
        </button>
      </div>
    </form>
  );
}
