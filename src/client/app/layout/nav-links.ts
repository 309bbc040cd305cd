import { MARKETING_PROGRAM_ROUTES } from '@contract/routes.ts';

type MarketingRoute = keyof typeof MARKETING_PROGRAM_ROUTES;

/** Names of the marketing program pages, in the navbar's Programs menu. */
const MARKETING_ROUTE_LABELS: Record<MarketingRoute, string> = {
  '/pro-trader-program': 'Pro Trader Program',
  '/swing-trader-program': 'Swing Trader Program',
  '/financial-literacy-program': 'Financial Literacy Program',
  '/wealth-management': 'Wealth Management',
};

export const PROGRAM_MENU_LINKS = (Object.keys(MARKETING_PROGRAM_ROUTES) as MarketingRoute[]).map((to) => ({
  to,
  label: MARKETING_ROUTE_LABELS[to],
}));
