import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { apiUrl, mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { mockUploads } from '@client/test/upload-mock.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { MARKET_IMPORT_FIELD, MARKET_LIMITS, type MarketStatus } from '@contract/simulator.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketPage } from './market-page.tsx';

const STATUS = on(endpoints.adminMarketStatus);

const empty: MarketStatus = {
  symbols: 0,
  first_date: null,
  last_date: null,
  latest_visible_date: '2026-10-24',
  lag_days: 30,
  last_import: null,
};

const imported: MarketStatus = {
  symbols: 125_000,
  first_date: '2026-01-01',
  last_date: '2026-01-02',
  latest_visible_date: '2026-10-24',
  lag_days: 30,
  last_import: {
    _id: 'import-1',
    file_name: 'cm02JAN2026bhav.csv',
    rows: 1_234_567,
    instruments: 2,
    bars: 3,
    skipped_total: 1_002,
    first_date: '2026-01-01',
    last_date: '2026-01-02',
    imported_by: null,
    created_on: '2026-11-23T10:00:00.000Z',
    format: 'udiff',
    stored_by_series: [
      { series: 'EQ', bars: 2, instruments: 1 },
      { series: 'BE', bars: 1, instruments: 1 },
    ],
    skipped_by_reason: [{ series: 'SM', reason: 'series not imported', rows: 1_002 }],
  },
};

const csv = (name: string) => new File(['SYMBOL,SERIES\n'], name, { type: 'text/csv' });

function renderMarket() {
  return renderPage(<MarketPage />, { path: '/admin/market' });
}

