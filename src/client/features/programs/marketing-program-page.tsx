import { MARKETING_PROGRAM_ROUTES } from '@contract/routes.ts';
import { useLocation } from 'react-router';
import { ResourceDetailQuery } from './resource-detail-page.tsx';

type MarketingRoute = keyof typeof MARKETING_PROGRAM_ROUTES;

function isMarketingRoute(path: string): path is MarketingRoute {
  return Object.hasOwn(MARKETING_PROGRAM_ROUTES, path);
}

/** /pro-trader-program and friends: the detail page of the program whose slug the contract maps the path to. */
export function MarketingProgramPage() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const slug = isMarketingRoute(path) ? MARKETING_PROGRAM_ROUTES[path] : path.slice(1);
  return <ResourceDetailQuery key={slug} resourceType="program" idOrSlug={slug} />;
}
