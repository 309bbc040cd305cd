import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, clientRouteOf, isClientRoute } from './routes.ts';

describe('clientRouteOf', () => {
  it('names a page by its route, whatever its parameters', () => {
    expect(clientRouteOf('/programs/pro-trader')).toBe(CLIENT_ROUTES.programDetail);
    expect(clientRouteOf('/programs/some-other-slug/')).toBe(CLIENT_ROUTES.programDetail);
    expect(clientRouteOf('/learn/pro-trader/3f2a')).toBe(CLIENT_ROUTES.learnLesson);
    expect(clientRouteOf('/')).toBe(CLIENT_ROUTES.home);
  });

  it('names nothing for a path that is no page', () => {
    expect(clientRouteOf('/metrics')).toBeUndefined();
    expect(clientRouteOf('/programs/a/b/c')).toBeUndefined();
    expect(isClientRoute('/metrics')).toBe(false);
    expect(isClientRoute('/programs')).toBe(true);
  });
});
