import { CLIENT_ROUTES } from '@contract/routes.ts';
import { NavLink } from 'react-router';

/**
 * The Register and Login buttons offered to anonymous visitors (docs/product.md §2): in the navbar
 * and on the profile page's welcome. NavLinks, so the navbar marks the page the visitor is on.
 */
export function RegisterLoginLinks({ size }: { size: 'sm' | 'lg' }) {
  const sizeClass = size === 'sm' ? 'btn-sm px-3' : 'btn-lg px-4';
  return (
    <>
      <NavLink to={CLIENT_ROUTES.register} className={`btn btn-outline-teal ${sizeClass}`}>
        Register
      </NavLink>
      <NavLink to={CLIENT_ROUTES.login} className={`btn btn-teal ${sizeClass}`}>
        Login
      </NavLink>
    </>
  );
}
