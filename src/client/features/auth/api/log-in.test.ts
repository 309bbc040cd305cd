import { describe, expect, it } from 'vitest';
import { landingPathFor } from './log-in.ts';

describe('landingPathFor (docs/product.md §4)', () => {
  it('sends admins to the admin dashboard', () => {
    expect(landingPathFor('admin')).toBe('/admin/dashboard');
  });

  it('sends any other role to My Subscriptions', () => {
    expect(landingPathFor('user')).toBe('/mysubscriptions');
    expect(landingPathFor('editor')).toBe('/mysubscriptions');
  });
});
