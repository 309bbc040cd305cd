import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

/** The admin area's sections, in the sidebar's order (spec, section 2). */
const ADMIN_LINKS = [
  { to: CLIENT_ROUTES.adminDashboard, label: 'Dashboard', icon: 'bi-speedometer2' },
  { to: CLIENT_ROUTES.adminUsers, label: 'Users', icon: 'bi-people' },
  { to: CLIENT_ROUTES.adminSubscriptions, label: 'Subscriptions', icon: 'bi-card-checklist' },
  { to: CLIENT_ROUTES.adminPrograms, label: 'Programs', icon: 'bi-journal-richtext' },
  { to: CLIENT_ROUTES.adminServices, label: 'Services', icon: 'bi-briefcase' },
  { to: CLIENT_ROUTES.adminContacts, label: 'Contacts', icon: 'bi-envelope' },
] as const;

/**
 * The admin sidebar; NavLink marks the current section (class 'active', aria-current="page").
 * Below 992 px it becomes a row of links above the content that scrolls sideways.
 */
export function AdminSidebar() {
  const linksRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // In the narrow, sideways-scrolling bar, bring the current section's link into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every change of section on purpose
  useEffect(() => {
    const list = linksRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav className="admin-sidebar on-dark" aria-label="Admin">
      <p className="admin-sidebar-title">
        <i className="bi bi-shield-check me-2" aria-hidden="true" />
        Admin
      </p>
      <ul ref={linksRef} className="nav flex-nowrap flex-lg-column admin-sidebar-links">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to} className="nav-item">
            <NavLink to={link.to} className="nav-link">
              <i className={`bi ${link.icon} me-2`} aria-hidden="true" />
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
