import { NavLink } from 'react-router';

/**
 * The session-dependent part of the navbar. For now every visitor is anonymous:
 * 'About Us' among the links, and the Register and Login buttons on the right.
 * The sign-in issue renders My Subscriptions / Admin Dashboard and the user menu here instead
 * (and nothing while the profile loads, spec section 2).
 */
export function NavSessionLinks() {
  return (
    <li className="nav-item">
      <NavLink to="/about" className="nav-link">
        About Us
      </NavLink>
    </li>
  );
}

export function NavUserArea() {
  return (
    <div className="nav-user-area d-flex flex-wrap gap-2 py-2 py-lg-0">
      <NavLink to="/register" className="btn btn-outline-teal btn-sm px-3">
        Register
      </NavLink>
      <NavLink to="/login" className="btn btn-teal btn-sm px-3">
        Login
      </NavLink>
    </div>
  );
}
