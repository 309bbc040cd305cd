import { BusyButton } from '@client/components/busy-button.tsx';
import { ChoiceBoxes } from '@client/components/choice-boxes.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { JournalStatsPanel, JournalTradeTable } from '@client/components/journal-stats.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { formatDate, formatDateTime } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { JOURNAL_LIMITS, type JournalStatGroup, WeeklyReviewInputSchema } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type ReviewInput,
  useAddReview,
  useMentorJournal,
  useMentorLearners,
  useMentorReviews,
  useMentorStats,
  useSignOff,
} from '../api/mentoring.ts';

/**
 * One mentored learner in one program (docs/product.md §23.5): their statistics and trades (each
 * opens the trade's page, where the mentor comments), the weekly reviews with the form for the next,
 * and the sign-off.
 */
export function MentoringLearnerPage() {
  const { programId = '', learnerId = '' } = useParams();
  const [group, setGroup] = useState<JournalStatGroup>('setup');
  const learners = useMentorLearners();
  const row = learners.data?.find((l) => l.program_id === programId && l.learner_id === learnerId);
  useDocumentTitle(row ? `Mentoring: ${row.learner_name}` : 'Mentoring');
  const stats = useMentorStats(programId, learnerId, group);
  const journal = useMentorJournal(programId, learnerId);
  return (
    <>
      <Link to={CLIENT_ROUTES.adminMentoring} className="small d-inline-block mb-2">
        Back to your learners
      </Link>
      <h1 className="h3 mb-1">{row?.learner_name ?? 'Learner'}</h1>
      <p className="text-body-secondary mb-4">{row?.program_title}</p>
      <QueryStates query={stats} failedText="This learner is not assigned to you.">
        {(data) => <JournalStatsPanel stats={data} group={group} onGroup={setGroup} idPrefix="mentor" />}
      </QueryStates>
      <section className="card mb-4" aria-labelledby="mentor-trades-heading">
        <div className="card-body">
          <h2 id="mentor-trades-heading" className="h5">
            Trades
          </h2>
          <QueryStates query={journal}>
            {(data) => (
              <JournalTradeTable rows={data.items} caption="The learner's trades, latest exit first" />
            )}
          </QueryStates>
        </div>
      </section>
      <Reviews programId={programId} learnerId={learnerId} />
      <SignOff programId={programId} learnerId={learnerId} signedOff={row?.signed_off ?? false} />
    </>
  );
}

function Reviews({ programId, learnerId }: { programId: string; learnerId: string }) {
  const reviews = useMentorReviews(programId, learnerId);
  return (
    <section className="card mb-4" aria-labelledby="mentor-reviews-heading">
      <div className="card-body">
        <h2 id="mentor-reviews-heading" className="h5">
          Weekly reviews
        </h2>
        <QueryStates query={reviews}>
          {(rows) => (
            <ul className="list-unstyled">
              {rows.map((review) => (
                <li key={review._id} className="border rounded p-2 mb-2 small">
                  <span className="fw-semibold">Week of {formatDate(review.week_start)}</span>: rules{' '}
                  {review.rules_followed ? 'followed' : 'not followed'}, risk per trade{' '}
                  {review.risk_per_trade ? 'kept' : 'not kept'}, journal{' '}
                  {review.journal_kept ? 'kept up' : 'behind'}.{' '}
                  {review.acknowledged_at
                    ? `Acknowledged ${formatDateTime(review.acknowledged_at)}.`
                    : 'Not yet acknowledged.'}
                  {review.note ? <p className="mb-0 mt-1 journal-text">{review.note}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
        <ReviewForm programId={programId} learnerId={learnerId} />
      </div>
    </section>
  );
}

/** The Monday (IST) of last week, the week a review is usually written for. */
function lastMonday(): string {
  const ist = new Date(Date.now() + 330 * 60_000);
  const back = ((ist.getUTCDay() + 6) % 7) + 7;
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - back))
    .toISOString()
    .slice(0, 10);
}

function ReviewForm({ programId, learnerId }: { programId: string; learnerId: string }) {
  const add = useAddReview(programId, learnerId);
  const form = useContractForm({
    schema: WeeklyReviewInputSchema,
    input: (element): ReviewInput => {
      const data = new FormData(element);
      return {
        program_id: programId,
        week_start: String(data.get('week_start') ?? ''),
        rules_followed: data.get('rules_followed') === 'on',
        risk_per_trade: data.get('risk_per_trade') === 'on',
        journal_kept: data.get('journal_kept') === 'on',
        note: String(data.get('note') ?? ''),
      };
    },
    submit: async (input) => {
      await add.mutateAsync(input);
      return MESSAGES.journal.reviewSaved;
    },
    resetOnSuccess: true,
  });
  return (
    <form {...form.props} aria-label="Write a weekly review" noValidate>
      <FormField
        id="review-week"
        {...form.field('week_start')}
        type="date"
        label="Week starting (Monday)"
        defaultValue={lastMonday()}
        required
      />
      <ChoiceBoxes
        legend="Checklist"
        idPrefix="review"
        choices={[
          { name: 'rules_followed', label: 'Rules followed' },
          { name: 'risk_per_trade', label: 'Risk per trade kept' },
          { name: 'journal_kept', label: 'Journal kept up' },
        ]}
      />
      <TextAreaField
        id="review-note"
        {...form.field('note')}
        label="Note"
        rows={3}
        maxLength={JOURNAL_LIMITS.notes}
      />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        Save review
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}

function SignOff({
  programId,
  learnerId,
  signedOff,
}: {
  programId: string;
  learnerId: string;
  signedOff: boolean;
}) {
  const signOff = useSignOff(programId, learnerId);
  return (
    <section className="card mb-4" aria-labelledby="signoff-heading">
      <div className="card-body">
        <h2 id="signoff-heading" className="h5">
          Sign-off
        </h2>
        <p>
          {signedOff
            ? 'You have signed off this learner for the evaluation.'
            : 'Sign off when the learner trades to their rules and keeps the journal: the evaluation counts it.'}
        </p>
        <BusyButton
          type="button"
          busy={signOff.isPending}
          className={signedOff ? 'btn btn-outline-danger' : 'btn btn-teal'}
          onClick={() =>
            signOff.mutate(!signedOff, { onError: (error) => void showError(errorMessage(error)) })
          }
        >
          {signedOff ? 'Withdraw sign-off' : 'Sign off'}
        </BusyButton>
      </div>
    </section>
  );
}
