import { BusyButton } from './busy-button.tsx';
import { IconBoxArrowRight } from './icons/box-arrow-right.tsx';

/** 'Logout' with its icon, a spinner and disabled while the session is being ended. */
export function LogoutButton({
  className,
  onClick,
  loggingOut,
}: {
  /** The button's classes, e.g. 'btn btn-teal px-4'. */
  className: string;
  onClick: () => void;
  loggingOut: boolean;
}) {
  return (
    <BusyButton
      type="button"
      busy={loggingOut}
      icon={IconBoxArrowRight}
      className={className}
      onClick={onClick}
      disabled={loggingOut}
    >
      Logout
    </BusyButton>
  );
}
