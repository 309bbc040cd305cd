// The bootstrap-icons this site shows, as inline SVG (path data from bootstrap-icons 1.13, MIT
// licence), one file per icon beside this one: a chunk carries only the icons its pages draw (a
// module shared by several chunks would land whole in the first one) and no icon font or
// stylesheet is downloaded. To add an icon, copy a sibling file and paste the inner markup of
// node_modules/bootstrap-icons/icons/<name>.svg.
import type { ReactNode } from 'react';

export interface IconProps {
  /** Extra classes after `bi`, e.g. 'me-2' or 'display-4 text-teal'. */
  className?: string;
}

export type IconComponent = (props: IconProps) => ReactNode;

/**
 * 1em square in the current text colour; `.bi` aligns it with the text as the icon font did. Every
 * icon here is decorative (the text beside it, or a visually hidden one, names the control), so
 * assistive technology skips it.
 */
export function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      fill="currentColor"
      viewBox="0 0 16 16"
      className={className ? `bi ${className}` : 'bi'}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
