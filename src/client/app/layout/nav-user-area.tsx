import { IconBoxArrowRight } from '@client/components/icons/box-arrow-right.tsx';
import { IconCalendarEvent } from '@client/components/icons/calendar-event.tsx';
import { IconGraphUpArrow } from '@client/components/icons/graph-up-arrow.tsx';
import { IconJournalCheck } from '@client/components/icons/journal-check.tsx';
import { IconPerson } from '@client/components/icons/person.tsx';
import { IconPersonCircle } from '@client/components/icons/person-circle.tsx';
import { RegisterLoginLinks } from '@client/components/register-login-links.tsx';
import { useSimOverview } from '@client/lib/get-sim-overview.ts';
import { useLogout } from '@client/lib/logout.ts';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import type { User } from '@contract/user.ts';
import { NavLink } from 'react-router';
import { useNavMenu } from './use-nav-menu.ts';

/**
 * The session-dependent links among the navbar's links (docs/product.md §2): anonymous visitors see
 * 'About Us'; signed-in users 'My Subscriptions', admins 'Admin Dashboard' instead, instructors
 * 'My Batches' (their live classes, docs/product.md §20.7). Nothing while
 * the profile loads; the anonymous view when it fails.
 */
export function NavSessionLinks() {
  const session = useCurrentUser();
  if (session.status === 'loading') return null;
  const link =
    session.status === 'anonymous'
      ? { to: CLIENT_ROUTES.about, label: 'About Us' }
      : session.user.role === 'admin'
        ? { to: CLIENT_ROUTES.adminDashboard, label: 'Admin Dashboard' }
        : session.user.role === 'instructor'
          ? { to: CLIENT_ROUTES.adminLive, label: 'My Batches' }
          : { to: CLIENT_ROUTES.mySubscriptions, label: 'My Subscriptions' };
  return (
    <li className="nav-item">
      <NavLink to={link.to} className="nav-link">
        {link.label}
      </NavLink>
    </li>
  );
}

/** The right-hand end of the navbar: Register and Login buttons, or the signed-in user's menu. */
export function NavUserArea() {
  const session = useCurrentUser();
  if (session.status === 'loading') return null;
  return (
    <div className="nav-user-area d-flex flex-wrap gap-2 py-2 py-lg-0">
      {session.status === 'signed-in' ? <UserMenu user={session.user} /> : <RegisterLoginLinks size="sm" />}
    </div>
  );
}

/**
 * A dropdown button showing the user's name, with 'Profile', 'Trading Simulator' for those the API
 * lets in (its overview answers 200, docs/product.md §14.3), and 'Logout' (to /login, §4).
 */
function UserMenu({ user }: { user: User }) {
  const { open, menuId, rootProps, toggleProps } = useNavMenu<HTMLDivElement>();
  const { logOut, loggingOut } = useLogout(CLIENT_ROUTES.login);
  const simulator = useSimOverview();

  return (
    <div className={`dropdown nav-user-menu ${open ? 'show' : ''}`} {...rootProps}>
      <button
        type="button"
        className="btn btn-outline-teal btn-sm px-3 dropdown-toggle nav-user-toggle"
        {...toggleProps}
      >
        <IconPersonCircle className="me-2" />
        <span className="nav-user-name">{user.name}</span>
      </button>
      <ul id={menuId} className={`dropdown-menu ${open ? 'show' : ''}`}>
        <li>
          <NavLink to={CLIENT_ROUTES.profile} className="dropdown-item">
            <IconPerson className="me-2" />
            Profile
          </NavLink>
        </li>
        <li>
          <NavLink to={CLIENT_ROUTES.live} className="dropdown-item">
            <IconCalendarEvent className="me-2" />
            Live classes
          </NavLink>
        </li>
        {simulator.isSuccess ? (
          <li>
            <NavLink to={CLIENT_ROUTES.simulator} className="dropdown-item">
              <IconGraphUpArrow className="me-2" />
              Trading Simulator
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to={CLIENT_ROUTES.journal} className="dropdown-item">
            <IconJournalCheck className="me-2" />
            Trading journal
          </NavLink>
        </li>
        <li>
          <button type="button" className="dropdown-item" onClick={logOut} disabled={loggingOut}>
            <IconBoxArrowRight className="me-2" />
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
