import { type Column, DataTable } from '@client/components/data-table.tsx';
import { IconExclamationTriangleFill } from '@client/components/icons/exclamation-triangle-fill.tsx';
import { IconUpload } from '@client/components/icons/upload.tsx';
import { formatCount } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import { MESSAGES } from '@contract/messages.ts';
import { MARKET_IMPORT_FORMAT_LABELS, MARKET_LIMITS, MARKET_SERIES } from '@contract/simulator.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useImportMarketData } from '../api/import-market-data.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { UploadProgressBar, uploadPercent } from './upload-progress-bar.tsx';

type ImportResult = EndpointOutput<'adminMarketImport'>;

/** One chosen file on its way: waiting its turn, sending, being imported, then imported or refused. */
export type FileImport =
  | { name: string; size: number; state: 'waiting' }
  | { name: string; size: number; state: 'sending'; percent: number }
  | { name: string; size: number; state: 'imported'; result: ImportResult }
  | { name: string; size: number; state: 'failed'; text: string };

const sizeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A file's size for people: '812 bytes', '48.3 KB', '61.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** '2 instruments, 3 bars, 1 skipped row'. */
export function importSummary(result: ImportResult): string {
  return [
    plural(result.instruments, 'instrument', 'instruments'),
    plural(result.bars, 'bar', 'bars'),
    plural(result.skipped_total, 'skipped row', 'skipped rows'),
  ].join(', ');
}

/**
 * 'Read 14 rows of the UDiFF CM bhavcopy: 9 stored (EQ 6, BE 2, BZ 1), 5 skipped.' Undefined for
 * an answer without these counts (a server from before they were added).
 */
export function importCounts(result: ImportResult): string | undefined {
  if (result.rows_read === undefined) return undefined;
  const bySeries = (result.stored_by_series ?? [])
    .map((entry) => `${entry.series} ${formatCount(entry.bars)}`)
    .join(', ');
  const format = MARKET_IMPORT_FORMAT_LABELS[result.format];
  return [
    `Read ${plural(result.rows_read, 'row', 'rows')}${format ? ` of the ${format}` : ''}: `,
    `${formatCount(result.rows_stored)} stored${bySeries ? ` (${bySeries})` : ''}, `,
    `${formatCount(result.rows_skipped)} skipped.`,
  ].join('');
}

/**
 * docs/product.md §14.9, ADRs 033 and 053: NSE bhavcopy CSVs (classic, UDiFF or full), one or many, sent one
 * at a time with a progress bar each; then what each file brought in, by series, the skipped rows counted by
 * series and reason, and the faulty ones with the line and the reason (the server lists the first
 * MARKET_LIMITS.skippedListed). A file the server refuses says why, and the next one is sent all
 * the same: each file is its own import.
 */
