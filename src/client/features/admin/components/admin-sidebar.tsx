import { IconBriefcase } from '@client/components/icons/briefcase.tsx';
import { IconCalendarEvent } from '@client/components/icons/calendar-event.tsx';
import { IconCardChecklist } from '@client/components/icons/card-checklist.tsx';
import { IconClipboardCheck } from '@client/components/icons/clipboard-check.tsx';
import { IconCreditCard2Front } from '@client/components/icons/credit-card-2-front.tsx';
import { IconEnvelope } from '@client/components/icons/envelope.tsx';
import { IconExclamationOctagon } from '@client/components/icons/exclamation-octagon.tsx';
import { IconFileEarmarkText } from '@client/components/icons/file-earmark-text.tsx';
import { IconFlag } from '@client/components/icons/flag.tsx';
import { IconGraphUpArrow } from '@client/components/icons/graph-up-arrow.tsx';
import { IconJournalCheck } from '@client/components/icons/journal-check.tsx';
import { IconJournalRichtext } from '@client/components/icons/journal-richtext.tsx';
import { IconPeople } from '@client/components/icons/people.tsx';
import { IconPersonPlus } from '@client/components/icons/person-plus.tsx';
import { IconShieldCheck } from '@client/components/icons/shield-check.tsx';
import { IconShieldLock } from '@client/components/icons/shield-lock.tsx';
import { IconSpeedometer2 } from '@client/components/icons/speedometer2.tsx';
import { IconTicketPerforated } from '@client/components/icons/ticket-perforated.tsx';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import type { Role } from '@contract/vocabulary.ts';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

/** The admin area's sections, in the sidebar's order (docs/product.md §2). */
const ADMIN_LINKS = [
  { to: CLIENT_ROUTES.adminDashboard, label: 'Dashboard', icon: IconSpeedometer2 },
  { to: CLIENT_ROUTES.adminUsers, label: 'Users', icon: IconPeople },
  { to: CLIENT_ROUTES.adminSubscriptions, label: 'Subscriptions', icon: IconCardChecklist },
  { to: CLIENT_ROUTES.adminPrograms, label: 'Programs', icon: IconJournalRichtext },
  { to: CLIENT_ROUTES.adminServices, label: 'Services', icon: IconBriefcase },
  { to: CLIENT_ROUTES.adminContacts, label: 'Contacts', icon: IconEnvelope },
  { to: CLIENT_ROUTES.adminLeads, label: 'Leads', icon: IconPersonPlus },
  { to: CLIENT_ROUTES.adminGrievances, label: 'Grievances', icon: IconExclamationOctagon },
  { to: CLIENT_ROUTES.adminCertificates, label: 'Certificates', icon: IconJournalCheck },
  { to: CLIENT_ROUTES.adminBanks, label: 'Question Banks', icon: IconClipboardCheck },
  { to: CLIENT_ROUTES.adminPayments, label: 'Payments', icon: IconCreditCard2Front },
  { to: CLIENT_ROUTES.adminCoupons, label: 'Coupons', icon: IconTicketPerforated },
  { to: CLIENT_ROUTES.adminMarket, label: 'Market data', icon: IconGraphUpArrow },
  { to: CLIENT_ROUTES.adminPrivacy, label: 'Privacy', icon: IconShieldLock },
  { to: CLIENT_ROUTES.adminLegal, label: 'Legal pages', icon: IconFileEarmarkText },
  { to: CLIENT_ROUTES.adminLive, label: 'Live classes', icon: IconCalendarEvent },
  { to: CLIENT_ROUTES.adminModeration, label: 'Moderation', icon: IconFlag },
  { to: CLIENT_ROUTES.adminMentoring, label: 'Mentoring', icon: IconJournalCheck },
  { to: CLIENT_ROUTES.adminMentors, label: 'Mentors', icon: IconPeople },
] as const;

/**
 * What an instructor sees of the admin area: their live classes (docs/product.md §20.7), the
 * learners they mentor (§23.5) and the community's review queue for their programs (§22.4).
 */
const STAFF_LINKS: readonly string[] = [
  CLIENT_ROUTES.adminLive,
  CLIENT_ROUTES.adminMentoring,
  CLIENT_ROUTES.adminModeration,
];

/**
 * The admin sidebar; NavLink marks the current section (class 'active', aria-current="page").
 * Below 992 px it becomes a row of links above the content that scrolls sideways.
 */
export function AdminSidebar({ role }: { role: Role }) {
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
    <nav className="admin-sidebar on-dark" aria-label={role === 'admin' ? 'Admin' : 'Instructor'}>
      <p className="admin-sidebar-title">
        <IconShieldCheck className="me-2" />
        {role === 'admin' ? 'Admin' : 'Instructor'}
      </p>
      <ul ref={linksRef} className="nav flex-nowrap flex-lg-column admin-sidebar-links">
        {ADMIN_LINKS.filter((link) => role === 'admin' || STAFF_LINKS.includes(link.to)).map((link) => (
          <li key={link.to} className="nav-item">
            <NavLink to={link.to} className="nav-link">
              <link.icon className="me-2" />
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
