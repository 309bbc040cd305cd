import { CLIENT_ROUTES, isClientRoute } from '@contract/routes.ts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** The full path of every page in a route tree: leaves and index routes, without the catch-all. */
function pagePaths(tree: RouteObject[], base = ''): { path: string; route: RouteObject }[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const path =
      route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    if (route.index) return [{ path: base || '/', route }];
    if (route.children) return pagePaths(route.children, path);
    return [{ path, route }];
  });
}

describe('the client route table', () => {
  it('has a page in the router for every route, and no page the table lacks', () => {
    const paths = pagePaths(routes).map((page) => page.path);
    expect([...paths].sort()).toEqual(Object.values(CLIENT_ROUTES).sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route something to show or a redirect', () => {
    for (const { path, route } of pagePaths(routes)) {
      expect(route.lazy ?? route.Component ?? route.loader, path).toBeDefined();
    }
  });

  it('is what the server serves as pages: other paths are not found', () => {
    for (const pattern of Object.values(CLIENT_ROUTES)) {
      expect(isClientRoute(pattern.replace(/:\w+/g, 'x1')), pattern).toBe(true);
    }
    expect(isClientRoute('/programs/abc/')).toBe(true);
    expect(isClientRoute('/programs/')).toBe(true);
    expect(isClientRoute('/nope')).toBe(false);
    expect(isClientRoute('/admin/nope')).toBe(false);
    // The admin pages of docs/product.md §13.6.
    expect(isClientRoute('/admin/payments')).toBe(true);
    expect(isClientRoute('/admin/coupons')).toBe(true);
    expect(isClientRoute('/programs/a/b')).toBe(false);
  });
});
