import { MARKETING_PROGRAM_ROUTES } from '@contract/routes.ts';
import { useLocation } from 'react-router';
import { isProgramMissing, useProgram } from './api/get-program.ts';
import { ResourceDetailQuery, type ResourceSource } from './resource-detail-page.tsx';

type MarketingRoute = keyof typeof MARKETING_PROGRAM_ROUTES;

function isMarketingRoute(path: string): path is MarketingRoute {
  return Object.hasOwn(MARKETING_PROGRAM_ROUTES, path);
}

const PROGRAM_SOURCE: ResourceSource = { useResource: useProgram, isMissing: isProgramMissing };

/** /pro-trader-program and friends: the detail page of the program whose slug the contract maps the path to. */
export function MarketingProgramPage() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const slug = isMarketingRoute(path) ? MARKETING_PROGRAM_ROUTES[path] : path.slice(1);
  return <ResourceDetailQuery key={slug} resourceType="program" idOrSlug={slug} source={PROGRAM_SOURCE} />;
}
