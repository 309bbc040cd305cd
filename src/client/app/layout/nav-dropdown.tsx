import { DROPDOWN_HOVER_MIN_WIDTH_PX } from '@contract/constants.ts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface NavDropdownProps {
  /** The top-level link, e.g. Programs → /programs. */
  label: string;
  to: string;
  items: readonly { to: string; label: string }[];
}

/** Spec, section 2: dropdowns open on hover only when the window is wider than 992 px. */
function hoverOpensMenus(): boolean {
  return window.innerWidth > DROPDOWN_HOVER_MIN_WIDTH_PX;
}

/**
 * A navbar entry that is both a link (e.g. 'Programs' → /programs) and a disclosure menu:
 * the caret button opens it by click, Enter or Space; Escape closes it and returns focus to the button;
 * on wide windows the menu also opens while the pointer hovers over the entry.
 */
export function NavDropdown({ label, to, items }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
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

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      openedByHover.current = false;
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <li
      ref={rootRef}
      className={`nav-item dropdown nav-dropdown ${open ? 'show' : ''}`}
      onMouseEnter={() => {
        if (!hoverOpensMenus() || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (!openedByHover.current) return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (openedByHover.current || event.currentTarget.contains(event.relatedTarget)) return;
        setOpen(false);
      }}
    >
      <div className="d-flex align-items-center">
        <NavLink to={to} className="nav-link">
          {label}
        </NavLink>
        <button
          ref={toggleRef}
          type="button"
          className="btn nav-dropdown-toggle dropdown-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => {
            // A click on a menu the hover just opened keeps it open instead of closing it under the pointer.
            if (openedByHover.current) {
              openedByHover.current = false;
              return;
            }
            setOpen((isOpen) => !isOpen);
          }}
        >
          <span className="visually-hidden">{label} menu</span>
        </button>
      </div>
      <ul id={menuId} className={`dropdown-menu ${open ? 'show' : ''}`}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="dropdown-item">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
