import { BusyButton } from '@client/components/busy-button.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { formatSimDate } from '@client/lib/format.ts';
import type { SimAccount } from '@contract/sim-account.ts';
import { useEffect, useRef, useState } from 'react';
import { useStepSimAccount } from '../api/step-sim-account.ts';

/** The Step button's keyboard shortcut (no modifier), shown on the button. */
export const STEP_SHORTCUT = 'N';

/** True when a key press belongs to a field the learner is typing in, not to the page. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * "Next day": one trading day on, by click or by the N key (ignored while typing, and with any
 * modifier). It sends the day on screen as a guard, is disabled while a step is on its way, and
 * says what happened, or the server's reason (no later day yet, the challenge has ended).
 */
export function StepButton({ account }: { account: SimAccount }) {
  const step = useStepSimAccount(account._id);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'refused'; text: string } | null>(null);
  const ended = account.status !== 'active';
  const disabled = ended || step.isPending;
  const run = useRef<() => void>(() => undefined);

  run.current = () => {
    if (disabled) return;
    setOutcome(null);
    step.mutate(account.sim_date, {
      onSuccess: (result) => {
        const parts = [`${plural(result.filled, 'order')} filled`, `${result.expired} expired`];
        if (result.rejected > 0) parts.push(`${result.rejected} rejected`);
        if (result.squared_off > 0)
          parts.push(`${plural(result.squared_off, 'intraday position')} squared off`);
        setOutcome({ kind: 'done', text: `Moved to ${formatSimDate(result.date)}: ${parts.join(', ')}.` });
      },
      // 409: no later day yet (MESSAGES.simulator.noNextDay) or another tab stepped first.
      onError: (error) => setOutcome({ kind: 'refused', text: errorMessage(error) }),
    });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toUpperCase() !== STEP_SHORTCUT || event.repeat) return;
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      event.preventDefault();
      run.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="sim-step">
      <BusyButton
        type="button"
        className="btn btn-teal"
        busy={step.isPending}
        disabled={disabled}
        aria-keyshortcuts={STEP_SHORTCUT}
        onClick={() => run.current()}
      >
        Next day <kbd className="ms-1">{STEP_SHORTCUT}</kbd>
      </BusyButton>
      <div aria-live="polite" aria-atomic="true">
        {outcome ? (
          <p
            className={`small mt-2 mb-0 ${outcome.kind === 'refused' ? 'text-danger' : 'text-body-secondary'}`}
            role={outcome.kind === 'refused' ? 'alert' : 'status'}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
