import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { formatDate, formatPaise } from '@client/lib/format.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import { type SimAccount, SimAccountCreateSchema } from '@contract/sim-account.ts';
import { SIM_DEFAULTS, SIM_LIMITS } from '@contract/sim-trading.ts';
import { useId, useState } from 'react';
import { useCreateSimAccount } from '../api/create-sim-account.ts';
import { shiftDate } from '../api/get-sim-bars.ts';
import { capitalText, readCapital } from '../capital-input.ts';
import { formatRupeeText } from '../money-text.ts';

type Overview = EndpointOutput<'simOverview'>;
type SimProgram = Overview['programs'][number];

/** How far back a new practice account starts by default: about a month of trading to replay. */
const DEFAULT_REPLAY_DAYS = 30;

function ProgramSelect({
  programs,
  value,
  onChange,
  id,
}: {
  programs: SimProgram[];
  value: string;
  onChange: (programId: string) => void;
  id: string;
}) {
  if (programs.length < 2) return null;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        Program
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {programs.map((program) => (
          <option key={program.program_id} value={program.program_id}>
            {program.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "New practice account": a start date within the data the learner may see, and the capital. */
export function NewReplayForm({
  overview,
  onCreated,
}: {
  overview: Overview;
  onCreated: (account: SimAccount) => void;
}) {
  const id = useId();
  const create = useCreateSimAccount(onCreated);
  const first = overview.first_date ?? '';
  const latest = overview.latest_date ?? '';
  const suggested = latest ? shiftDate(latest, -DEFAULT_REPLAY_DAYS) : '';
  const [startDate, setStartDate] = useState(suggested && suggested < first ? first : suggested);
  const [capital, setCapital] = useState(capitalText(SIM_DEFAULTS.capitalPaise));
  const [programId, setProgramId] = useState(overview.programs[0]?.program_id ?? '');
  const form = useContractForm({
    schema: SimAccountCreateSchema,
    input: () => {
      const amount = readCapital(capital);
      if (!amount.ok) return refuse({ capital: amount.message });
      return {
        mode: 'replay' as const,
        start_date: startDate,
        capital: amount.rupees,
        ...(programId ? { program_id: programId } : {}),
      };
    },
    submit: async (input) => void (await create.mutateAsync(input)),
    errorsInAlert: true,
  });

  return (
    <form
      className="card shadow-sm border-0 h-100"
      {...form.props}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 text-navy">
          New practice account
        </h2>
        <p className="small text-body-secondary">
          Replay the market day by day from a date you choose, with virtual money.
        </p>
        <ProgramSelect
          id={`${id}-program`}
          programs={overview.programs}
          value={programId}
          onChange={setProgramId}
        />
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-start`}>
            Start date
          </label>
          <input
            id={`${id}-start`}
            type="date"
            className="form-control"
            min={first}
            max={latest}
            value={startDate}
            required
            aria-describedby={`${id}-start-hint`}
            onChange={(event) => setStartDate(event.target.value)}
          />
          <p id={`${id}-start-hint`} className="form-text mb-0">
            From {formatDate(first)} to {formatDate(latest)}.
          </p>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-capital`}>
            Starting capital
          </label>
          <div className="input-group">
            <span className="input-group-text" aria-hidden="true">
              ₹
            </span>
            <input
              id={`${id}-capital`}
              className="form-control"
              inputMode="decimal"
              autoComplete="off"
              value={capital}
              aria-describedby={`${id}-capital-hint`}
              onChange={(event) => setCapital(event.target.value)}
              onBlur={() => {
                const amount = readCapital(capital);
                if (amount.ok) setCapital(capitalText(amount.paise));
              }}
            />
          </div>
          <p id={`${id}-capital-hint`} className="form-text mb-0">
            In rupees, from {formatPaise(SIM_LIMITS.minCapitalPaise)} to{' '}
            {formatPaise(SIM_LIMITS.maxCapitalPaise)}.
          </p>
        </div>
        <BusyButton type="submit" className="btn btn-teal" busy={form.pending} disabled={form.pending}>
          Create practice account
        </BusyButton>
        <FormFeedback feedback={form.feedback} className="mt-3" />
      </div>
    </form>
  );
}

/** "Start a challenge": the program's rules first, then an optional name for its leaderboard. */
export function NewChallengeForm({
  overview,
  onCreated,
}: {
  overview: Overview;
  onCreated: (account: SimAccount) => void;
}) {
  const id = useId();
  const create = useCreateSimAccount(onCreated);
  const [programId, setProgramId] = useState(overview.programs[0]?.program_id ?? '');
  const [name, setName] = useState('');
  const program = overview.programs.find((candidate) => candidate.program_id === programId);
  const rules = program?.challenge ?? {
    profit_target_percent: SIM_DEFAULTS.challenge.profitTargetBasisPoints / 100,
    max_daily_loss_percent: SIM_DEFAULTS.challenge.maxDailyLossBasisPoints / 100,
    max_total_loss_percent: SIM_DEFAULTS.challenge.maxTotalLossBasisPoints / 100,
    min_trading_days: SIM_DEFAULTS.challenge.minTradingDays,
  };
  const brokerage = program?.brokerage;

  const form = useContractForm({
    schema: SimAccountCreateSchema,
    input: () => ({
      mode: 'challenge' as const,
      ...(programId ? { program_id: programId } : {}),
      ...(name.trim() ? { leaderboard_name: name.trim() } : {}),
    }),
    submit: async (input) => void (await create.mutateAsync(input)),
    errorsInAlert: true,
  });

  return (
    <form
      className="card shadow-sm border-0 h-100"
      {...form.props}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 text-navy">
          Start a challenge
        </h2>
        <p className="small text-body-secondary">
          A replay from a date the simulator picks at random, with {formatPaise(SIM_DEFAULTS.capitalPaise)}.
          The rules:
        </p>
        <ProgramSelect
          id={`${id}-program`}
          programs={overview.programs}
          value={programId}
          onChange={setProgramId}
        />
        <ul className="small mb-3" aria-label="Challenge rules">
          <li>Reach a profit of {rules.profit_target_percent} % of the starting balance.</li>
          <li>Never lose more than {rules.max_daily_loss_percent} % of the starting balance in one day.</li>
          <li>Never lose more than {rules.max_total_loss_percent} % of the starting balance in all.</li>
          <li>Trade on at least {rules.min_trading_days} days.</li>
          {brokerage ? <li>Brokerage: {formatRupeeText(brokerage)} per executed order.</li> : null}
        </ul>
        <p className="small text-body-secondary">
          The rules are checked on each day's closing equity; breaking a loss limit ends the attempt.
          {program ? ' Passing earns a certificate.' : ''}
        </p>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-name`}>
            Name on the leaderboard (optional)
          </label>
          <input
            id={`${id}-name`}
            className="form-control"
            maxLength={SIM_LIMITS.leaderboardNameMax}
            value={name}
            aria-describedby={`${id}-name-hint`}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${id}-name-hint`} className="form-text mb-0">
            Leave it empty to appear as "Anonymous".
          </p>
        </div>
        <BusyButton type="submit" className="btn btn-teal" busy={form.pending} disabled={form.pending}>
          Start the challenge
        </BusyButton>
        <FormFeedback feedback={form.feedback} className="mt-3" />
      </div>
    </form>
  );
}
