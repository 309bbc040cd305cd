/**
 * Seed content for the four programs of docs/product.md §1.
 * The HTML is rendered on the program detail page (after sanitising), so it sticks to simple tags:
 * no classes, inline styles, scripts, images or links.
 */

import type { ProgramFields } from '@contract/admin.ts';

/**
 * A seeded program or service: the admin-editable fields plus the slug the marketing routes use.
 * Seeded FREE programs keep the spec's manual approval (auto_activate_free is the column's default).
 */
export interface SeedProgram extends Omit<ProgramFields, 'auto_activate_free'> {
  slug: string;
}

/** Shared closing paragraph: the company teaches; it does not advise (docs/product.md §1). */
const RISK_DISCLAIMER = `<h3>Important disclaimer</h3>
<blockquote>
<p><strong>Trading and investing in the securities market involve risk, including the loss of capital.</strong> FinTrain Academy is an education provider. We are not a SEBI-registered investment adviser or research analyst, and nothing taught in this program, in our live sessions or in our community is investment advice or a recommendation to buy or sell any security. Examples and charts are used for teaching only, and past performance does not indicate future results. Please make your own decisions, or consult a SEBI-registered adviser, before committing money to the markets.</p>
</blockquote>`;

const PRO_TRADER_HTML = `<p>The <strong>Pro Trader Program</strong> is our most intensive course, built for people who want to trade the Indian equity and derivatives markets actively and with discipline. Over twelve weeks you learn to read price the way professional intraday traders do, to build a written trading plan, and to protect your capital before you try to grow it. The program is taught by our team of chartered accountants and MBAs who have spent more than a decade in the markets, and it ends with an evaluation on a simulated account before you place a single live trade.</p>

<h3>Who this program is for</h3>
<ul>
<li>Working professionals and graduates who already know what a share and a demat account are, and want a structured path to active trading.</li>
<li>Self-taught traders who have lost money on tips, indicators or impulse trades and want a rule-based process.</li>
<li>Anyone considering intraday or short-term derivatives trading who wants to understand the risks properly first.</li>
</ul>

<h3>Week-by-week curriculum</h3>
<table>
<thead>
<tr><th>Week</th><th>Topic</th><th>What you will be able to do</th></tr>
</thead>
<tbody>
<tr><td>1</td><td>Market structure</td><td>Explain how NSE and BSE work, order types, circuit limits, settlement and the role of SEBI-registered brokers.</td></tr>
<tr><td>2</td><td>Price action foundations</td><td>Read trends, ranges and market phases on a clean chart without indicators.</td></tr>
<tr><td>3</td><td>Candlestick patterns</td><td>Recognise engulfing, pin bar, inside bar and doji patterns, and judge them in context.</td></tr>
<tr><td>4</td><td>Support and resistance</td><td>Mark key levels, previous day high and low, opening range and gap zones.</td></tr>
<tr><td>5</td><td>Volume and VWAP</td><td>Use volume, delivery data and VWAP to confirm or reject a move.</td></tr>
<tr><td>6</td><td>Moving averages, RSI and MACD</td><td>Apply a small set of indicators as filters rather than signals.</td></tr>
<tr><td>7</td><td>Intraday setups</td><td>Trade opening range breakouts, pullbacks to VWAP and failed breakouts with clear entry and exit rules.</td></tr>
<tr><td>8</td><td>Options basics</td><td>Understand calls, puts, premium, strike selection, expiry, open interest and the basic Greeks.</td></tr>
<tr><td>9</td><td>Position sizing</td><td>Size every trade from a fixed percentage of capital at risk and a defined stop-loss.</td></tr>
<tr><td>10</td><td>Risk management and psychology</td><td>Set daily loss limits, avoid revenge trading and handle losing streaks.</td></tr>
<tr><td>11</td><td>Trading journal and review</td><td>Keep a journal, tag mistakes and measure win rate, average reward to risk and expectancy.</td></tr>
<tr><td>12</td><td>Evaluation before live trading</td><td>Write your trading plan and begin a mentor-reviewed paper-trading evaluation.</td></tr>
</tbody>
</table>

<h3>Evaluation before live trading</h3>
<p>We do not believe anyone should trade real money straight after a course. From week 12 you trade a simulated account for four weeks, log every trade in your journal and follow the written plan you built during the program. A mentor reviews your journal, your rule-following and your drawdowns, and discusses the results with you one to one. Only when your process is consistent do we suggest starting live, with small capital and strict loss limits.</p>

<h3>Format</h3>
<ul>
<li><strong>Live online classes:</strong> two evening classes a week (7:30 to 9:00 pm IST), so you can attend alongside a job.</li>
<li><strong>Live market sessions:</strong> one weekday morning session from the market open, where a mentor reads the market in real time and explains every decision.</li>
<li><strong>Recordings:</strong> every class is recorded and available to you for twelve months.</li>
<li><strong>Mentor hours:</strong> weekly doubt-clearing hours and two one-to-one journal reviews.</li>
<li><strong>Community:</strong> access to our members-only community and the monthly market review sessions, during and after the program.</li>
</ul>

<h3>What you need</h3>
<p>A laptop or desktop with a stable internet connection, a free charting platform account (we show you how to set one up in week 1) and about eight to ten hours a week. A trading account with a SEBI-registered broker is useful but not required until you finish the evaluation.</p>

${RISK_DISCLAIMER}
<p><em>SEBI's own studies have found that a large majority of individual traders in equity futures and options lose money. Please read them before you trade derivatives.</em></p>`;

