import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: its box scrolls sideways and takes focus, so a keyboard
 * can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), named for screen readers.
 * `.table-responsive` is positioned (styles.css), so a visually hidden header (absolutely
 * positioned) stays inside the scrolling box instead of widening the whole page on a phone.
 */
export function ScrollTable({
  label,
  className = '',
  children,
}: {
  label: string;
  /** More classes for the box, e.g. a margin. */
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways, and the keyboard must reach it to scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
    <section className={`table-responsive ${className}`} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