// One function: the sending loop and the card share the per-file state it updates as each file goes (its
// progress, then its outcome); each file's outcome is already FileImportItem.
export function MarketImport() {
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const importMarket = useImportMarketData();
  const [imports, setImports] = useState<FileImport[]>([]);
  const [chosen, setChosen] = useState(0);
  // Leaving the page stops the upload on its way and sends no more.
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  // A multipart upload: the contract has no body schema for it; each file's size is checked here.
  const form = useContractForm<File[], File[]>({
    input: () => [...(fileRef.current?.files ?? [])],
    submit: importFiles,
  });

  async function importFiles(files: File[]) {
    if (files.length === 0) return;
    // The same files may be chosen again (a fixed file, a re-import).
    if (fileRef.current) fileRef.current.value = '';
    setChosen(0);
    const abort = new AbortController();
    controller.current = abort;
    setImports(files.map((file) => ({ name: file.name, size: file.size, state: 'waiting' })));
    const update = (index: number, next: FileImport) =>
      setImports((current) => current.map((item, i) => (i === index ? next : item)));

    for (const [index, file] of files.entries()) {
      if (abort.signal.aborted) return;
      const base = { name: file.name, size: file.size };
      if (file.size > MARKET_LIMITS.importBytes) {
        update(index, { ...base, state: 'failed', text: MESSAGES.simulator.importTooLarge });
        continue;
      }
      update(index, { ...base, state: 'sending', percent: 0 });
      try {
        const result = await importMarket.mutateAsync({
          file,
          signal: abort.signal,
          onProgress: (sent) => update(index, { ...base, state: 'sending', percent: uploadPercent(sent) }),
        });
        update(index, { ...base, state: 'imported', result });
      } catch (error) {
        if (abort.signal.aborted) return;
        update(index, {
          ...base,
          state: 'failed',
          text: actionFailureText(MESSAGES.simulatorAdmin.importFailed, error),
        });
      }
    }
  }

  const done = imports.filter((item) => item.state === 'imported').length;
  const failed = imports.filter((item) => item.state === 'failed').length;
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          Import bhavcopies
        </h2>
        <form {...form.props} className="mb-2">
          <label htmlFor={inputId} className="form-label">
            Bhavcopy CSV files
          </label>
          <div className="d-flex flex-wrap gap-2">
            <input
              ref={fileRef}
              id={inputId}
              type="file"
              multiple
              accept=".csv,text/csv"
              className="form-control market-import-input"
              aria-describedby={hintId}
              onChange={(event) => setChosen(event.target.files?.length ?? 0)}
              disabled={form.pending}
            />
            <button type="submit" className="btn btn-teal" disabled={form.pending || chosen === 0}>
              <IconUpload className="me-2" />
              {chosen > 1 ? `Import ${chosen} files` : 'Import'}
            </button>
          </div>
          <div id={hintId} className="form-text">
            NSE's daily capital-market bhavcopy: the classic one (SYMBOL, SERIES, OPEN, …), UDiFF (TradDt,
            TckrSymb, …) or the full one with delivery figures (sec_bhavdata_full). Series{' '}
            {MARKET_SERIES.join(', ')} are imported; other series are counted as skipped. Each file is
            imported on its own, one after another. Importing a day again replaces that day.
          </div>
        </form>
        <p className="mb-0 small" role="status">
          {imports.length === 0
            ? ''
            : form.pending
              ? `Importing ${plural(imports.length, 'file', 'files')}…`
              : `${plural(done, 'file', 'files')} imported${failed > 0 ? `, ${formatCount(failed)} failed` : ''}.`}
        </p>
        {imports.length > 0 ? (
          <ol className="list-unstyled mb-0 mt-3" aria-label="Imported files">
            {imports.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole; two files may share a name
              <li key={index} className="market-import-file">
                <FileImportItem item={item} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

function FileImportItem({ item }: { item: FileImport }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border rounded p-3 mb-2 bg-white">
      <h3 id={headingId} className="h6 mb-1 text-break">
        {item.name} <span className="fw-normal text-body-secondary small">({formatFileSize(item.size)})</span>
      </h3>
      {item.state === 'waiting' ? <p className="small text-body-secondary mb-0">Waiting…</p> : null}
      {item.state === 'sending' ? (
        <>
          <p className="small mb-0">
            {item.percent < 100 ? 'Uploading…' : 'Uploaded; the server is importing the rows…'}
          </p>
          <UploadProgressBar
            percent={item.percent}
            label={`Upload of ${item.name}`}
            working={item.percent === 100}
          />
        </>
      ) : null}
      {item.state === 'failed' ? (
        <div className="alert alert-danger mb-0 mt-2 py-2" role="alert">
          <IconExclamationTriangleFill className="me-2" />
          {item.text}
        </div>
      ) : null}
      {item.state === 'imported' ? <ImportOutcome name={item.name} result={item.result} /> : null}
    </section>
  );
}

const SKIPPED_COLUMNS: Column<ImportResult['skipped'][number]>[] = [
  {
    header: 'Line',
    headerClassName: 'market-skipped-line',
    className: 'text-nowrap',
    cell: (row) => formatCount(row.line),
  },
  { header: 'Reason', cell: (row) => row.reason },
];

const SKIPPED_GROUP_COLUMNS: Column<NonNullable<ImportResult['skipped_by_reason']>[number]>[] = [
  { header: 'Series', cell: (group) => group.series ?? '—' },
  { header: 'Reason', cell: (group) => group.reason },
  {
    header: 'Rows',
    headerClassName: 'text-end',
    className: 'text-end',
    cell: (group) => formatCount(group.rows),
  },
];

function ImportOutcome({ name, result }: { name: string; result: ImportResult }) {
  const unlisted = result.skipped_total - result.skipped.length;
  const counts = importCounts(result);
  const groups = result.skipped_by_reason ?? [];
  return (
    <>
      <p className={`mb-0 ${result.skipped_total > 0 ? 'text-warning-emphasis' : 'text-success'}`}>
        Imported: {importSummary(result)}.
      </p>
      {counts ? <p className="small mb-0">{counts}</p> : null}
      {groups.length > 0 ? (
        <div className="table-responsive market-skipped mt-2">
          <DataTable
            className="table table-sm table-striped mb-0"
            caption={`Rows of ${name} not imported, by series and reason`}
            captionClassName="caption-top pt-0"
            columns={SKIPPED_GROUP_COLUMNS}
            rows={groups}
            rowKey={(group) => `${group.series}-${group.reason}`}
          />
        </div>
      ) : null}
      {result.skipped.length > 0 ? (
        <div className="table-responsive market-skipped mt-2">
          <DataTable
            className="table table-sm table-striped mb-0"
            caption={`Skipped rows in ${name}`}
            captionClassName="caption-top pt-0"
            columns={SKIPPED_COLUMNS}
            rows={result.skipped}
            rowKey={(row) => `${row.line}-${row.reason}`}
          />
        </div>
      ) : null}
      {unlisted > 0 ? (
        <p className="small text-body-secondary mb-0 mt-1">
          and {plural(unlisted, 'more skipped row', 'more skipped rows')} not listed.
        </p>
      ) : null}
    </>
  );
}
