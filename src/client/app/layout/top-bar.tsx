import { SocialLinks } from '@client/components/social-links.tsx';
import { COMPANY } from '@client/lib/company.ts';

/** Contact phone and e-mail plus social links, above the navbar. */
export function TopBar() {
  return (
    <div className="top-bar on-dark">
      <div className="container d-flex flex-wrap justify-content-between align-items-center column-gap-3 row-gap-1 py-1">
        <ul className="list-unstyled d-flex flex-wrap column-gap-3 row-gap-1 mb-0 small">
          <li>
            <a href={COMPANY.phone.href} className="top-bar-link">
              <i className="bi bi-telephone-fill me-1" aria-hidden="true" />
              <span className="visually-hidden">Phone: </span>
              {COMPANY.phone.display}
            </a>
          </li>
          <li>
            <a href={COMPANY.email.href} className="top-bar-link">
              <i className="bi bi-envelope-fill me-1" aria-hidden="true" />
              <span className="visually-hidden">Email: </span>
              {COMPANY.email.display}
            </a>
          </li>
        </ul>
        <SocialLinks className="top-bar-social" />
      </div>
    </div>
  );
}
