import type { ButtonHTMLAttributes } from 'react';
import type { IconComponent } from './icons/svg.tsx';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type: 'submit' | 'button';
  /** While true a small spinner stands before the label, in place of the icon if there is one. */
  busy: boolean;
  /** The icon before the label when not busy, e.g. IconBoxArrowRight. */
  icon?: IconComponent;
}

/**
 * The one button that shows an action in flight: a spinner before its label while `busy`. Whether
 * it is also disabled is the caller's choice (`disabled`, or `aria-disabled` to keep focus on it).
 */
export function BusyButton({ type, busy, icon: Icon, children, ...button }: BusyButtonProps) {
  return (
    <button type={type} {...button}>
      {busy ? (
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      ) : Icon ? (
        <Icon className="me-2" />
      ) : null}
      {children}
    </button>
  );
}
