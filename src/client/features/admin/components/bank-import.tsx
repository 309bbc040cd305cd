import { IconDownload } from '@client/components/icons/download.tsx';
import { IconExclamationTriangleFill } from '@client/components/icons/exclamation-triangle-fill.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { BankImportResult, LineNote } from '@contract/quiz.ts';
import { QUESTION_CSV_COLUMNS } from '@contract/vocabulary.ts';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useImportBank } from '../api/import-bank.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { questionCount } from '../utils/format-count.ts';

/** Two questions in the import's format, one single- and one multiple-choice. */
const SAMPLE_ROWS = [
  [
    'Which option gives its holder the right to buy?',
    'false',
    'Call option',
    'Put option',
    'Futures contract',
    'Forward contract',
    '',
    '',
    '1',
    'A call gives the right, not the obligation, to buy.',
  ],
  [
    'Which of these are exchange-traded derivatives?',
    'true',
    'Index futures',
    'Stock options',
    'Forward contracts',
    '',
    '',
    '',
    '1;2',
    'Forwards are traded over the counter.',
  ],
];

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The sample CSV offered for download: the header row and SAMPLE_ROWS. */
export function sampleCsv(): string {
  return `${[[...QUESTION_CSV_COLUMNS], ...SAMPLE_ROWS].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** The line notes of a refused import (400 `errors`), when the server sent them. */
function lineErrorsOf(error: unknown): LineNote[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
    return [];
  return body.errors as LineNote[];
}

type Outcome =
  | { kind: 'imported'; result: BankImportResult }
  | { kind: 'failed'; text: string; lines: LineNote[] };

const lineText = (note: LineNote) => `Line ${note.line}: ${note.reason}`;

/** The import's columns and rules, which the file input is described by. */
function ImportHelp({ id }: { id: string }) {
  return (
    <div id={id} className="small text-body-secondary mb-2">
      <p className="mb-1">
        A header row, then one question a row. Columns: <code>{QUESTION_CSV_COLUMNS.join(',')}</code>
      </p>
      <p className="mb-1">
        <code>correct</code> lists the numbers of the correct options, such as <code>2</code> or{' '}
        <code>1;3</code>. <code>multiple</code> is <code>true</code> or <code>false</code> (empty: true when
        more than one option is correct). <code>explanation</code> is optional. A file with any bad row
        imports nothing.
      </p>
    </div>
  );
}

/** A refused file's reason and bad rows, or how many questions came in and the rows to check. */
function ImportOutcome({ outcome }: { outcome: Outcome }) {
  return outcome.kind === 'failed' ? (
    <div className="alert alert-danger mb-0" role="alert">
      <p className="mb-1 fw-semibold">
        <IconExclamationTriangleFill className="me-2" />
        {outcome.text}
      </p>
      {outcome.lines.length > 0 ? (
        <ul className="mb-0" aria-label="Rows with errors">
          {outcome.lines.map((note) => (
            <li key={`${note.line}-${note.reason}`}>{lineText(note)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  ) : (
    <>
      <div className="alert alert-success" role="status">
        Imported {questionCount(outcome.result.imported)}
      </div>
      {outcome.result.warnings.length > 0 ? (
        <div className="alert alert-warning mb-0">
          <p className="mb-1 fw-semibold">
            <IconExclamationTriangleFill className="me-2" />
            Check these rows: a ticker-like symbol next to a price. SEBI does not allow naming a listed
            security with a price less than 30 days old.
          </p>
          <ul className="mb-0" aria-label="Import warnings">
            {outcome.result.warnings.map((note) => (
              <li key={`${note.line}-${note.reason}`}>{lineText(note)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** The sample CSV as an object URL for its download link, revoked when the card goes. */
function useSampleUrl(): string | null {
  const [sampleUrl, setSampleUrl] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([sampleCsv()], { type: 'text/csv' }));
    setSampleUrl(url);
    return () => URL.revokeObjectURL(url);
  }, []);
  return sampleUrl;
}

/**
 * A bank's CSV import (ADR 026): the columns, a sample to download (made in the browser), and a
 * file input that sends the file's text as text/csv. A refused file lists every bad row with its
 * line (nothing was imported); an accepted one says how many questions came in and lists the SEBI
 * warnings (ticker-like symbols next to prices) for a human to review. Focus moves to the outcome.
 */
export function BankImport({ bankId }: { bankId: string }) {
  const inputId = useId();
  const helpId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const importBank = useImportBank(bankId);
  // Read from the mutation's state rather than mutate's callbacks, which are dropped when a file is
  // chosen before the mutation observer has subscribed.
  const outcome: Outcome | null = importBank.isSuccess
    ? { kind: 'imported', result: importBank.data }
    : importBank.isError
      ? {
          kind: 'failed',
          text: actionFailureText(MESSAGES.bankAdmin.importFailed, importBank.error),
          lines: lineErrorsOf(importBank.error),
        }
      : null;
  const sampleUrl = useSampleUrl();

  useEffect(() => {
    if (importBank.status === 'success' || importBank.status === 'error') outcomeRef.current?.focus();
  }, [importBank.status]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file || importBank.isPending) return;
    const csv = await file.text();
    // Read: the same file may be chosen again once fixed.
    if (fileRef.current) fileRef.current.value = '';
    importBank.mutate({ bankId, csv });
  }

  return (
    <section className="card mb-4" aria-labelledby={`${inputId}-heading`}>
      <div className="card-body">
        <h2 id={`${inputId}-heading`} className="h5">
          Import from CSV
        </h2>
        <ImportHelp id={helpId} />
        {sampleUrl ? (
          <a
            href={sampleUrl}
            download="question-bank-sample.csv"
            className="d-inline-flex align-items-center mb-3"
          >
            <IconDownload className="me-1" />
            Download a sample CSV
          </a>
        ) : null}
        <div>
          <label htmlFor={inputId} className="form-label">
            Import questions from CSV
          </label>
          <input
            ref={fileRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="form-control"
            aria-describedby={helpId}
            onChange={(event) => void handleFile(event)}
          />
        </div>
        {importBank.isPending ? (
          <p className="mt-2 mb-0 d-flex align-items-center gap-2" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            Importing…
          </p>
        ) : null}
        {outcome ? (
          <div ref={outcomeRef} tabIndex={-1} className="mt-3">
            <ImportOutcome outcome={outcome} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
