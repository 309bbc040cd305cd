import type { SeedProgram } from './seed-programs.ts';

/** Services have the program shape; the public /services page still says Coming Soon. */
export const SEED_SERVICES: readonly SeedProgram[] = [
  {
    slug: 'portfolio-review',
    title: 'Portfolio Review Session',
    tag: 'One-to-one',
    description:
      'A 60-minute online session in which a chartered accountant reviews your equity and mutual fund portfolio with you.',
    image_path: null,
    offering_type: 'PAID',
    actual_price: 4999,
    offer_price: 2999,
    availability: 'yes',
    html_content: `<p>Bring your holdings statement and your questions. In one hour we look at diversification across sectors and market capitalisation, overlap between your mutual funds, costs (expense ratios and brokerage), and how your portfolio matches your goals and time horizon.</p>
<h3>What you receive</h3>
<ul>
<li>A written summary of the observations discussed in the session.</li>
<li>A checklist to review your portfolio yourself every six months.</li>
</ul>
<blockquote><p><strong>FinTrain Academy is an education provider, not a SEBI-registered investment adviser.</strong> The session explains concepts using your portfolio as the example; it does not recommend buying or selling any security.</p></blockquote>`,
  },
  {
    slug: 'market-outlook-webinar',
    title: 'Monthly Market Outlook Webinar',
    tag: 'Webinar',
    description:
      'A free live webinar on the first Saturday of every month: the month on NSE and BSE, sector trends and the risk calendar ahead.',
    image_path: null,
    offering_type: 'FREE',
    actual_price: 0,
    offer_price: 0,
    availability: 'yes',
    html_content: `<p>Every first Saturday at 11:00 am IST our mentors walk through the previous month on the Indian markets: index and sector performance, breadth, volatility and the events that moved prices. We close with the calendar of results, policy meetings and expiries for the month ahead, and a live question-and-answer session.</p>
<p><em>Educational content only; not investment advice.</em></p>`,
  },
];
