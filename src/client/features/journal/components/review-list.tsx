import { BusyButton } from '@client/components/busy-button.tsx';
import { showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { formatDate, formatDateTime } from '@client/lib/format.ts';
import type { WeeklyReview } from '@contract/journal.ts';
import { useAcknowledgeReview, useMyReviews } from '../api/journal.ts';

const CHECKS: [keyof Pick<WeeklyReview, 'rules_followed' | 'risk_per_trade' | 'journal_kept'>, string][] = [
  ['rules_followed', 'Rules followed'],
  ['risk_per_trade', 'Risk per trade kept'],
  ['journal_kept', 'Journal kept up'],
];

/** The mentor's weekly reviews (docs/product.md §23.2), newest first; the learner acknowledges each. */
export function ReviewList() {
  const reviews = useMyReviews();
  const acknowledge = useAcknowledgeReview();
  if (!reviews.data || reviews.data.length === 0) return null;
  return (
    <section className="card mb-4" aria-labelledby="reviews-heading">
      <div className="card-body">
        <h2 id="reviews-heading" className="h5">
          Weekly reviews from your mentor
        </h2>
        <ul className="list-unstyled mb-0">
          {reviews.data.map((review) => (
            <li key={review._id} className="border rounded p-3 mb-2">
              <p className="fw-semibold mb-1">
                Week of {formatDate(review.week_start)} · {review.program_title} · {review.mentor_name}
              </p>
              <ul className="list-inline small mb-2">
                {CHECKS.map(([key, label]) => (
                  <li key={key} className="list-inline-item">
                    {review[key] ? '✓' : '✗'} {label}
                    <span className="visually-hidden">{review[key] ? ': yes' : ': no'}</span>
                  </li>
                ))}
              </ul>
              {review.note ? <p className="mb-2 journal-text">{review.note}</p> : null}
              {review.acknowledged_at ? (
                <p className="small text-body-secondary mb-0">
                  Acknowledged {formatDateTime(review.acknowledged_at)}
                </p>
              ) : (
                <BusyButton
                  type="button"
                  className="btn btn-sm btn-teal"
                  busy={acknowledge.isPending && acknowledge.variables === review._id}
                  onClick={() =>
                    acknowledge.mutate(review._id, {
                      onError: (error) => void showError(errorMessage(error)),
                    })
                  }
                >
                  Acknowledge
                </BusyButton>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
