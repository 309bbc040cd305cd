import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, SelectField } from '@client/components/form-field.tsx';
import { type FieldErrors, type SchemaSource, useContractForm } from '@client/lib/use-contract-form.ts';
import {
  LIVE_LOCATION_LABELS,
  type LiveSeriesInput,
  LiveSeriesInputSchema,
  type LiveSeriesRequest,
  type LiveSessionInput,
  LiveSessionInputSchema,
  type LiveSessionRequest,
  WEEKDAY_NAMES,
} from '@contract/live.ts';
import { LIVE_LIMITS, LIVE_LOCATIONS, type LiveLocation } from '@contract/live-vocabulary.ts';
import { type ReactNode, useId } from 'react';
import { useLiveScheduling } from '../api/schedule-live-session.ts';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const whole = (data: FormData, name: string) => Number(text(data, name) || Number.NaN);

/** Where and how long: the fields a session and a series share. */
function PlaceFields({ id, field }: { id: (name: string) => string; field: FieldOf }) {
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

/** The fields a session and a series share, as the request has them. */
interface CommonInput {
  title: string;
  duration_minutes: number;
  location: LiveLocation;
  join_url?: string;
}

type FieldOf = (name: string) => { name: string; error: string | undefined };

/**
 * What tells one kind of scheduling form from the other: its heading and button, its schema, the
 * fields that say when (a day and a time, or weekdays, a first day, a time and weeks), how they
 * join the common fields in the request, and how it is sent.
 */
interface ScheduleKind<In, Out> {
  heading: string;
  submitLabel: string;
  schema: SchemaSource<In, Out>;
  whenFields: (id: (name: string) => string, field: FieldOf, errors: FieldErrors) => ReactNode;
  request: (data: FormData, common: CommonInput) => In;
  send: (batchId: string, body: In) => Promise<string>;
}

/**
 * A scheduling form (docs/product.md §20.2): the title, the fields of its kind that say when, then
 * length and place; checked with the contract's schema, then sent (ADR 047).
 */
function ScheduleForm<In, Out>({ batchId, kind }: { batchId: string; kind: ScheduleKind<In, Out> }) {
  const fieldId = useId();
  const id = (name: string) => `${fieldId}-${name}`;
  const form = useContractForm({
    schema: kind.schema,
    resetOnSuccess: true,
    input: (element) => {
      const data = new FormData(element);
      const link = text(data, 'join_url');
      return kind.request(data, {
        title: text(data, 'title'),
        duration_minutes: whole(data, 'duration_minutes'),
        location: text(data, 'location') as LiveLocation,
        ...(link ? { join_url: link } : {}),
      });
    },
    submit: (body) => kind.send(batchId, body),
  });
  return (
    <form {...form.props} noValidate className="card border-0 shadow-sm">
      <div className="card-body">
        <h2 className="h5">{kind.heading}</h2>
        <FormField
          id={id('title')}
          label="Title"
          required
          maxLength={LIVE_LIMITS.sessionTitleMax}
          {...form.field('title')}
        />
        {kind.whenFields(id, form.field, form.errors)}
        <PlaceFields id={id} field={form.field} />
        <FormFeedback feedback={form.feedback} />
        <button type="submit" className="btn btn-teal" disabled={form.pending}>
          {kind.submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A day (or a first day) and a time in IST, side by side. */
function DayAndTime({
  id,
  field,
  day,
  dayLabel,
}: {
  id: (name: string) => string;
  field: FieldOf;
  day: string;
  dayLabel: string;
}) {
  return (
    <div className="row g-2">
      <FormField id={id(day)} className="col-6" label={dayLabel} type="date" required {...field(day)} />
      <FormField
        id={id('time')}
        className="col-6"
        label="Time (IST)"
        type="time"
        required
        {...field('time')}
      />
    </div>
  );
}

/** A session of a batch: title, day and time in IST, length and place (docs/product.md §20.2). */
export function LiveSessionForm({ batchId }: { batchId: string }) {
  const { add } = useLiveScheduling();
  const kind: ScheduleKind<LiveSessionRequest, LiveSessionInput> = {
    heading: 'Add a session',
    submitLabel: 'Add session',
    schema: LiveSessionInputSchema,
    whenFields: (id, field, errors) => (
      <>
        <DayAndTime id={id} field={field} day="day" dayLabel="Day" />
        {errors.starts_at ? <p className="small text-danger">{errors.starts_at}</p> : null}
      </>
    ),
    request: (data, common) => ({
      ...common,
      starts_at: `${text(data, 'day')}T${text(data, 'time')}:00+05:30`,
    }),
    send: async (id, body) => {
      await add.mutateAsync({ batchId: id, body });
      return 'The session is scheduled.';
    },
  };
  return <ScheduleForm batchId={batchId} kind={kind} />;
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
  const { series } = useLiveScheduling();
  const kind: ScheduleKind<LiveSeriesRequest, LiveSeriesInput> = {
    heading: 'Add a weekly series',
    submitLabel: 'Add series',
    schema: LiveSeriesInputSchema,
    whenFields: (id, field, errors) => (
      <>
        <WeekdayChoices id={id} error={errors.weekdays} />
        <DayAndTime id={id} field={field} day="starts_on" dayLabel="First day" />
        <FormField
          id={id('weeks')}
          label="Weeks"
          type="number"
          min={1}
          max={LIVE_LIMITS.seriesWeeksMax}
          defaultValue={8}
          required
          {...field('weeks')}
        />
      </>
    ),
    request: (data, common) => ({
      ...common,
      weekdays: data.getAll('weekdays').map(Number),
      time: text(data, 'time'),
      weeks: whole(data, 'weeks'),
      starts_on: text(data, 'starts_on'),
    }),
    send: async (id, body) => {
      const made = await series.mutateAsync({ batchId: id, body });
      return `${made.length} sessions are scheduled.`;
    },
  };
  return <ScheduleForm batchId={batchId} kind={kind} />;
}
