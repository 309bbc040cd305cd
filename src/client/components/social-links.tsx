import { SOCIAL_LINKS, type SocialLink } from '@client/lib/company.ts';
import { Link } from 'react-router';
import { IconFacebook } from './icons/facebook.tsx';
import { IconInstagram } from './icons/instagram.tsx';
import { IconLinkedin } from './icons/linkedin.tsx';
import type { IconComponent } from './icons/svg.tsx';
import { IconTwitterX } from './icons/twitter-x.tsx';
import { IconYoutube } from './icons/youtube.tsx';

const SOCIAL_ICONS: Record<SocialLink['name'], IconComponent> = {
  Facebook: IconFacebook,
  Twitter: IconTwitterX,
  LinkedIn: IconLinkedin,
  Instagram: IconInstagram,
  YouTube: IconYoutube,
};

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
      {SOCIAL_LINKS.map((social) => {
        const Icon = SOCIAL_ICONS[social.name];
        return (
          <li key={social.name}>
            {social.external ? (
              <a
                className={`social-link ${linkClassName}`}
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon />
                <span className="visually-hidden">{social.name} (opens in a new tab)</span>
              </a>
            ) : (
              <Link className={`social-link ${linkClassName}`} to={social.href}>
                <Icon />
                <span className="visually-hidden">{social.name}</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
