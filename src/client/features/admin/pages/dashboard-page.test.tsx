import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { Analytics } from '@contract/admin.ts';
import { endpoints } from '@contract/endpoints.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './dashboard-page.tsx';

const ANALYTICS: Analytics = {
  subscribedPrograms: 12,
  subscribedServices: 3,
  inactiveUsers: 1,
  approvedAmount: 104_997,
  pendingAmount: 34_999,
  totalPrograms: 4,
  totalServices: 2,
  totalUsers: 40,
  activeUsers: 39,
  // Paise: ₹64,659.16 taken online, ₹2,000.50 refunded.
  onlineCollected: 6_465_916,
  onlineRefunded: 200_050,
  subscriptionChartData: { labels: ['Nov 2026'], datasets: [{ label: 'Pending', data: [0] }] },
};

/** The card whose heading is `label`. */
async function card(label: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: label });
  return heading.closest('.card') as HTMLElement;
}

describe('DashboardPage', () => {
  it('shows the money collected and refunded online as rupees with paise, beside the rupee amounts', async () => {
    mockApi({ [on(endpoints.adminAnalytics)]: { status: 200, body: ANALYTICS } });
    renderPage(<DashboardPage />, { path: '/admin/dashboard' });

    // The counters count up; the final value is there at once for screen readers.
    expect(within(await card('Collected online')).getByText('₹64,659.16')).toBeInTheDocument();
    expect(within(await card('Refunded')).getByText('₹2,000.50')).toBeInTheDocument();
    // The subscription amounts stay whole rupees.
    expect(within(await card('Approved Amount')).getByText('₹1,04,997')).toBeInTheDocument();
  });

  it('shows ₹0 for both when nothing was paid online', async () => {
    mockApi({
      [on(endpoints.adminAnalytics)]: {
        status: 200,
        body: { ...ANALYTICS, onlineCollected: 0, onlineRefunded: 0 },
      },
    });
    renderPage(<DashboardPage />, { path: '/admin/dashboard' });
    expect(within(await card('Collected online')).getByText('₹0')).toBeInTheDocument();
    expect(within(await card('Refunded')).getByText('₹0')).toBeInTheDocument();
  });
});
