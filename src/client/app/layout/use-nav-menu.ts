import { DROPDOWN_HOVER_MIN_WIDTH_PX } from '@contract/constants.ts';
import {
  type KeyboardEvent,
  type FocusEvent as ReactFocusEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

/** docs/product.md §2: dropdowns open on hover only when the window is wider than 992 px. */
function hoverOpensMenus(): boolean {
  return window.innerWidth > DROPDOWN_HOVER_MIN_WIDTH_PX;
}

/**
 * The behaviour every navbar dropdown shares (the Programs menu, the user menu): a disclosure whose
 * toggle button opens it by click, Enter or Space; Escape closes it and returns focus to the button;
 * a click elsewhere, leaving it with the keyboard, or navigating closes it; on wide windows it also
 * opens while the pointer hovers over the entry. Spread `rootProps` on the entry and `toggleProps`
 * on the button, and give the menu `id={menuId}`.
 */
export function useNavMenu<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<Root>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Opened by the pointer hovering (closes when it leaves) rather than by a click or key (stays open).
  const openedByHover = useRef(false);
  const { pathname } = useLocation();

  // Close after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    setOpen(false);
    openedByHover.current = false;
  }, [pathname]);

  // Close on a click or tap elsewhere.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        openedByHover.current = false;
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onMouseEnter: () => {
      if (!hoverOpensMenus() || open) return;
      openedByHover.current = true;
      setOpen(true);
    },
    onMouseLeave: () => {
      if (!openedByHover.current) return;
      openedByHover.current = false;
      setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<Root>) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        openedByHover.current = false;
        setOpen(false);
        toggleRef.current?.focus();
      }
    },
    onBlur: (event: ReactFocusEvent<Root>) => {
      if (openedByHover.current || event.currentTarget.contains(event.relatedTarget)) return;
      setOpen(false);
    },
  };

  const toggleProps = {
    ref: toggleRef,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => {
      // A click on a menu the hover just opened keeps it open instead of closing it under the pointer.
      if (openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      setOpen((isOpen) => !isOpen);
    },
  };

  return { open, menuId, rootProps, toggleProps };
}
