import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * An account that must replace its one-time password is taken to the profile, where the only form
 * is the password change; the API refuses everything else until then (ADR 060).
 */
export function FirstPasswordRedirect() {
  const session = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mustChange = session.status === 'signed-in' && session.user.must_change_password === true;
  useEffect(() => {
    if (mustChange && pathname !== CLIENT_ROUTES.profile)
      void navigate(CLIENT_ROUTES.profile, { replace: true });
  }, [mustChange, pathname, navigate]);
  return null;
}
