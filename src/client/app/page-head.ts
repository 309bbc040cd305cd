import { COMPANY } from '@client/lib/company.ts';
import { LOGO_PNG, previewImage } from '@client/lib/preview-images.ts';
import { DEFAULT_PROGRAM_IMAGE } from '@contract/constants.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { PageHead } from '@contract/page-render.ts';
import type { Program } from '@contract/program.ts';
import { CLIENT_ROUTES, type ClientRouteName } from '@contract/routes.ts';
import { matchPath } from 'react-router';

const SITE_DESCRIPTION =
  'FinTrain Academy: financial education and stock-market training for individuals in India. Programs for pro traders, swing traders, financial literacy and wealth management.';

/** The picture link previews show for pages without one of their own, and what it shows. */
const SITE_IMAGE = '/images/hero.svg';
const SITE_IMAGE_ALT = 'A laptop showing a rising NIFTY 50 chart, beside books and a stack of rupee coins';

/** The meta description of each page (search results and link previews). */
const DESCRIPTIONS: Partial<Record<ClientRouteName, string>> = {
  home: SITE_DESCRIPTION,
  about:
    'Our mission: democratize financial literacy and stock market participation. Meet the chartered accountants and MBAs who teach at FinTrain Academy.',
  programs: `Trading and investing programs for pro traders, swing traders, financial literacy and wealth management. ${MESSAGES.programs.subtitle}`,
  services: 'Advisory and mentoring services for FinTrain Academy learners are coming soon.',
  register:
    'Create your FinTrain Academy account to subscribe to programs in trading, investing and financial literacy.',
  login: 'Log in to your FinTrain Academy account to see your programs and subscriptions.',
  forgotPassword: 'Forgot your FinTrain Academy password? We will e-mail you a link to choose a new one.',
  resetPassword: 'Choose a new password for your FinTrain Academy account.',
  privacy:
    'How FinTrain Academy collects, uses and keeps your personal data, and your rights under India’s DPDP Act.',
  terms:
    'The terms for using FinTrain Academy: education only, accounts, subscriptions, payments and certificates.',
  refundPolicy: 'How cancellations and refunds of FinTrain Academy payments work, with GST credit notes.',
  faq: 'Answers to common questions about FinTrain Academy accounts, payments, certificates and the simulator.',
  help: 'Help with getting started at FinTrain Academy, and what to do when something does not work.',
  contact:
    'Contact FinTrain Academy: our registered office, e-mail, phone, grievance officer and a contact form.',
  verify: 'Check that a FinTrain Academy certificate of completion is genuine, and what it certifies.',
};

/**
 * The titles of the pages the server leaves to the browser (a signed-in visitor's own pages, and
 * the course pages, whose locks and progress depend on the visitor), as those pages set them once
 * they are shown.
 */
const CLIENT_PAGE_TITLES: Partial<Record<ClientRouteName, string>> = {
  profile: 'My Profile',
  profilePrivacy: 'Privacy',
  notifications: 'Notifications',
  // A notification mail's unsubscribe link: its page changes nothing until its button is pressed.
  notificationsUnsubscribe: 'Unsubscribe from notification e-mails',
  mySubscriptions: 'My Subscriptions',
  pay: 'Pay',
  live: 'Live classes',
  liveSession: 'Live class',
  // A program's community is for its members only (docs/product.md §22.1).
  community: 'Community',
  communityThread: 'Community thread',
  // The newsletter's links: what they say depends on the token, asked from the browser only.
  newsletterConfirm: 'Newsletter subscription',
  newsletterUnsubscribe: 'Unsubscribe from the newsletter',
  simulator: 'Trading Simulator',
  journal: 'Trading journal',
  journalTrade: 'Trading journal',
  // The course pages then show the program's and the lesson's own titles.
  learn: 'Course',
  learnLesson: 'Lesson',
  admin: 'Admin Dashboard',
  adminDashboard: 'Admin Dashboard',
  adminUsers: 'Admin Users',
  adminSubscriptions: 'Admin Subscriptions',
  adminPrograms: 'Admin Programs',
  adminProgramCurriculum: 'Admin Curriculum',
  adminServices: 'Admin Services',
  adminContacts: 'Admin Contact Messages',
  adminCertificates: 'Admin Certificates',
  adminBanks: 'Admin Question Banks',
  adminBank: 'Admin Question Bank',
  adminLegal: 'Admin Legal pages',
};