const SWING_TRADER_HTML = `<p>The <strong>Swing Trader Program</strong> teaches you to trade positional moves that last from a few days to a few weeks, without watching the screen all day. It suits people with a full-time job or business: you analyse charts in the evening, place your orders before the market opens and manage positions with pre-defined stop-losses. The focus is on trend, structure and risk, so that a handful of well-chosen trades matter more than many impulsive ones.</p>

<h3>Who this program is for</h3>
<ul>
<li>Salaried professionals and business owners who can spend an hour in the evening but not the trading day in front of a screen.</li>
<li>Long-term investors who want better entries and exits, and a rule for when to cut a losing position.</li>
<li>Graduates of our Financial Literacy Program who are ready for their first structured trading course.</li>
</ul>

<h3>Curriculum, eight weeks</h3>
<ol>
<li><strong>Week 1: How the market works.</strong> NSE and BSE, cash segment versus derivatives, order types including GTT and stop-loss orders, settlement, charges and choosing a SEBI-registered broker.</li>
<li><strong>Week 2: Trend and market structure.</strong> Higher highs and higher lows, swing points, the difference between a pullback and a reversal, and reading weekly and daily charts together.</li>
<li><strong>Week 3: Candlestick patterns and price action.</strong> Reversal and continuation patterns on daily charts, and why context matters more than the pattern itself.</li>
<li><strong>Week 4: Support, resistance and volume.</strong> Drawing meaningful zones, breakouts with volume confirmation, delivery percentage, and spotting false breakouts.</li>
<li><strong>Week 5: Moving averages, RSI and MACD.</strong> The 20, 50 and 200-day averages as trend filters, RSI for momentum and divergence, MACD for trend strength.</li>
<li><strong>Week 6: Stock selection and sector rotation.</strong> Building a watchlist with scanners, relative strength against the Nifty, and following sector leadership.</li>
<li><strong>Week 7: Position sizing and risk management.</strong> Risking a fixed share of capital per trade, stop-loss placement, trailing stops, gap risk and portfolio heat.</li>
<li><strong>Week 8: Trading journal and evaluation.</strong> Writing your trading plan, journalling every trade, and starting a mentor-reviewed paper-trading evaluation before you trade live.</li>
</ol>

<h3>A typical week</h3>
<ul>
<li>Two live online classes on weekday evenings (7:30 to 9:00 pm IST), with homework charts to mark up.</li>
<li>A Saturday morning watchlist session where members present their setups and a mentor critiques the plan, entry, stop-loss and target.</li>
<li>Recordings of every class, available for twelve months.</li>
<li>Weekly mentor hours for doubts, plus access to our members-only community.</li>
</ul>

<h3>Evaluation before live trading</h3>
<p>After week 8 you run a six-week paper-trading evaluation, logging each trade with its reason, risk and result. Your mentor reviews the journal with you and looks at how faithfully you followed your own rules, not just at profit and loss. We recommend trading live only once your process is consistent, and then with position sizes you can comfortably afford to lose.</p>

<h3>What you will take away</h3>
<ul>
<li>A written, tested swing trading plan with entry, exit and risk rules.</li>
<li>A personal watchlist and a repeatable evening routine that takes under an hour.</li>
<li>A trading journal template and the habit of reviewing your own trades.</li>
</ul>

${RISK_DISCLAIMER}`;

