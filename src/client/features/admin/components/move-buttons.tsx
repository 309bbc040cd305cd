import { IconArrowDown } from '@client/components/icons/arrow-down.tsx';
import { IconArrowUp } from '@client/components/icons/arrow-up.tsx';
import { useLayoutEffect, useRef } from 'react';

type Direction = 'up' | 'down';

/**
 * 'Move up' and 'Move down' for a module or a lesson: the keyboard's way to reorder (dragging is
 * the mouse's). At either end the button is aria-disabled rather than disabled, so focus stays on
 * it; after a move focus comes back to the button pressed, wherever the row has gone.
 */
export function MoveButtons({
  subject,
  index,
  count,
  onMove,
}: {
  /** What moves, for the buttons' names: 'module Basics' gives 'Move module Basics up'. */
  subject: string;
  index: number;
  count: number;
  /** Called with the new index. */
  onMove: (to: number) => void;
}) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<Direction | null>(null);

  // The row is re-rendered in its new place (React may move its DOM nodes, which drops focus).
  useLayoutEffect(() => {
    const direction = pendingFocus.current;
    if (!direction || index < 0) return;
    pendingFocus.current = null;
    (direction === 'up' ? upRef : downRef).current?.focus();
  }, [index]);

  const button = (direction: Direction) => {
    const atEnd = direction === 'up' ? index === 0 : index === count - 1;
    const Icon = direction === 'up' ? IconArrowUp : IconArrowDown;
    return (
      <button
        ref={direction === 'up' ? upRef : downRef}
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={`Move ${subject} ${direction}`}
        title={`Move ${direction}`}
        aria-disabled={atEnd}
        onClick={() => {
          if (atEnd) return;
          pendingFocus.current = direction;
          onMove(direction === 'up' ? index - 1 : index + 1);
        }}
      >
        <Icon />
      </button>
    );
  };

  return (
    <div className="btn-group">
      {button('up')}
      {button('down')}
    </div>
  );
}
