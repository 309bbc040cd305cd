import { DataTable } from '@client/components/data-table.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { pagePath } from '@contract/routes.ts';
import { Link } from 'react-router';
import { useMentorLearners } from '../api/mentoring.ts';

/**
 * The mentor's dashboard (docs/product.md §23.5): the learners assigned to them, per program, with
 * their trades, the trades still without the mentor's comment, and whether last week's review is due.
 */
export function MentoringPage() {
  useDocumentTitle('Mentoring');
  const learners = useMentorLearners();
  return (
    <>
      <h1 className="h3 mb-4">Mentoring</h1>
      <QueryStates
        query={learners}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No learners are assigned to you yet. An admin assigns them under Mentors.</p>}
      >
        {(rows) => (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways, and the keyboard must reach it to scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
          <section className="table-responsive" aria-label="Your learners" tabIndex={0}>
            <DataTable
              className="table table-hover align-middle bg-white"
              rows={rows}
              rowKey={(row) => `${row.program_id}:${row.learner_id}`}
              columns={[
                {
                  header: 'Learner',
                  rowHeader: true,
                  cell: (row) => (
                    <Link
                      to={pagePath('adminMentoringLearner', {
                        programId: row.program_id,
                        learnerId: row.learner_id,
                      })}
                    >
                      {row.learner_name}
                    </Link>
                  ),
                },
                { header: 'Program', cell: (row) => row.program_title },
                { header: 'Trades', align: 'end', cell: (row) => row.trades },
                { header: 'Unreviewed', align: 'end', cell: (row) => row.unreviewed },
                {
                  header: 'Weekly review',
                  cell: (row) =>
                    row.review_due ? (
                      <span className="badge text-bg-warning">Due</span>
                    ) : (
                      `Done for week of ${row.last_review_week}`
                    ),
                },
                { header: 'Sign-off', cell: (row) => (row.signed_off ? 'Signed off' : '—') },
              ]}
            />
          </section>
        )}
      </QueryStates>
    </>
  );
}
