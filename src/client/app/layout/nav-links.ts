import { CLIENT_ROUTES, MARKETING_PROGRAM_ROUTES } from '@contract/routes.ts';

type MarketingRoute = keyof typeof MARKETING_PROGRAM_ROUTES;

/** Names of the marketing program pages, in the navbar's Programs menu. */
const MARKETING_ROUTE_LABELS: Record<MarketingRoute, string> = {
  [CLIENT_ROUTES.proTraderProgram]: 'Pro Trader Program',
  [CLIENT_ROUTES.swingTraderProgram]: 'Swing Trader Program',
  [CLIENT_ROUTES.financialLiteracyProgram]: 'Financial Literacy Program',
  [CLIENT_ROUTES.wealthManagement]: 'Wealth Management',
};

export const PROGRAM_MENU_LINKS = (Object.keys(MARKETING_PROGRAM_ROUTES) as MarketingRoute[]).map((to) => ({
  to,
  label: MARKETING_ROUTE_LABELS[to],
}));
