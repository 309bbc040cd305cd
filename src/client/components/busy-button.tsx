import type { ComponentProps } from 'react';
import type { IconComponent } from './icons/svg.tsx';

export interface BusyButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  type: 'submit' | 'button';
  /** While true a small spinner stands before the label, in place of the icon if there is one. */
  busy: boolean;
  /** The icon before the label when not busy, e.g. IconBoxArrowRight. */
  icon?: IconComponent;
  /**
   * While busy the button is marked `aria-disabled` (and looks disabled) but stays focusable, and
   * its clicks do nothing: a disabled button would drop keyboard focus mid-request, and a second
   * click would send the request twice. Without it, whether the button is disabled is the caller's.
   */
  keepFocus?: boolean;
}

/** The one button that shows an action in flight: a spinner before its label while `busy`. */
export function BusyButton({
  type,
  busy,
  icon: Icon,
  keepFocus = false,
  className,
  onClick,
  children,
  ...button
}: BusyButtonProps) {
  const held = keepFocus && busy;
  return (
    <button
      type={type}
      className={held ? `${className ?? ''} disabled`.trim() : className}
      aria-disabled={held || undefined}
      onClick={(event) => {
        if (held) event.preventDefault();
        else onClick?.(event);
      }}
      {...button}
    >
      {busy ? (
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      ) : Icon ? (
        <Icon className="me-2" />
      ) : null}
      {children}
    </button>
  );
}
