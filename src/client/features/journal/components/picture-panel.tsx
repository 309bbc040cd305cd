import { BusyButton } from '@client/components/busy-button.tsx';
import { showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { JOURNAL_PICTURE_TYPES, type JournalTrade } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { IChartApi } from 'lightweight-charts';
import { useCallback, useState } from 'react';
import { usePictureUrl, useTradeBars, useUploadPicture } from '../api/journal.ts';
import { captureChart, TradeChart } from './trade-chart.tsx';

/** A trade's chart picture: shown when there is one; the learner attaches the chart or a file. */
export function PicturePanel({ trade }: { trade: JournalTrade }) {
  const url = usePictureUrl(trade._id, trade.updated_on, trade.has_picture);
  const uploadPicture = useUploadPicture(trade._id);
  const send = (file: Blob) =>
    uploadPicture.mutate(file, {
      onError: (error) => void showError(errorMessage(error)),
    });
  return (
    <section className="card mb-4" aria-labelledby="picture-heading">
      <div className="card-body">
        <h2 id="picture-heading" className="h5">
          Chart
        </h2>
        <p role="status" className="small mb-2">
          {uploadPicture.isSuccess ? MESSAGES.journal.pictureSaved : ''}
        </p>
        {url ? (
          <img
            src={url}
            alt={`Chart of the ${trade.symbol} trade, as saved with it`}
            className="img-fluid border rounded mb-3"
          />
        ) : trade.has_picture ? null : (
          <p className="small text-body-secondary">No chart picture yet.</p>
        )}
        {trade.mine ? (
          <>
            {trade.source === 'simulator' ? (
              <ChartCapture trade={trade} busy={uploadPicture.isPending} onCapture={send} />
            ) : null}
            <label htmlFor="picture-file" className="form-label">
              Or upload a picture (PNG, JPEG or WebP, at most 2 MB)
            </label>
            <input
              id="picture-file"
              type="file"
              className="form-control"
              accept={JOURNAL_PICTURE_TYPES.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) send(file);
                event.target.value = '';
              }}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}

function ChartCapture({
  trade,
  busy,
  onCapture,
}: {
  trade: JournalTrade;
  busy: boolean;
  onCapture: (png: Blob) => void;
}) {
  const bars = useTradeBars(trade.symbol, trade.account_id, trade.exit_date);
  const [chart, setChart] = useState<IChartApi | null>(null);
  const onChart = useCallback((next: IChartApi | null) => setChart(next), []);
  if (!bars.data || bars.data.length === 0) return null;
  return (
    <div className="mb-3">
      <TradeChart trade={trade} bars={bars.data} onChart={onChart} />
      <BusyButton
        type="button"
        className="btn btn-outline-teal btn-sm"
        busy={busy}
        disabled={chart === null}
        onClick={() => {
          if (chart) captureChart(chart).then(onCapture, (error: Error) => void showError(error.message));
        }}
      >
        Attach this chart
      </BusyButton>
    </div>
  );
}
