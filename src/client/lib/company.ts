import { CLIENT_ROUTES } from '@contract/routes.ts';

/** The company's details (in the contract: the server's default legal pages print them too). */
export { COMPANY } from '@contract/company.ts';

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
