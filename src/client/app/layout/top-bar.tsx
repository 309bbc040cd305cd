import { IconEnvelopeFill } from '@client/components/icons/envelope-fill.tsx';
import { IconTelephoneFill } from '@client/components/icons/telephone-fill.tsx';
import { SocialLinks } from '@client/components/social-links.tsx';
import { COMPANY } from '@client/lib/company.ts';

const TOP_BAR_CONTACTS = [
  { label: 'Phone', icon: IconTelephoneFill, link: COMPANY.phone },
  { label: 'Email', icon: IconEnvelopeFill, link: COMPANY.email },
] as const;

/** Contact phone and e-mail plus social links, above the navbar. */
export function TopBar() {
  return (
    <div className="top-bar on-dark">
      <div className="container d-flex flex-wrap justify-content-between align-items-center column-gap-3 row-gap-1 py-1">
        <ul className="list-unstyled d-flex flex-wrap column-gap-3 row-gap-1 mb-0 small">
          {TOP_BAR_CONTACTS.map((contact) => (
            <li key={contact.label}>
              <a href={contact.link.href} className="top-bar-link">
                <contact.icon className="me-1" />
                <span className="visually-hidden">{contact.label}: </span>
                {contact.link.display}
              </a>
            </li>
          ))}
        </ul>
        <SocialLinks className="top-bar-social" />
      </div>
    </div>
  );
}
