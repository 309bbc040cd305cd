import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import type { EvaluationProgress } from '@contract/evaluation.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useEvaluationProgress } from '../api/get-evaluation.ts';

const TEXT = MESSAGES.evaluation;

/**
 * The evaluation before live trading on the course page (docs/product.md §25): each requirement
 * the program sets, done or not yet (in words, never colour alone), the certificate once issued,
 * and the SEBI sentence that this is an educational evaluation. Nothing while loading, on an
 * error, or when the program has no evaluation: the course page stays as it was.
 */
export function EvaluationProgressPanel({ programId }: { programId: string }) {
  const progress = useEvaluationProgress(programId);
  if (!progress.data?.enabled) return null;
  return <EvaluationProgressCard progress={progress.data} />;
}

export function EvaluationProgressCard({ progress }: { progress: EvaluationProgress }) {
  const titleId = useId();
  const items: { label: string; done: boolean }[] = [];
  if (progress.challenge_required) items.push({ label: TEXT.challenge, done: progress.challenge_passed });
  if (progress.min_planned_trades > 0) {
    items.push({
      label: TEXT.journal(
        Math.min(progress.planned_trades, progress.min_planned_trades),
        progress.min_planned_trades,
      ),
      done: progress.planned_trades >= progress.min_planned_trades,
    });
  }
  if (progress.sign_off_required) {
    items.push({
      label: progress.mentor_name ? TEXT.signedOffBy(progress.mentor_name) : TEXT.signOff,
      done: progress.signed_off,
    });
  }
  return (
    <section className="card shadow-sm mb-4" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h4 mb-3">
          {TEXT.heading}
        </h2>
        <ul className="list-unstyled mb-3">
          {items.map((item) => (
            <li key={item.label} className="d-flex gap-2 align-items-start py-1">
              {item.done ? (
                <IconCheckCircleFill className="text-success mt-1 flex-shrink-0" />
              ) : (
                <span className="evaluation-pending mt-1 flex-shrink-0" aria-hidden="true" />
              )}
              <span>
                {item.label}: <strong>{item.done ? TEXT.done : TEXT.notYet}</strong>
              </span>
            </li>
          ))}
        </ul>
        {progress.certificate_id ? (
          <p className="mb-3">
            {TEXT.passed}{' '}
            <Link to={pagePath('verify', { id: progress.certificate_id })}>{TEXT.viewCertificate}</Link>
          </p>
        ) : null}
        <p className="small text-body-secondary mb-0">{TEXT.disclaimer}</p>
      </div>
    </section>
  );
}
