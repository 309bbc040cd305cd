/**
 * The seed programs' sample curricula (docs/product.md §11.8): a few modules of short article lessons, and in
 * each program a welcome video, open as a preview, made by ffmpeg when the database is seeded.
 * Education only: no advice, no recommendation of any security, no claim of returns (SEBI).
 */
export interface SeedLesson {
  title: string;
  /** An article's HTML; a lesson without it is the program's welcome video. */
  html?: string;
  preview?: boolean;
}

export interface SeedModule {
  title: string;
  releaseAfterDays: number;
  lessons: readonly SeedLesson[];
}

const WELCOME: SeedLesson = { title: 'Welcome: how this course works', preview: true };

const EDUCATION_ONLY =
  '<p><em>For education only. Nothing in this lesson is a recommendation to buy or sell any security.</em></p>';

export const SEED_CURRICULA: Readonly<Record<string, readonly SeedModule[]>> = {
  'pro-trader': [
    {
      title: 'Getting started',
      releaseAfterDays: 0,
      lessons: [
        WELCOME,
        {
          title: 'How Indian markets are organised',
          html: `<p>Shares in India trade on two national exchanges, the NSE and the BSE. SEBI regulates the exchanges, brokers and advisers; clearing corporations guarantee that every trade settles; and two depositories, NSDL and CDSL, hold your shares in electronic form in a demat account.</p>
<p>Equity trades settle on T+1: the shares and the money change hands one working day after the trade. Knowing who does what helps you understand where your money is at each step.</p>
${EDUCATION_ONLY}`,
        },
        {
          title: 'Orders: market, limit and stop-loss',
          html: `<p>A <strong>market order</strong> fills at the best price available now. A <strong>limit order</strong> fills only at your price or better, and may not fill at all. A <strong>stop-loss order</strong> becomes an order once the price reaches its trigger.</p>
<p>Every order type trades certainty of price against certainty of execution. Practise placing each kind before you rely on it.</p>
${EDUCATION_ONLY}`,
        },
      ],
    },
    {
      title: 'Reading price charts',
      releaseAfterDays: 7,
      lessons: [
        {
          title: 'Candlesticks and timeframes',
          html: `<p>A candlestick shows four prices for a period: the open, the high, the low and the close. A daily candle summarises a day; a weekly candle, a week. The same market can look rising on one timeframe and falling on another.</p>
<p>Decide which timeframe your plan uses before you look at a chart, and read the others only for context.</p>`,
        },
        {
          title: 'Support, resistance and trend',
          html: `<p>Support is a price zone where buying has tended to appear; resistance is one where selling has. A trend is a series of higher highs and higher lows, or lower highs and lower lows.</p>
<p>These are zones, not lines, and they describe the past. They help you plan where you would be proved wrong, not where a price must go.</p>`,
        },
      ],
    },
    {
      title: 'Risk before reward',
      releaseAfterDays: 14,
      lessons: [
        {
          title: 'Position sizing',
          html: `<p>Position size decides how much one trade can cost you. A common rule of thumb is to risk a small, fixed share of your capital on each trade: the distance to your stop-loss then sets how many shares you buy.</p>
<p>Example: with ₹1,00,000 of capital and 1 % risk per trade, a stop-loss ₹5 away allows 200 shares, because 200 × ₹5 = ₹1,000.</p>`,
        },
        {
          title: 'Keeping a trading journal',
          html: `<p>Write down, for every trade, why you entered, where your stop-loss was, what happened and what you would do differently. Review the journal weekly.</p>
<p>A journal turns single outcomes, which are partly luck, into patterns you can learn from.</p>`,
        },
      ],
    },
  ],
  'swing-trader': [
    {
      title: 'Getting started',
      releaseAfterDays: 0,
      lessons: [
        WELCOME,
        {
          title: 'What swing trading is, and is not',
          html: `<p>Swing trading holds positions for days or weeks to capture part of a price move. It needs less screen time than intraday trading, but positions carry overnight and weekend risk: prices can open far from where they closed.</p>
${EDUCATION_ONLY}`,
        },
      ],
    },
    {
      title: 'Setups and confirmation',
      releaseAfterDays: 7,
      lessons: [
        {
          title: 'Pullbacks in a trend',
          html: `<p>A pullback is a move against the prevailing trend that pauses before the trend resumes, or does not. Define in advance what would tell you the trend has ended, and where you would exit if it has.</p>`,
        },
        {
          title: 'Volume as confirmation',
          html: `<p>Volume is the number of shares traded. A breakout on rising volume shows broad participation; one on thin volume is easier to reverse. Volume confirms or questions a price move; it does not predict one.</p>`,
        },
      ],
    },
    {
      title: 'Managing a position',
      releaseAfterDays: 14,
      lessons: [
        {
          title: 'Planning the exit before the entry',
          html: `<p>Before you enter, write down where you will take a loss, where you will take a profit, and how long you will wait. A plan made before the trade is made without the pressure of an open position.</p>`,
        },
      ],
    },
  ],
  'financial-literacy': [
    {
      title: 'Money basics',
      releaseAfterDays: 0,
      lessons: [
        WELCOME,
        {
          title: 'A budget that works: 50/30/20',
          html: `<p>One simple budget splits take-home pay into needs (50 %), wants (30 %) and savings (20 %). On a monthly income of ₹60,000 that is ₹30,000, ₹18,000 and ₹12,000.</p>
<p>The exact split matters less than deciding it in advance and saving first, at the start of the month.</p>`,
        },
        {
          title: 'An emergency fund comes first',
          html: `<p>Keep three to six months of essential expenses somewhere safe and easy to reach, such as a savings account or a sweep-in deposit. It keeps a job loss or a hospital bill from becoming a debt.</p>`,
        },
      ],
    },
    {
      title: 'Investing basics',
      releaseAfterDays: 0,
      lessons: [
        {
          title: 'Compounding, explained',
          html: `<p>Compounding means earning returns on earlier returns. At a steady 8 % a year, ₹1,00,000 grows to about ₹2,15,900 in 10 years. Real returns are not steady and can be negative; the arithmetic shows why time matters, not what any investment will earn.</p>`,
        },
        {
          title: 'Spotting investment frauds',
          html: `<p>Be wary of guaranteed returns, pressure to decide today, tips on messaging groups, and anyone who asks for your login or OTP. Check that an adviser is registered on SEBI's website before you act on anything they say.</p>`,
        },
      ],
    },
  ],
  'wealth-management': [
    {
      title: 'Planning',
      releaseAfterDays: 0,
      lessons: [
        WELCOME,
        {
          title: 'Goals, time horizons and asset allocation',
          html: `<p>Start from goals: what the money is for and when it is needed. Money needed within a few years suits steadier assets; money for decades away can bear more ups and downs. Asset allocation is the mix that follows from those horizons.</p>
${EDUCATION_ONLY}`,
        },
      ],
    },
    {
      title: 'Costs and taxes',
      releaseAfterDays: 7,
      lessons: [
        {
          title: 'What costs do over decades',
          html: `<p>A 1 % yearly cost looks small, but it is charged every year on the whole amount. Compare expense ratios, brokerage and taxes before comparing past performance.</p>`,
        },
        {
          title: 'How gains are taxed',
          html: `<p>Gains on shares and equity funds are taxed differently depending on how long you held them, and the rates change with the Union Budget. Check the current rules on the Income Tax Department's website or with a qualified tax professional.</p>`,
        },
      ],
    },
  ],
};
