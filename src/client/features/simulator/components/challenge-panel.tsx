import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { formatSimDate } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type SimAccount, SimLeaderboardNameInputSchema } from '@contract/sim-account.ts';
import { SIM_LIMITS } from '@contract/sim-trading.ts';
import { useId, useState } from 'react';
import { useSaveLeaderboardName } from '../api/save-leaderboard-name.ts';
import { challengeProgress, type RuleProgress } from '../challenge-progress.ts';
import { formatRupeeText } from '../money-text.ts';
import { BREACH_LABELS } from '../sim-words.ts';
import { Leaderboard } from './leaderboard.tsx';

type Challenge = NonNullable<SimAccount['challenge']>;

/**
 * A challenge: its result when it has one, each rule's progress as a labelled bar, the name the
 * leaderboard shows, and the program's leaderboard (returns only: no prizes, SEBI).
 */
export function ChallengePanel({ account, challenge }: { account: SimAccount; challenge: Challenge }) {
  return (
    <section className="card shadow-sm border-0 mb-4" aria-labelledby="sim-challenge">
      <div className="card-body">
        <h2 id="sim-challenge" className="h5 text-navy mb-3">
          Challenge rules and progress
        </h2>
        <ChallengeResult account={account} challenge={challenge} />
        <ul className="list-unstyled mb-4">
          {challengeProgress(challenge).map((rule) => (
            <RuleBar key={rule.key} rule={rule} />
          ))}
        </ul>
        <LeaderboardNameForm account={account} />
        {account.program_id ? <Leaderboard programId={account.program_id} /> : null}
      </div>
    </section>
  );
}

function ChallengeResult({ account, challenge }: { account: SimAccount; challenge: Challenge }) {
  if (account.status === 'passed') {
    return (
      <div className="alert alert-success" role="status">
        <p className="fw-bold mb-1">
          Challenge passed{challenge.ended_on ? ` on ${formatSimDate(challenge.ended_on)}` : ''}.
        </p>
        {challenge.verify_url ? (
          <a className="alert-link" href={challenge.verify_url}>
            View your certificate: {MESSAGES.simulator.challengeCertificate}
          </a>
        ) : (
          <p className="mb-0">This attempt was not made through a program, so it has no certificate.</p>
        )}
      </div>
    );
  }
  if (account.status === 'failed') {
    const rule = challenge.failed_rule ? BREACH_LABELS[challenge.failed_rule] : 'a rule';
    return (
      <div className="alert alert-danger" role="status">
        <p className="fw-bold mb-1">
          Challenge failed{challenge.ended_on ? ` on ${formatSimDate(challenge.ended_on)}` : ''}.
        </p>
        <p className="mb-0">The closing equity broke {rule}. Start a new challenge to try again.</p>
      </div>
    );
  }
  return (
    <p className="text-body-secondary">
      Reach the profit target on at least {challenge.rules.min_trading_days} trading days without breaking a
      loss limit. The rules are checked on each day's closing equity.
    </p>
  );
}

function RuleBar({ rule }: { rule: RuleProgress }) {
  const id = useId();
  const amounts =
    'days' in rule.amounts
      ? `${rule.amounts.days} of ${rule.amounts.minimum} days`
      : `${formatRupeeText(rule.amounts.value)} of ${formatRupeeText(rule.amounts.limit)}`;
  const colour = rule.tone === 'risk' ? (rule.percent >= 80 ? 'bg-danger' : 'bg-warning') : 'bg-success';
  return (
    <li className="mb-3">
      <div className="d-flex flex-wrap justify-content-between gap-2 small">
        <span id={`${id}-label`} className="fw-semibold">
          {rule.label}
        </span>
        <span>{amounts}</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuenow={rule.percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${rule.percent} %: ${amounts}`}
      >
        <div className={`progress-bar ${colour}`} style={{ width: `${rule.percent}%` }} />
      </div>
    </li>
  );
}

function LeaderboardNameForm({ account }: { account: SimAccount }) {
  const id = useId();
  const save = useSaveLeaderboardName(account._id);
  const [name, setName] = useState(account.leaderboard_name ?? '');
  const form = useContractForm({
    schema: SimLeaderboardNameInputSchema,
    input: () => ({ leaderboard_name: name.trim() === '' ? null : name.trim() }),
    submit: async (input) => {
      const saved = await save.mutateAsync(input.leaderboard_name);
      return `The leaderboard shows this attempt as ${saved.leaderboard_name ?? MESSAGES.simulator.anonymous}.`;
    },
    errorsInAlert: true,
  });
  return (
    <form className="mb-4" {...form.props} noValidate>
      <label className="form-label fw-semibold" htmlFor={`${id}-name`}>
        Your name on the leaderboard
      </label>
      <div className="d-flex flex-wrap gap-2">
        <input
          id={`${id}-name`}
          className="form-control sim-name-input"
          maxLength={SIM_LIMITS.leaderboardNameMax}
          value={name}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setName(event.target.value)}
        />
        <BusyButton
          type="submit"
          className="btn btn-outline-teal"
          busy={form.pending}
          disabled={form.pending}
        >
          Save name
        </BusyButton>
      </div>
      <p id={`${id}-hint`} className="form-text mb-2">
        Leave it empty to appear as "{MESSAGES.simulator.anonymous}".
      </p>
      <FormFeedback feedback={form.feedback} />
    </form>
  );
}