describe('MarketPage', () => {
  it('shows the status with Indian grouping, trading days, the lag and the last import in IST', async () => {
    mockApi({ [STATUS]: { status: 200, body: imported } });
    renderMarket();
    const status = await screen.findByRole('region', { name: 'Status' });
    const figure = (label: string) => within(status).getByText(label).nextElementSibling;
    await waitFor(() => expect(figure('Symbols')).toHaveTextContent('1,25,000'));
    expect(figure('First day')).toHaveTextContent('01 Jan 2026');
    expect(figure('Last day')).toHaveTextContent('02 Jan 2026');
    expect(figure('Learners see up to')).toHaveTextContent('24 Oct 2026');
    expect(status).toHaveTextContent('today (IST) minus 30 days.');
    expect(status).not.toHaveTextContent('stay hidden');
    expect(status).toHaveTextContent(
      'cm02JAN2026bhav.csv, 23 Nov 2026, 3:30 pm IST: 12,34,567 rows, 2 instruments, 3 bars, 1,002 skipped (01 Jan 2026 to 02 Jan 2026).',
    );
    expect(status).toHaveTextContent('Read as the UDiFF CM bhavcopy. Bars by series: EQ 2, BE 1.');
    await expectNoSeriousAxeViolations();
  });

  it('says when imported bars are still too recent for learners to see', async () => {
    mockApi({ [STATUS]: { status: 200, body: { ...imported, last_date: '2026-11-20' } } });
    renderMarket();
    const status = await screen.findByRole('region', { name: 'Status' });
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Bars after 24 Oct 2026 are imported but stay hidden until the lag passes.',
      ),
    );
  });

  it('says when there is no data yet', async () => {
    mockApi({ [STATUS]: { status: 200, body: empty } });
    renderMarket();
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent(MESSAGES.simulatorAdmin.noMarketData);
    expect(status).toHaveTextContent('None yet.');
  });

  it('uploads each chosen file in turn with its progress, lists what it imported and skipped, shows a refusal, and refreshes the status', async () => {
    const uploads = mockUploads();
    localStorage.setItem('token', 'admin-token');
    let answer = empty;
    const sent = mockApi({ [STATUS]: () => ({ status: 200, body: answer }) });
    const { user } = renderMarket();
    const status = await screen.findByRole('region', { name: 'Status' });
    await within(status).findByText('None yet.');
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    await user.upload(screen.getByLabelText('Bhavcopy CSV files'), [
      csv('cm01JAN2026bhav.csv'),
      csv('notes.csv'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Import 2 files' }));

    // One at a time: the second waits while the first is sent.
    await waitFor(() => expect(uploads).toHaveLength(1));
    const first = uploads[0];
    if (!first) return;
    expect(first.method).toBe('POST');
    expect(first.url).toBe(apiUrl(endpoints.adminMarketImport));
    expect(first.headers.Authorization).toBe('Bearer admin-token');
    expect((first.body as FormData).get(MARKET_IMPORT_FIELD)).toHaveProperty('name', 'cm01JAN2026bhav.csv');
    const files = screen.getByRole('list', { name: 'Imported files' });
    const firstFile = within(files).getByRole('region', { name: /^cm01JAN2026bhav\.csv/ });
    const secondFile = within(files).getByRole('region', { name: /^notes\.csv/ });
    expect(secondFile).toHaveTextContent('Waiting…');

    act(() => first.progress(30, 120));
    const bar = within(firstFile).getByRole('progressbar', { name: 'Upload of cm01JAN2026bhav.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveTextContent('25%');
    act(() => first.progress(120, 120));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(firstFile).toHaveTextContent('the server is importing the rows');

    answer = imported;
    act(() =>
      first.respond(201, {
        instruments: 2,
        bars: 3,
        skipped: [
          { line: 6, reason: 'close outside high–low' },
          { line: 7, reason: 'duplicate: INFY on 2026-01-02 appears earlier in the file' },
        ],
        skipped_total: 1_002,
      }),
    );
    expect(
      await within(firstFile).findByText('Imported: 2 instruments, 3 bars, 1,002 skipped rows.'),
    ).toBeVisible();
    const skipped = within(firstFile).getByRole('table', { name: 'Skipped rows in cm01JAN2026bhav.csv' });
    expect(
      within(skipped)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineReason',
      '6close outside high–low',
      '7duplicate: INFY on 2026-01-02 appears earlier in the file',
    ]);
    expect(firstFile).toHaveTextContent('and 1,000 more skipped rows not listed.');
    expect(within(firstFile).queryByRole('progressbar')).not.toBeInTheDocument();

    // The status is asked for again after the import.
    await waitFor(() =>
      expect(within(status).getByText('Symbols').nextElementSibling).toHaveTextContent('1,25,000'),
    );
    expect(sent.filter((request) => request.path === apiUrl(endpoints.adminMarketStatus))).toHaveLength(2);

    // Then the second file, which the server refuses.
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]?.respond(400, { message: MESSAGES.simulator.importBadHeader }));
    expect(await within(secondFile).findByRole('alert')).toHaveTextContent(
      `${MESSAGES.simulatorAdmin.importFailed} ${MESSAGES.simulator.importBadHeader}`,
    );
    expect(screen.getByText('1 file imported, 1 failed.')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('refuses a file over the size limit without sending it, and sends the rest', async () => {
    const uploads = mockUploads();
    mockApi({ [STATUS]: { status: 200, body: empty } });
    const { user } = renderMarket();
    await screen.findByRole('region', { name: 'Status' });
    const huge = csv('year.csv');
    Object.defineProperty(huge, 'size', { value: MARKET_LIMITS.importBytes + 1 });
    await user.upload(screen.getByLabelText('Bhavcopy CSV files'), [huge, csv('day.csv')]);
    await user.click(screen.getByRole('button', { name: 'Import 2 files' }));

    const files = screen.getByRole('list', { name: 'Imported files' });
    expect(await within(files).findByRole('alert')).toHaveTextContent(MESSAGES.simulator.importTooLarge);
    await waitFor(() => expect(uploads).toHaveLength(1));
    const only = uploads[0];
    if (!only) return;
    expect((only.body as FormData).get(MARKET_IMPORT_FIELD)).toHaveProperty('name', 'day.csv');
    act(() => only.respond(201, { instruments: 1, bars: 1, skipped: [], skipped_total: 0 }));
    expect(await within(files).findByText('Imported: 1 instrument, 1 bar, 0 skipped rows.')).toBeVisible();
    expect(within(files).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows what a file brought in by series, and its skipped rows by series and reason', async () => {
    const uploads = mockUploads();
    mockApi({ [STATUS]: { status: 200, body: empty } });
    const { user } = renderMarket();
    await screen.findByRole('region', { name: 'Status' });
    await user.upload(screen.getByLabelText('Bhavcopy CSV files'), [csv('sec_bhavdata_full_05072024.csv')]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0]?.respond(201, {
        instruments: 8,
        bars: 8,
        skipped: [{ line: 13, reason: 'bad date' }],
        skipped_total: 1,
        format: 'sec_bhavdata_full',
        rows_read: 1_289,
        rows_stored: 8,
        rows_skipped: 1_281,
        stored_by_series: [
          { series: 'EQ', bars: 5, instruments: 5 },
          { series: 'BE', bars: 2, instruments: 2 },
          { series: 'BZ', bars: 1, instruments: 1 },
        ],
        skipped_by_reason: [
          { series: 'SM', reason: 'series not imported', rows: 1_280 },
          { series: 'EQ', reason: 'bad date', rows: 1 },
        ],
      }),
    );
    const files = screen.getByRole('list', { name: 'Imported files' });
    expect(await within(files).findByText('Imported: 8 instruments, 8 bars, 1 skipped row.')).toBeVisible();
    expect(
      within(files).getByText(
        'Read 1,289 rows of the full bhavcopy (sec_bhavdata_full): 8 stored (EQ 5, BE 2, BZ 1), 1,281 skipped.',
      ),
    ).toBeVisible();
    const groups = within(files).getByRole('table', {
      name: 'Rows of sec_bhavdata_full_05072024.csv not imported, by series and reason',
    });
    expect(
      within(groups)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SeriesReasonRows', 'SMseries not imported1,280', 'EQbad date1']);
    await expectNoSeriousAxeViolations();
  });

  it('says when the status could not be loaded, and asks again on Retry', async () => {
    let fail = true;
    mockApi({ [STATUS]: () => (fail ? { status: 500, body: {} } : { status: 200, body: imported }) });
    const { user } = renderMarket();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.simulatorAdmin.fetchMarketStatusFailed,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: MESSAGES.generic.retry }));
    expect(await screen.findByRole('region', { name: 'Status' })).toHaveTextContent('cm02JAN2026bhav.csv');
  });
});
