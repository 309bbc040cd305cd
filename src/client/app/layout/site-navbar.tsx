import { COMPANY } from '@client/lib/company.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NavDropdown } from './nav-dropdown.tsx';
import { PROGRAM_MENU_LINKS } from './nav-links.ts';
import { NavNotifications } from './nav-notifications.tsx';
import { NavSessionLinks, NavUserArea } from './nav-user-area.tsx';

/** The 50 px Bootstrap navbar; below 992 px its links fold behind a toggler (React state, no Bootstrap JS). */
export function SiteNavbar() {
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: fold the menu after every navigation
  useEffect(() => {
    setExpanded(false);
  }, [pathname]);

  return (
    <nav className="navbar navbar-expand-lg site-navbar" aria-label="Main">
      <div className="container">
        <Link to={CLIENT_ROUTES.home} className="navbar-brand d-flex align-items-center gap-2">
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span>{COMPANY.name}</span>
        </Link>
        <NavNotifications />
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="main-navigation"
          aria-expanded={expanded}
          aria-label="Toggle navigation"
          onClick={() => setExpanded((isExpanded) => !isExpanded)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-navigation" className={`collapse navbar-collapse ${expanded ? 'show' : ''}`}>
          <ul className="navbar-nav me-auto mb-2 mb-lg-0">
            <li className="nav-item">
              <NavLink to={CLIENT_ROUTES.home} end className="nav-link">
                Home
              </NavLink>
            </li>
            <NavDropdown label="Programs" to={CLIENT_ROUTES.programs} items={PROGRAM_MENU_LINKS} />
            <li className="nav-item">
              <NavLink to={CLIENT_ROUTES.services} className="nav-link">
                Services
              </NavLink>
            </li>
            <NavSessionLinks />
          </ul>
          <NavUserArea />
        </div>
      </div>
    </nav>
  );
}
