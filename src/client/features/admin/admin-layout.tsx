import './admin.css';
import { PageLoading } from '@client/components/loading-status.tsx';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { AccessDenied } from './components/access-denied.tsx';
import { AdminSidebar } from './components/admin-sidebar.tsx';

/**
 * The admin area: sidebar and the current admin page, behind the client-side access gate
 * (docs/product.md §2): a loading state, then 'Access Denied' with the profile error when the user
 * fetch failed, or 'You do not have permission to access this page.' for a non-admin. The server
 * enforces the same on every admin call; this gate only spares others the admin screens.
 */
export function AdminLayout() {
  const session = useCurrentUser();
  const { pathname } = useLocation();

  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'anonymous') {
    return (
      <Denied message={session.error}>
        <Link to={CLIENT_ROUTES.login} className="btn btn-teal">
          Go to Login
        </Link>
      </Denied>
    );
  }
  // An instructor's admin area is the live classes (docs/product.md §20.7) and their mentoring
  // (§23.5); the server is the real gate, this one spares them screens that would only answer 403.
  const staffOnly = session.user.role === 'instructor';
  // …the learners they mentor (§23.5), and the community's review queue for their programs' spaces (§22.4).
  const inStaffArea =
    [CLIENT_ROUTES.adminLive, CLIENT_ROUTES.adminMentoring].some(
      (area) => pathname === area || pathname.startsWith(`${area}/`),
    ) || pathname === CLIENT_ROUTES.adminModeration;
  if (staffOnly && pathname === CLIENT_ROUTES.adminDashboard)
    return <Navigate to={CLIENT_ROUTES.adminLive} replace />;
  if (session.user.role !== 'admin' && !(staffOnly && inStaffArea)) {
    return (
      <Denied message={MESSAGES.admin.noPermission}>
        <Link to={CLIENT_ROUTES.home} className="btn btn-teal">
          Go to Home
        </Link>
      </Denied>
    );
  }
  return (
    <div className="admin-shell">
      <AdminSidebar role={session.user.role} />
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}

function Denied({ message, children }: { message: string; children: ReactNode }) {
  useDocumentTitle(MESSAGES.admin.accessDenied);
  return (
    <div className="container">
      <AccessDenied message={message}>{children}</AccessDenied>
    </div>
  );
}
