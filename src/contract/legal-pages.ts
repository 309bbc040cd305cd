import { CLIENT_ROUTES } from './routes.ts';
import type { LegalKind } from './vocabulary.ts';

// The legal pages' names and addresses (docs/product.md §19), without zod: the public pages and the
// checkout import them.

/** Each kind's page title, as the page's heading, the footer's link and the admin screen name it. */
export const LEGAL_TITLES: Record<LegalKind, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  refund: 'Refund and Cancellation Policy',
  faq: 'Frequently Asked Questions',
  help: 'Help',
  'contact-intro': 'Contact Us',
};

/** The page each kind is shown on. */
export const LEGAL_PAGES: Record<LegalKind, string> = {
  privacy: CLIENT_ROUTES.privacy,
  terms: CLIENT_ROUTES.terms,
  refund: CLIENT_ROUTES.refundPolicy,
  faq: CLIENT_ROUTES.faq,
  help: CLIENT_ROUTES.help,
  'contact-intro': CLIENT_ROUTES.contact,
};
