import { NavLink } from 'react-router';
import { useNavMenu } from './use-nav-menu.ts';

export interface NavDropdownProps {
  /** The top-level link, e.g. Programs → /programs. */
  label: string;
  to: string;
  items: readonly { to: string; label: string }[];
}

/**
 * A navbar entry that is both a link (e.g. 'Programs' → /programs) and a disclosure menu opened by
 * the caret button (or by hovering on wide windows; see useNavMenu).
 */
export function NavDropdown({ label, to, items }: NavDropdownProps) {
  const { open, menuId, rootProps, toggleProps } = useNavMenu<HTMLLIElement>();

  return (
    <li className={`nav-item dropdown nav-dropdown ${open ? 'show' : ''}`} {...rootProps}>
      <div className="d-flex align-items-center">
        <NavLink to={to} className="nav-link">
          {label}
        </NavLink>
        <button type="button" className="btn nav-dropdown-toggle dropdown-toggle" {...toggleProps}>
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
