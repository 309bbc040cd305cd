import { MESSAGES } from '@contract/messages.ts';
import type { Program } from '@contract/program.ts';
import { useNavigate } from 'react-router';

export interface SubscribeButtonProps {
  program: Program;
  /** What subscribing does; without it the visitor is sent to log in (anonymous users must sign in first). */
  onSubscribe?: (program: Program) => void;
  className?: string;
  /** id of the element naming the program, so 'Subscribe' is described by the program's title. */
  describedBy?: string;
}

/**
 * 'Subscribe', or a disabled 'Currently Unavailable' when the program's availability is 'no'.
 * The subscriptions feature passes `onSubscribe` to subscribe signed-in users.
 */
export function SubscribeButton({ program, onSubscribe, className = '', describedBy }: SubscribeButtonProps) {
  const navigate = useNavigate();
  if (program.availability === 'no') {
    return (
      <button
        type="button"
        className={`btn btn-secondary ${className}`}
        disabled
        aria-describedby={describedBy}
      >
        {MESSAGES.programs.unavailable}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-teal ${className}`}
      aria-describedby={describedBy}
      onClick={() => (onSubscribe ? onSubscribe(program) : navigate('/login'))}
    >
      Subscribe
    </button>
  );
}
