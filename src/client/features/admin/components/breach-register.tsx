import { BusyButton } from '@client/components/busy-button.tsx';
import { DataTable } from '@client/components/data-table.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { showError } from '@client/lib/alerts.ts';
import { formatCount, formatDateTime } from '@client/lib/format.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import type { Breach } from '@contract/breach.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useState } from 'react';
import { useAddBreach, useBreaches, useBreachReport, useMarkBreachReported } from '../api/breach-register.ts';
import { actionFailureText } from '../utils/failure-text.ts';

/** The register: each incident, its 72-hour deadline and whether the Board's report is late. */
export function BreachRegisterSection() {
  const breaches = useBreaches();
  const markReported = useMarkBreachReported();
  const [shown, setShown] = useState<string | null>(null);
  const fileReport = (id: string) =>
    markReported.mutate(id, {
      onError: (error) => void showError(actionFailureText('Failed to mark the report filed.', error)),
    });
  return (
    <section className="card mb-4" aria-labelledby="breaches-heading">
      <div className="card-body">
        <h2 id="breaches-heading" className="h5">
          Breach register
        </h2>
        <QueryStates query={breaches}>
          {(rows) => (
            <div className="table-responsive">
              <DataTable<Breach>
                className="table table-sm align-middle"
                caption="Personal data breaches, newest discovery first"
                captionClassName="visually-hidden"
                rows={rows}
                rowKey={(row) => row._id}
                empty="No breach has been recorded."
                columns={[
                  {
                    header: 'Discovered',
                    rowHeader: true,
                    className: 'text-nowrap',
                    cell: (row) => formatDateTime(row.discovered_at),
                  },
                  { header: 'Description', cell: (row) => row.description },
                  { header: 'People', align: 'end', cell: (row) => formatCount(row.people_affected) },
                  { header: 'Board report', cell: (row) => <ReportState breach={row} /> },
                  {
                    header: 'Actions',
                    headerHidden: true,
                    className: 'text-nowrap',
                    cell: (row) => (
                      <>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-teal me-2"
                          onClick={() => setShown(row._id)}
                        >
                          Report
                        </button>
                        {row.reported_at ? null : (
                          <button
                            type="button"
                            className="btn btn-sm btn-teal"
                            onClick={() => fileReport(row._id)}
                          >
                            Mark filed
                          </button>
                        )}
                      </>
                    ),
                  },
                ]}
              />
            </div>
          )}
        </QueryStates>
        {shown ? <BreachReport id={shown} /> : null}
        <details className="mt-3">
          <summary className="fw-semibold">Record an incident</summary>
          <BreachForm />
        </details>
      </div>
    </section>
  );
}

function ReportState({ breach }: { breach: Breach }) {
  const late = breach.report_late ? <span className="badge text-bg-danger ms-1">Late</span> : null;
  if (breach.reported_at)
    return (
      <>
        Filed {formatDateTime(breach.reported_at)}
        {late}
      </>
    );
  return (
    <>
      Due {formatDateTime(breach.report_due_at)}
      {late}
    </>
  );
}

/** The Board's report and the notice to learners, as text to copy. */
function BreachReport({ id }: { id: string }) {
  const report = useBreachReport(id);
  return (
    <section className="mt-3" aria-labelledby="breach-report-heading">
      <h3 id="breach-report-heading" className="h6">
        Report to the Data Protection Board
      </h3>
      <QueryStates query={report}>
        {(data) => (
          <>
            <pre className="border rounded p-2 small breach-report-text">{data.board_report}</pre>
            <h3 className="h6">Notice to learners</h3>
            <pre className="border rounded p-2 small breach-report-text">{data.learner_notice}</pre>
          </>
        )}
      </QueryStates>
    </section>
  );
}

/** A `datetime-local` value (the admin's clock, India time) as the API's ISO 8601. */
function isoOf(value: string): string | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** When it was found and when it happened, side by side: the 72-hour deadline runs from the first. */
const DATE_FIELDS = [
  ['discovered_at', 'breach-discovered', 'Discovered at'],
  ['occurred_at', 'breach-occurred', 'Occurred at'],
] as const;

const TEXT_FIELDS = [
  ['description', 'Description: what happened, its extent and where'],
  ['data_nature', 'Nature of the personal data'],
  ['categories', 'Categories of people affected'],
  ['measures', 'Measures taken or proposed'],
  ['risks', 'Likely risks'],
  ['contact', 'Contact for the Board and for learners'],
] as const;

function BreachForm() {
  const add = useAddBreach();
  const form = useContractForm({
    schema: () => import('@contract/breach.ts').then((contract) => contract.BreachInputSchema),
    input: (element) => {
      const data = Object.fromEntries([...new FormData(element)].map(([key, value]) => [key, String(value)]));
      const discovered = isoOf(data.discovered_at ?? '');
      const occurred = isoOf(data.occurred_at ?? '');
      if (!discovered || !occurred) {
        return refuse({
          ...(discovered ? {} : { discovered_at: 'Discovered at must be a date and time.' }),
          ...(occurred ? {} : { occurred_at: 'Occurred at must be a date and time.' }),
        });
      }
      return {
        ...Object.fromEntries(TEXT_FIELDS.map(([name]) => [name, data[name] ?? ''])),
        discovered_at: discovered,
        occurred_at: occurred,
        people_affected: Number(data.people_affected),
      } as Parameters<typeof add.mutateAsync>[0];
    },
    submit: async (input) => {
      await add.mutateAsync(input);
      return MESSAGES.privacy.breachAdded;
    },
    resetOnSuccess: true,
  });
  return (
    <form {...form.props} className="mt-3" aria-label="Record an incident" noValidate>
      <div className="row">
        {DATE_FIELDS.map(([name, id, label]) => (
          <FormField
            key={name}
            id={id}
            {...form.field(name)}
            type="datetime-local"
            label={label}
            className="col-md-6 mb-3"
            required
          />
        ))}
      </div>
      {TEXT_FIELDS.map(([name, label]) => (
        <TextAreaField
          key={name}
          id={`breach-${name}`}
          {...form.field(name)}
          label={label}
          rows={2}
          required
        />
      ))}
      <FormField
        id="breach-people"
        {...form.field('people_affected')}
        type="number"
        min={0}
        label="Approximate number of people affected"
        required
      />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        Record incident
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}
