import { describe, expect, it } from 'vitest';
import { capitalise, subscriptionBadgeClass, subscriptionRowClass } from './subscription-status.ts';

describe('subscriptionRowClass', () => {
  it('colours active rows green, rejected red and pending yellow', () => {
    expect(subscriptionRowClass('active')).toBe('table-success');
    expect(subscriptionRowClass('rejected')).toBe('table-danger');
    expect(subscriptionRowClass('pending')).toBe('table-warning');
  });
});

describe('subscriptionBadgeClass', () => {
  it('gives the badge the colour of its row', () => {
    expect(subscriptionBadgeClass('active')).toBe('text-bg-success');
    expect(subscriptionBadgeClass('rejected')).toBe('text-bg-danger');
    expect(subscriptionBadgeClass('pending')).toBe('text-bg-warning');
  });
});

describe('capitalise', () => {
  it('capitalises the status for its label', () => {
    expect(capitalise('pending')).toBe('Pending');
    expect(capitalise('')).toBe('');
  });
});
