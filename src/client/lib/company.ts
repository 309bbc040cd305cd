import { CLIENT_ROUTES } from '@contract/routes.ts';

/** Company details shown in the top bar, the footer and the contact section: one place to change them. */
export const COMPANY = {
  name: 'FinTrain Academy',
  tagline: 'Financial education and stock-market training for individuals',
  address: 'Plot 42, Cyber Towers Road, HITEC City, Hyderabad, Telangana 500081, India',
  phone: { display: '+91 40 4852 7100', href: 'tel:+914048527100' },
  email: { display: 'support@fintrain.in', href: 'mailto:support@fintrain.in' },
  hours: 'Monday to Saturday, 9:00 am to 6:00 pm IST',
} as const;

export interface SocialLink {
  /** Accessible name of the link (the icon is drawn by components/social-links.tsx). */
  name: 'Facebook' | 'Twitter' | 'LinkedIn' | 'Instagram' | 'YouTube';
  href: string;
  /** External profiles open in a new tab; the Facebook icon links to the site root (docs/product.md §2). */
  external: boolean;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Facebook', href: CLIENT_ROUTES.home, external: false },
  { name: 'Twitter', href: 'https://twitter.com/fintrainacademy', external: true },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/fintrain-academy',
    external: true,
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/fintrainacademy',
    external: true,
  },
  { name: 'YouTube', href: 'https://www.youtube.com/@fintrainacademy', external: true },
];
