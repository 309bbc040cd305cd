import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { formatDate, formatPaise } from '@client/lib/format.ts';
import { type FormBinding, type Refused, refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import { MESSAGES } from '@contract/messages.ts';
import {
  type SimAccount,
  type SimAccountCreateInput,
  SimAccountCreateSchema,
} from '@contract/sim-account.ts';
import { SIM_DEFAULTS, SIM_LIMITS } from '@contract/sim-trading.ts';
import { type ReactNode, useId, useState } from 'react';
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

/**
 * What both cards share: the program the account is for (the first one unless the learner picks
 * another) and the form that checks the request with the contract's schema and creates it.
 */
function useNewAccountForm(
  overview: Overview,
  onCreated: (account: SimAccount) => void,
  request: (programId: string) => SimAccountCreateInput | Refused,
) {
  const create = useCreateSimAccount(onCreated);
  const [programId, setProgramId] = useState(overview.programs[0]?.program_id ?? '');
  const form = useContractForm({
    schema: SimAccountCreateSchema,
    input: () => request(programId),
    submit: async (input) => void (await create.mutateAsync(input)),
    errorsInAlert: true,
  });
  return { form, programId, setProgramId };
}

/** Both cards' frame: title, what the account is, the program choice, their fields, the button and the alert. */
function NewAccountCard({
  id,
  title,
  intro,
  programs,
  programId,
  onProgramChange,
  submitLabel,
  form,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  programs: SimProgram[];
  programId: string;
  onProgramChange: (programId: string) => void;
  submitLabel: string;
  form: FormBinding;
  children: ReactNode;
}) {
  return (
    <form
      className="card shadow-sm border-0 h-100"
      {...form.props}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 text-navy">
          {title}
        </h2>
        <p className="small text-body-secondary">{intro}</p>
        <ProgramSelect
          id={`${id}-program`}
          programs={programs}
          value={programId}
          onChange={onProgramChange}
        />
        {children}
        <BusyButton type="submit" className="btn btn-teal" busy={form.pending} disabled={form.pending}>
          {submitLabel}
        </BusyButton>
        <FormFeedback feedback={form.feedback} className="mt-3" />
      </div>
    </form>
  );
}

/** About a month before the latest day, but never before the first. */
function suggestedStartDate(first: string, latest: string): string {
  const suggested = latest ? shiftDate(latest, -DEFAULT_REPLAY_DAYS) : '';
  return suggested && suggested < first ? first : suggested;
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
  const first = overview.first_date ?? '';
  const latest = overview.latest_date ?? '';
  const [startDate, setStartDate] = useState(suggestedStartDate(first, latest));
  const [capital, setCapital] = useState(capitalText(SIM_DEFAULTS.capitalPaise));
  const { form, programId, setProgramId } = useNewAccountForm(overview, onCreated, (chosen) => {
    const amount = readCapital(capital);
    if (!amount.ok) return refuse({ capital: amount.message });
    return {
      mode: 'replay' as const,
      start_date: startDate,
      capital: amount.rupees,
      ...(chosen ? { program_id: chosen } : {}),
    };
  });
  return (
    <NewAccountCard
      id={id}
      title="New practice account"
      intro="Replay the market day by day from a date you choose, with virtual money."
      programs={overview.programs}
      programId={programId}
      onProgramChange={setProgramId}
      submitLabel="Create practice account"
      form={form}
    >
      <StartDateField id={id} first={first} latest={latest} value={startDate} onChange={setStartDate} />
      <CapitalField id={id} value={capital} onChange={setCapital} />
    </NewAccountCard>
  );
}

function StartDateField({
  id,
  first,
  latest,
  value,
  onChange,
}: {
  id: string;
  first: string;
  latest: string;
  value: string;
  onChange: (date: string) => void;
}) {
  return (
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
        value={value}
        required
        aria-describedby={`${id}-start-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-start-hint`} className="form-text mb-0">
        From {formatDate(first)} to {formatDate(latest)}.
      </p>
    </div>
  );
}

/** The capital in rupees, written out in full (as the API writes it) once the field is left. */
function CapitalField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
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
          value={value}
          aria-describedby={`${id}-capital-hint`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const amount = readCapital(value);
            if (amount.ok) onChange(capitalText(amount.paise));
          }}
        />
      </div>
      <p id={`${id}-capital-hint`} className="form-text mb-0">
        In rupees, from {formatPaise(SIM_LIMITS.minCapitalPaise)} to {formatPaise(SIM_LIMITS.maxCapitalPaise)}
        .
      </p>
    </div>
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
  const [name, setName] = useState('');
  const { form, programId, setProgramId } = useNewAccountForm(overview, onCreated, (chosen) => ({
    mode: 'challenge' as const,
    ...(chosen ? { program_id: chosen } : {}),
    ...(name.trim() ? { leaderboard_name: name.trim() } : {}),
  }));
  const program = overview.programs.find((candidate) => candidate.program_id === programId);
  return (
    <NewAccountCard
      id={id}
      title="Start a challenge"
      intro={
        <>
          A replay from a date the simulator picks at random, with {formatPaise(SIM_DEFAULTS.capitalPaise)}.
          The rules:
        </>
      }
      programs={overview.programs}
      programId={programId}
      onProgramChange={setProgramId}
      submitLabel="Start the challenge"
      form={form}
    >
      <ChallengeRules program={program} />
      <LeaderboardNameField id={id} value={name} onChange={setName} />
    </NewAccountCard>
  );
}

/** The chosen program's challenge rules, or the simulator's defaults when there is no program. */
function ChallengeRules({ program }: { program: SimProgram | undefined }) {
  const rules = program?.challenge ?? {
    profit_target_percent: SIM_DEFAULTS.challenge.profitTargetBasisPoints / 100,
    max_daily_loss_percent: SIM_DEFAULTS.challenge.maxDailyLossBasisPoints / 100,
    max_total_loss_percent: SIM_DEFAULTS.challenge.maxTotalLossBasisPoints / 100,
    min_trading_days: SIM_DEFAULTS.challenge.minTradingDays,
  };
  const brokerage = program?.brokerage;
  return (
    <>
      <ul className="small mb-3" aria-label="Challenge rules">
        <li>Reach a profit of {rules.profit_target_percent} % of the starting balance.</li>
        <li>Never lose more than {rules.max_daily_loss_percent} % of the starting balance in one day.</li>
        <li>Never lose more than {rules.max_total_loss_percent} % of the starting balance in all.</li>
        <li>Trade on at least {rules.min_trading_days} days.</li>
        {brokerage ? <li>Brokerage: {formatRupeeText(brokerage)} per executed order.</li> : null}
      </ul>
      <p className="small text-body-secondary">
        The rules are checked on each day's closing equity; breaking a loss limit ends the attempt.
        {program ? ' Passing earns a certificate.' : ''} {MESSAGES.simulator.blindStart}
      </p>
    </>
  );
}

function LeaderboardNameField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={`${id}-name`}>
        Name on the leaderboard (optional)
      </label>
      <input
        id={`${id}-name`}
        className="form-control"
        maxLength={SIM_LIMITS.leaderboardNameMax}
        value={value}
        aria-describedby={`${id}-name-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-name-hint`} className="form-text mb-0">
        Leave it empty to appear as "Anonymous".
      </p>
    </div>
  );
}
