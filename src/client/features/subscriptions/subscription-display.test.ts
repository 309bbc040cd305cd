import type { Subscription } from '@contract/subscription.ts';
import { describe, expect, it } from 'vitest';
import {
  initialResourceType,
  resourcePath,
  statusBadge,
  subscriptionAmount,
  subscriptionsOfType,
} from './subscription-display.ts';

function createSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: '2b1f3c9e-0000-4000-8000-000000000001',
    user_name: 'Asha Rao',
    user_email: 'asha@example.in',
    resource_type: 'program',
    resource_id: '7d2c1a4b-0000-4000-8000-000000000002',
    offer_price: 34999,
    status: 'pending',
    created_on: '2026-11-22T03:14:00.000Z',
    invoice_number: null,
    resource: { title: 'Pro Trader Program', image_path: null, offering_type: 'PAID', exists: true },
    payment: null,
    batch: null,
    ...overrides,
  };
}

describe('statusBadge (docs/product.md §4)', () => {
  it('shows an active subscription as a green Active badge', () => {
    expect(statusBadge('active')).toEqual({ label: 'Active', className: 'bg-success' });
  });

  it('shows a pending subscription as a yellow Pending badge with dark text', () => {
    expect(statusBadge('pending')).toEqual({ label: 'Pending', className: 'bg-warning text-dark' });
  });

  it('shows a rejected subscription, and any other status, as a red badge with the capitalised status', () => {
    expect(statusBadge('rejected')).toEqual({ label: 'Rejected', className: 'bg-danger' });
    expect(statusBadge('cancelled')).toEqual({ label: 'Cancelled', className: 'bg-danger' });
  });
});

describe('subscriptionAmount', () => {
  it('formats the offer price in rupees with Indian grouping', () => {
    expect(subscriptionAmount(createSubscription({ offer_price: 34999 }))).toBe('₹34,999');
    expect(subscriptionAmount(createSubscription({ offer_price: 150000 }))).toBe('₹1,50,000');
  });

  it('says FREE when the price is 0', () => {
    expect(subscriptionAmount(createSubscription({ offer_price: 0 }))).toBe('FREE');
  });

  it('says FREE when the offering type is FREE', () => {
    const free = createSubscription({
      offer_price: 500,
      resource: {
        title: 'Financial Literacy Program',
        image_path: null,
        offering_type: 'FREE',
        exists: true,
      },
    });
    expect(subscriptionAmount(free)).toBe('FREE');
  });
});

describe('resourcePath', () => {
  it('links a program to /programs/{id} and a service to /services/{id}', () => {
    expect(resourcePath('program', 'abc')).toBe('/programs/abc');
    expect(resourcePath('service', 'abc')).toBe('/services/abc');
  });
});

describe('subscriptionsOfType', () => {
  it('keeps the subscriptions of one kind in the server’s order', () => {
    const list = [
      createSubscription({ _id: 'a', resource_type: 'service' }),
      createSubscription({ _id: 'b', resource_type: 'program' }),
      createSubscription({ _id: 'c', resource_type: 'program' }),
    ];
    expect(subscriptionsOfType(list, 'program').map((s) => s._id)).toEqual(['b', 'c']);
    expect(subscriptionsOfType(list, 'service').map((s) => s._id)).toEqual(['a']);
    expect(subscriptionsOfType([], 'service')).toEqual([]);
  });
});

describe('initialResourceType', () => {
  it('opens on Programs by default', () => {
    expect(initialResourceType(null)).toBe('program');
    expect(initialResourceType(undefined)).toBe('program');
    expect(initialResourceType({ resourceType: 'program' })).toBe('program');
    expect(initialResourceType({ resourceType: 'anything' })).toBe('program');
  });

  it('opens on Services after subscribing to a service', () => {
    expect(initialResourceType({ resourceType: 'service' })).toBe('service');
  });
});
