import { IconEnvelopeFill } from '@client/components/icons/envelope-fill.tsx';
import { IconGeoAltFill } from '@client/components/icons/geo-alt-fill.tsx';
import { IconTelephoneFill } from '@client/components/icons/telephone-fill.tsx';
import { SocialLinks } from '@client/components/social-links.tsx';
import { NewsletterForm } from '@client/features/newsletter/components/newsletter-form.tsx';
import { COMPANY } from '@client/lib/company.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';

/**
 * docs/product.md §2's footer texts. The original site pointed them all to the home route; they now
 * lead to the legal and help pages (docs/product.md §19, ADR 068); the Refund Policy is linked from
 * the Terms, the FAQs and the checkout.
 */
const FOOTER_LINKS = [
  { label: 'Privacy Policy', to: CLIENT_ROUTES.privacy },
  { label: 'Terms', to: CLIENT_ROUTES.terms },
  { label: 'FAQs', to: CLIENT_ROUTES.faq },
  { label: 'Help', to: CLIENT_ROUTES.help },
  { label: 'Contact', to: CLIENT_ROUTES.contact },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer on-dark">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <p className="footer-brand d-flex align-items-center gap-2 mb-3">
              <img src="/images/logo.svg" alt="" width={36} height={36} />
              {COMPANY.name}
            </p>
            <p className="mb-3">
              Financial education and stock-market training for individuals, taught by chartered accountants
              and MBAs.
            </p>
            <SocialLinks className="footer-social" />
          </div>
          <div className="col-12 col-sm-6 col-lg-2">
            <h2 className="footer-heading">Quick Links</h2>
            <nav aria-label="Footer">
              <ul className="list-unstyled mb-0 footer-links">
                {FOOTER_LINKS.map(({ label, to }) => (
                  <li key={label}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <h2 className="footer-heading">Get in Touch</h2>
            <address className="mb-0 footer-contact">
              <p className="d-flex gap-2">
                <IconGeoAltFill />
                <span>{COMPANY.address}</span>
              </p>
              <p className="d-flex gap-2">
                <IconTelephoneFill />
                <a href={COMPANY.phone.href}>{COMPANY.phone.display}</a>
              </p>
              <p className="d-flex gap-2 mb-0">
                <IconEnvelopeFill />
                <a href={COMPANY.email.href}>{COMPANY.email.display}</a>
              </p>
            </address>
          </div>
          <div className="col-12 col-lg-3">
            <h2 className="footer-heading">Newsletter</h2>
            <p>Market lessons, new batches and offers, once a month. No spam.</p>
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container py-3 small">
          <p className="mb-1">
            © {year} {COMPANY.name}. All rights reserved.
          </p>
          <p className="mb-0 footer-disclaimer">
            Investments in the securities market are subject to market risks. Read all related documents
            carefully before investing. Our programs are educational and are not investment advice.
          </p>
        </div>
      </div>
    </footer>
  );
}