const FINANCIAL_LITERACY_HTML = `<p>The <strong>Financial Literacy Program</strong> is free, because we believe every earning Indian should understand money before they are sold a product or a tip. In four weeks you learn how to budget, save, protect your family and start investing in a simple, low-cost way. No prior knowledge is needed, and there is no trading in this program: it is about building a sound financial foundation.</p>

<h3>Who this program is for</h3>
<ul>
<li>Students and young professionals receiving their first salary.</li>
<li>Homemakers, families and small business owners who want to take charge of household finances.</li>
<li>Anyone who has put off investing because the jargon felt intimidating.</li>
</ul>

<h3>Curriculum</h3>
<h4>Week 1: Money basics</h4>
<ul>
<li>Budgeting with the 50/30/20 rule and tracking expenses for a month.</li>
<li>Building an emergency fund of six months of expenses, and where to keep it.</li>
<li>Understanding inflation and why money kept idle loses value.</li>
<li>Good debt and bad debt: home loans, credit cards, personal loans, EMIs and your credit score.</li>
</ul>

<h4>Week 2: Protecting what you have</h4>
<ul>
<li>Term life insurance and health insurance: how much cover you need and why to keep insurance and investment separate.</li>
<li>Recognising mis-selling, Ponzi schemes and "guaranteed return" frauds.</li>
<li>Keeping your KYC, nominations and documents in order.</li>
</ul>

<h4>Week 3: Saving and long-term schemes</h4>
<ul>
<li>Fixed deposits, recurring deposits and post office savings schemes.</li>
<li>The Public Provident Fund (PPF): the 15-year tenure, yearly deposit limits, partial withdrawals and tax treatment.</li>
<li>The National Pension System (NPS): Tier I and Tier II accounts, asset allocation choices and the additional tax deduction it offers.</li>
<li>EPF and VPF for salaried employees.</li>
</ul>

<h4>Week 4: Your first steps in investing</h4>
<ul>
<li>How the stock market works: NSE, BSE, SEBI and the role of SEBI-registered brokers and depositories.</li>
<li>Mutual funds explained: equity, debt and hybrid funds, index funds, direct versus regular plans, and the expense ratio.</li>
<li>Systematic Investment Plans (SIPs) and the power of compounding over ten and twenty years.</li>
<li>Setting goals, matching each goal to the right product and reviewing once a year.</li>
</ul>

<h3>Format</h3>
<ul>
<li><strong>Live online classes:</strong> one 90-minute class every Saturday at 11:00 am IST, in simple English with questions welcome in Hindi and Telugu.</li>
<li><strong>Recordings:</strong> every class is recorded, so you can learn at your own pace.</li>
<li><strong>Worksheets:</strong> a budget planner, an emergency fund calculator and a goal-planning sheet to fill in as you go.</li>
<li><strong>Community:</strong> a live question-and-answer session at the end of each week with a chartered accountant from our team.</li>
</ul>

<h3>What you will take away</h3>
<p>By the end you will have a written monthly budget, a plan for your emergency fund and insurance, and a clear idea of which long-term savings and investment products suit your goals. If you then want to learn about the markets in more depth, the Swing Trader Program is a natural next step.</p>

<blockquote>
<p>"Financial literacy is a cornerstone of personal empowerment." This program is our way of putting that belief into practice.</p>
</blockquote>

${RISK_DISCLAIMER}`;

