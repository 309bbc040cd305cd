import { SOCIAL_LINKS } from '@client/lib/company.ts';
import { Link } from 'react-router';

/** The five social icons; external profiles open in a new tab and say so to screen readers. */
export function SocialLinks({
  className = '',
  linkClassName = '',
}: {
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={`list-unstyled d-flex flex-wrap gap-1 mb-0 ${className}`}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.name}>
          {social.external ? (
            <a
              className={`social-link ${linkClassName}`}
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <i className={`bi ${social.icon}`} aria-hidden="true" />
              <span className="visually-hidden">{social.name} (opens in a new tab)</span>
            </a>
          ) : (
            <Link className={`social-link ${linkClassName}`} to={social.href}>
              <i className={`bi ${social.icon}`} aria-hidden="true" />
              <span className="visually-hidden">{social.name}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