/** Pages that are a visitor's own, or lead nowhere a search engine should send people. */
const NOT_INDEXED: readonly ClientRouteName[] = [
  'resetPassword',
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'profile',
  'profilePrivacy',
  'notifications',
  'notificationsUnsubscribe',
  'mySubscriptions',
  'pay',
  'live',
  'liveSession',
  'community',
  'communityThread',
  'learn',
  'learnLesson',
  'simulator',
  'journal',
  'journalTrade',
  // A learner's name: reachable by whoever holds the link, never listed by a search engine.
  'verify',
];

/** The name of the page at `pathname` in the contract's route table, or undefined (not found). */
export function pageNameOf(pathname: string): ClientRouteName | undefined {
  const names = Object.keys(CLIENT_ROUTES) as ClientRouteName[];
  return names.find((name) => matchPath(CLIENT_ROUTES[name], pathname) !== null);
}

/** True for pages that depend on the visitor: the server sends their head and an empty #root. */
export function isClientOnlyPage(name: ClientRouteName | undefined): boolean {
  return name !== undefined && name in CLIENT_PAGE_TITLES;
}

/** The title the browser will show for a page the server does not render. */
export function clientOnlyPageTitle(name: ClientRouteName): string {
  return CLIENT_PAGE_TITLES[name] ?? '';
}

/** schema.org Course for a program page (Google's course rich results read it). */
function courseJsonLd(program: Program, url: string, imageUrl: string, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.title,
    description: program.description || program.title,
    url,
    image: imageUrl,
    provider: { '@type': 'Organization', name: COMPANY.name, url: siteUrl },
    offers: {
      '@type': 'Offer',
      category: program.offering_type === 'FREE' ? 'Free' : 'Paid',
      price: program.offer_price,
      priceCurrency: 'INR',
      availability:
        program.availability === 'yes' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
    },
  };
}

function organizationJsonLd(siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: COMPANY.name,
    url: siteUrl,
    // A raster logo, which search engines take most surely.
    logo: `${siteUrl}${LOGO_PNG.slice(1)}`,
    email: COMPANY.email.display,
    telephone: COMPANY.phone.display,
    address: COMPANY.address,
  };
}

/**
 * The head of a page: its title (the one the page set while it rendered), a description, the
 * canonical URL on PUBLIC_URL, Open Graph and Twitter card fields, and JSON-LD.
 */
export function pageHead({
  name,
  pathname,
  title,
  program,
  notFound,
  publicUrl,
}: {
  name: ClientRouteName | undefined;
  pathname: string;
  title: string;
  /** The program the page shows, on a program's page. */
  program: Program | undefined;
  notFound: boolean;
  publicUrl: string;
}): PageHead {
  const siteUrl = `${publicUrl}/`;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const canonicalUrl = `${publicUrl}${path}`;
  const image = program ? program.image_path?.trim() || DEFAULT_PROGRAM_IMAGE : SITE_IMAGE;
  // Social sites and messengers show no SVG: the site's own pictures are sent as their JPEG copy.
  const preview = previewImage(image);
  const imagePath = preview?.path ?? image;
  const imageUrl = /^https?:\/\//.test(imagePath) ? imagePath : `${publicUrl}${imagePath}`;
  const description = notFound
    ? 'The page you are looking for does not exist or has moved.'
    : program?.description || (name && DESCRIPTIONS[name]) || SITE_DESCRIPTION;
  const jsonLd =
    program && !notFound
      ? [courseJsonLd(program, canonicalUrl, imageUrl, siteUrl)]
      : name === 'home'
        ? [organizationJsonLd(siteUrl)]
        : [];
  return {
    title,
    siteName: COMPANY.name,
    description,
    canonicalUrl,
    imageUrl,
    imageWidth: preview?.width,
    imageHeight: preview?.height,
    imageAlt: program ? program.title : SITE_IMAGE_ALT,
    type: program ? 'article' : 'website',
    jsonLd,
    indexable: !notFound && !(name && (NOT_INDEXED.includes(name) || name.startsWith('admin'))),
  };
}