const WEALTH_MANAGEMENT_HTML = `<p>The <strong>Wealth Management</strong> program is for people who already save regularly and now want to manage a growing portfolio with a plan. Rather than chasing returns, you learn to set goals, choose an asset allocation, select funds and stocks sensibly, and keep more of what you earn through tax-aware investing. The program draws directly on the experience of the chartered accountants on our team, who deal with these questions every day.</p>

<p><strong>This program is being finalised and will open for enrolment soon.</strong> The curriculum below shows what we plan to cover.</p>

<h3>Who this program is for</h3>
<ul>
<li>Professionals and business owners with an existing portfolio of mutual funds, shares or deposits who want a structure for it.</li>
<li>Families planning for large goals: a child's education, a home, or retirement.</li>
<li>Investors who want to understand capital gains tax before they sell, rebalance or switch funds.</li>
</ul>

<h3>Planned curriculum, ten weeks</h3>
<ol>
<li><strong>Financial goals and net worth.</strong> Listing goals with amounts and dates, calculating your net worth and cash flow, and setting an investment policy for yourself.</li>
<li><strong>Asset allocation.</strong> Equity, debt, gold and real estate; risk profiling; why allocation drives most of a portfolio's behaviour.</li>
<li><strong>Mutual funds in depth.</strong> Reading a factsheet, comparing index funds with active funds, expense ratios, portfolio overlap and choosing a small set of funds.</li>
<li><strong>Direct equity for investors.</strong> Reading annual reports, key ratios (P/E, ROE, ROCE, debt to equity), and building a long-term stock portfolio on NSE and BSE.</li>
<li><strong>Debt and fixed income.</strong> Bonds, government securities, debt funds, interest rate risk and credit risk.</li>
<li><strong>Retirement planning.</strong> Estimating your retirement corpus, the role of EPF, PPF and NPS, and planning withdrawals.</li>
<li><strong>Taxation of capital gains in India.</strong> Short-term and long-term capital gains on listed shares and equity mutual funds, holding periods, the annual exemption for long-term gains on equity, taxation of debt funds, tax-loss harvesting and reporting gains in your income tax return.</li>
<li><strong>Rebalancing and reviews.</strong> When and how to rebalance with the least tax and cost, and how to run an annual portfolio review.</li>
<li><strong>Protection and estate planning.</strong> Insurance cover for a growing family, nominations, wills and keeping records your family can find.</li>
<li><strong>Your written wealth plan.</strong> Putting it all together in a personal plan, reviewed one to one with a mentor.</li>
</ol>

<h3>Format</h3>
<ul>
<li>One live online class every week on a weekday evening, with recordings available for twelve months.</li>
<li>Spreadsheet templates for goal planning, asset allocation and capital gains calculation.</li>
<li>Monthly mentor hours and access to our members-only community.</li>
</ul>

<p><em>Tax rules change with each Union Budget. The taxation module is updated every year to reflect the rates and limits in force for the current financial year.</em></p>

${RISK_DISCLAIMER}`;

/** The four programs of docs/product.md §1. */
export const SEED_PROGRAMS: readonly SeedProgram[] = [
  {
    slug: 'pro-trader',
    title: 'Pro Trader Program',
    tag: 'Intraday',
    description:
      'A twelve-week intensive in price action, intraday setups, options basics and risk management, ending with a mentor-reviewed evaluation before you trade live.',
    image_path: '/images/programs/pro-trader.svg',
    offering_type: 'PAID',
    actual_price: 49999,
    offer_price: 34999,
    availability: 'yes',
    html_content: PRO_TRADER_HTML,
  },
  {
    slug: 'swing-trader',
    title: 'Swing Trader Program',
    tag: 'Positional',
    description:
      'Learn to capture multi-day trends with a one-hour evening routine, clear stop-losses and a trading journal. Built for people with a full-time job.',
    image_path: '/images/programs/swing-trader.svg',
    offering_type: 'PAID',
    actual_price: 29999,
    offer_price: 19999,
    availability: 'yes',
    html_content: SWING_TRADER_HTML,
  },
  {
    slug: 'financial-literacy',
    title: 'Financial Literacy Program',
    tag: 'Beginner',
    description:
      'A free four-week course on budgeting, insurance, PPF, NPS, mutual funds and SIPs: the money basics every earning Indian should know.',
    image_path: '/images/programs/financial-literacy.svg',
    offering_type: 'FREE',
    actual_price: 0,
    offer_price: 0,
    availability: 'yes',
    html_content: FINANCIAL_LITERACY_HTML,
  },
  {
    slug: 'wealth-management',
    title: 'Wealth Management',
    tag: 'Investing',
    description:
      'Goal-based asset allocation, fund and stock selection, and capital gains taxation in India, taught by chartered accountants. Opening for enrolment soon.',
    image_path: '/images/programs/wealth-management.svg',
    offering_type: 'PAID',
    actual_price: 34999,
    offer_price: 24999,
    availability: 'no',
    html_content: WEALTH_MANAGEMENT_HTML,
  },
];
