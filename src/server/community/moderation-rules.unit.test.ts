import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOLD_REASONS,
  NEW_ACCOUNT_LINK_DAYS,
  normalise,
  type PostForReview,
  reviewPost,
} from './moderation-rules.ts';

const post = (text: string, extra: Partial<PostForReview> = {}): PostForReview => ({
  text,
  links: [],
  authorAccountAgeDays: 365,
  extraWords: [],
  ...extra,
});

/** Shaped like what tip channels post, in English and Hinglish: every one must wait for review. */
const HELD: readonly string[] = [
  // Calls with a symbol and levels.
  'BUY TATAMOTORS @ 940 TGT 980 SL 925',
  'RELIANCE buy above 2950 tgt 3050 sl 2920',
  'buy X at 940, target 980, SL 925',
  'Sell INFY below 1780 target 1740 stoploss 1805',
  'HDFCBANK 1520 tgt 1580 sl 1490',
  'Short BANKNIFTY at 48200 target 47800',
  'Buy NIFTY 22500 CE @ 120 target 180',
  'NIFTY 22400 PE buy above 95 sl 70',
  'Accumulate ITC below 420 for target 480',
  'Add SBIN on dips near 760, stop loss 740',
  'Exit ZOMATO at 210 and book profits',
  'Book profits in IRCTC at 980',
  'Go long on TCS above 3900, tgt 4050',
  'Go short on ADANIENT below 3100 sl 3180',
  'Long RELIANCE 2950 sl 2910',
  'BTST: buy TATASTEEL 152 tgt 158',
  'Intraday call: SELL AXISBANK @1120 TGT 1100 SL 1132',
  "Today's pick — buy LT above 3650 target 3720",
  'Buy ₹940 target ₹980 stop ₹925',
  'buy rs 940 tgt rs 980',
  'Buy Rs.1,520 target Rs.1,580',
  'BANKNIFTY 48000 CE buy @ 310 t1 350 t2 400',
  'FINNIFTY 21000 pe sl 45 target 90',
  'MARUTI buy cmp 11200 target 11600',
  'Buy PNB range 118-120 tgt 130 sl 114',
  'sell nifty fut at 22550 sl 22620 tgt 22400',
  'TITAN: buy between 3400 and 3420, target 3500',
  'Bajaj Finance buy abv 7100 tgt 7300',
  'HAL sell blw 4100, stop 4160',
  'WIPRO tgt 520 sl 480',
  'targets 980, 1000 — sl 925 for TATAMOTORS',
  'Target: 3050 Stop loss: 2920 (RELIANCE)',
  'tgt-980 sl-925 TATAMOTORS',
  'Cipla kharido 1450 pe, target 1500',
  'ONGC le lo 270 ke upar, tgt 285',
  'YESBANK becho 24 se neeche, sl 25.5',
  'Buy IDEA @ 14.5 tgt 16',
  'Buy gold bees @ 52 target 56',
  'Nifty buy on dips near 22300 target 22600',
  'Buy at 940. Target 980. Stop 925.',
  'Sell above 2,950; tgt 2,880; sl 2,990',
  'Buy 2 lots BANKNIFTY 48500 CE at 200 target 260',
  // Calls in the middle of chat.
  'Guys, buy DLF at 820 for a quick target of 860',
  'My view: buy JSWSTEEL at 880, target 920, sl 860',
  'Experts say buy COALINDIA at 450 target 480',
  'RVNL 300 CE tgt 40 sl 20',
  'bhai buy karo SUZLON 45 tgt 50',
  'Tomorrow buy TATAPOWER above 420 with sl 410',
  'Sell call: ASIANPAINT at 2900, tgt 2850',
  'Booking partial at 980 in TATAMOTORS, trail sl 950',
  // Lures.
  'Sure shot call for tomorrow, do not miss',
  'SURESHOT intraday stock coming at 9:15',
  'Sure-shot BTST pick inside',
  'Jackpot stock for this week',
  'aaj ka jackpot trade',
  'This multibagger will 10x by 2027',
  'Top 5 multi-bagger small caps',
  'Guaranteed returns of 5% a month with my method',
  'Assured returns, no loss',
  'Fixed returns every month on your capital',
  'Pakka profit trade today',
  '100% accurate calls in options',
  '100% profit strategy for beginners',
  'Double your money in 30 days',
  'Risk-free profit with this hedge',
  'Zero loss strategy for Bank Nifty',
  'Operator stock alert!',
  'Free stock tips every morning',
  'Best intraday tips here',
  'BTST tips with 90% accuracy',
  'Option tips for expiry day',
  'Premium tips available',
  'Tip of the day: SBIN',
  'Tips for tomorrow are ready',
  'Hot tips for Monday',
  'Daily share tips for working people',
  'Nifty tips for today',
  'Confirmed profit calls only',
  'Returns guaranteed or money back',
  // Invitations to paid calls and outside groups.
  'Join my Telegram channel for calls',
  'Join our WhatsApp group for daily calls',
  'DM me for paid calls',
  'Paid calls at just ₹999 a month',
  'Premium group membership open',
  'VIP signals available, message me for details',
  'Subscribe to my channel for tips',
  'Telegram channel link in bio, join for free calls',
  'https://t.me/stockcallsfree',
  'Join here: t.me/niftyjackpot',
  'chat.whatsapp.com/AbCdEf123 for daily levels',
  'wa.me/919876543210',
  'Contact me on WhatsApp for premium calls',
  'Ping me on Telegram',
  'Message me for calls, limited seats',
  'Calls at only Rs 499 per week',
  'Whatsapp me for the strategy',
  'Text me on Instagram for signals',
  // Phone numbers.
  'Call 9876543210 for more',
  'Reach me at +91 98765 43210',
  'My number is 98765-43210',
  'Contact: 07976543210',
  '+44 7700 900123 for international clients',
  // Hidden with look-alike characters.
  'ｓｕｒｅ ｓｈｏｔ call',
  'sure\u200bshot call',
  'BUY TATAMOTORS ＠ ９４０ TGT ９８０',
];

/** What learners actually ask and share: every one must be published at once. */
const ALLOWED: readonly string[] = [
  'What is a stop-loss?',
  'I bought NIFTYBEES in the replay at 250, was my stop too tight?',
  'How do I size a position if my stop is 2% away?',
  'Can someone explain the difference between a limit and a market order?',
  'Why do people buy at the top of a rally?',
  'Should I buy or sell first when shorting in the simulator?',
  'What does R-multiple mean in the journal?',
  'Is a 1:2 risk-reward enough for a beginner?',
  'My target was 260 and my stop was 245 in the replay. Was that sensible?',
  'In the challenge I exited too early on Day 3. How do I stop doing that?',
  'How long should I hold a swing trade?',
  'I sold too soon again. Any advice on patience?',
  'Why did my order at 250 not fill in the replay?',
  'When should I move my stop to break-even?',
  'How do I read a candlestick chart?',
  'What is the difference between NSE and BSE?',
  'Does the simulator include brokerage and STT?',
  'The lesson on support and resistance was very clear, thanks!',
  "Can the instructor share the slides from Tuesday's class?",
  'What time is the live class on Thursday?',
  'The class starts at 7:30 pm, right?',
  'Please add more examples at 10 am sessions',
  'How do I exit the quiz without losing my answers?',
  'I keep losing money when I trade without a plan. Tips on discipline welcome.',
  'Any tips for keeping the journal up each week?',
  'Do you have tips on managing emotions after a loss?',
  'What are trailing stops and when do they make sense?',
  'Is it better to average down or to cut the loss?',
  'I want to add a setup called "opening range breakout" to my journal.',
  'How do I add a chart picture to a journal trade?',
  'Can we add a glossary to the course?',
  'What is a bhavcopy?',
  'Why are prices in the simulator 30 days old?',
  'SEBI says education cannot use live prices. Is that why the replay lags?',
  'Congrats to everyone who passed the NISM mock!',
  'I scored 72 in the NISM Series VIII mock, need 60 to pass.',
  'Each wrong answer costs 0.25 marks, right?',
  'The mock has 100 questions in 120 minutes.',
  'What is the lot size of NIFTY options?',
  'How is the expiry of weekly options decided?',
  'Explain the option Greeks in simple words please',
  'What is implied volatility?',
  'What does "trade for trade" (BE series) mean for settlement?',
  'Why do BZ series shares have restrictions?',
  'How does T+1 settlement work?',
  'What is the difference between delivery and intraday?',
  'Is short selling allowed for retail investors in India?',
  'How is GST charged on the course fee?',
  'Where can I download my invoice?',
  'My certificate shows the wrong name, whom do I contact?',
  'Thanks for answering my question yesterday.',
  'I reviewed my last 20 trades: win rate 45%, average R 1.8.',
  'My expectancy is 0.3R over 50 trades. Is that good enough?',
  'My max drawdown in the challenge was 6%. How can I reduce it?',
  'How do mentors review the journal each week?',
  'What should a good trading plan include?',
  'I took a long position in the replay and held it 5 days.',
  'Long-term investing vs trading: which suits a salaried person?',
  'How long does the certificate take to arrive?',
  'Is it wise to trade with borrowed money? I think not.',
  'Do not buy anything because someone on the internet says so.',
  'Never trade without a stop-loss, the lesson says.',
  'The 52-week high is just a number, right?',
  'What is a gap up at open?',
  'Why does the price open above the previous close sometimes?',
  'Support was near 240 and resistance near 260 in the lesson example.',
  'In lesson 4, the example stock fell 10% in two days.',
  'Is RELIANCE part of the NIFTY 50?',
  'Which sectors does the NIFTY IT index cover?',
  'How are index weights decided?',
  'What is the PE ratio and how do analysts use it?',
  'Fundamental vs technical analysis: where do I start?',
  'Can you recommend a book on risk management?',
  'Recommend some reading on trading psychology please.',
  'Is there a study group for batch 3?',
  'Is there a WhatsApp group for this batch?',
  'I missed the live class; is the recording up?',
  "The recording of Tuesday's class is great.",
  'Please explain how the brokerage of ₹20 per order is applied.',
  'I paid ₹4,999 for the course; when does it unlock?',
  'The replay charged me ₹40 brokerage on two orders.',
  'I had 3 losing trades in a row on Day 2. Normal?',
  'The biggest lesson for me: size smaller.',
  'How do I change my e-mail address?',
  'How do I delete my account?',
  'What data does the academy keep about me?',
  'Thanks, that helped a lot!',
  'Great explanation of moving averages.',
  'Could the 200-day moving average be used as a stop?',
  'Is 5% a sensible risk per trade? The lesson says 1-2%.',
  'What is position sizing in rupees for ₹1,00,000 capital at 1% risk?',
  'My stop is 2 rupees away and my risk is ₹500, so 250 shares?',
  'How many trading days does the challenge need?',
  'Did anyone else fail the daily loss limit today?',
  'The target in the challenge is 5% in 20 days.',
  'I passed the challenge! The journal kept me honest.',
  'Which candlestick patterns matter most?',
  'Is it a mistake to chase a breakout?',
  'What are circuit limits?',
  'Why was my sell order rejected in the simulator?',
  'How is the average price computed when I buy twice?',
  'Can someone share how they write the lesson part of a journal entry?',
  'Where is the community notice about recommendations?',
  'Why are tips not allowed here?',
  'What is a multibag… never mind, what is a small cap?',
  'Happy Diwali to all traders in the batch!',
  'See you at the class at 8 pm.',
  'What is the meaning of CE and PE in options?',
  'How do I read an option chain?',
];

describe('the community rule set', () => {
  it('has at least a hundred real-world-shaped examples each way', () => {
    expect(HELD.length).toBeGreaterThanOrEqual(100);
    expect(ALLOWED.length).toBeGreaterThanOrEqual(100);
  });

  it.each(HELD)('holds %j', (text) => {
    expect(reviewPost(post(text))).toMatchObject({ held: true });
  });

  it.each(ALLOWED)('allows %j', (text) => {
    expect(reviewPost(post(text))).toEqual({ held: false });
  });

  it('says why a post is held, naming the lure it found', () => {
    expect(reviewPost(post('RELIANCE buy above 2950 tgt 3050 sl 2920'))).toEqual({
      held: true,
      reason: HOLD_REASONS.call,
    });
    expect(reviewPost(post('A sure shot pick'))).toEqual({
      held: true,
      reason: HOLD_REASONS.lure('sure shot'),
    });
    expect(reviewPost(post('Join our WhatsApp group for daily calls'))).toEqual({
      held: true,
      reason: HOLD_REASONS.invitation,
    });
    expect(reviewPost(post('Call 9876543210'))).toEqual({ held: true, reason: HOLD_REASONS.phone });
  });

  it('holds links from accounts younger than a week, in the text or in the body, and not from older ones', () => {
    const young = NEW_ACCOUNT_LINK_DAYS - 1;
    const link = 'Read this: https://example.com/article';
    expect(reviewPost(post(link, { authorAccountAgeDays: young }))).toEqual({
      held: true,
      reason: HOLD_REASONS.newAccountLink,
    });
    expect(
      reviewPost(post('Read this', { authorAccountAgeDays: young, links: ['https://example.com/a'] })),
    ).toMatchObject({ held: true });
    expect(reviewPost(post('see zerodha.com/varsity', { authorAccountAgeDays: young }))).toMatchObject({
      held: true,
    });
    expect(reviewPost(post(link, { authorAccountAgeDays: NEW_ACCOUNT_LINK_DAYS }))).toEqual({ held: false });
    expect(reviewPost(post('No links here.', { authorAccountAgeDays: 0 }))).toEqual({ held: false });
  });

  it('holds an outside group by its link, whatever the account age', () => {
    expect(reviewPost(post('Join us', { links: ['https://t.me/anything'] }))).toEqual({
      held: true,
      reason: HOLD_REASONS.invitation,
    });
  });

  it("holds the admins' own words, whole and in any case, and not inside longer words", () => {
    const extraWords = ['pump', 'free signals'];
    expect(reviewPost(post('Big PUMP coming', { extraWords }))).toEqual({
      held: true,
      reason: HOLD_REASONS.word('pump'),
    });
    expect(reviewPost(post('Get Free  Signals now', { extraWords }))).toMatchObject({ held: true });
    expect(reviewPost(post('The pumpkin chart pattern?', { extraWords }))).toEqual({ held: false });
    expect(reviewPost(post('Anything', { extraWords: ['', '  '] }))).toEqual({ held: false });
  });

  it('undoes zero-width characters, full-width forms and case before matching', () => {
    expect(normalise('ＳＵＲＥ\u200b  SHOT')).toBe('sure shot');
  });

  it('never throws and always answers held or allowed, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.nat({ max: 30 }), (text, age) => {
        const verdict = reviewPost(post(text, { authorAccountAgeDays: age }));
        expect(typeof verdict.held).toBe('boolean');
        if (verdict.held) expect(verdict.reason.length).toBeGreaterThan(0);
      }),
    );
  });

  it('holds a call wherever it sits in a longer post', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLOWED.filter((text) => text.endsWith('.') || text.endsWith('!'))),
        fc.constantFrom(
          'BUY TATAMOTORS @ 940 TGT 980 SL 925',
          'Sure shot call',
          'Join my Telegram channel for calls',
        ),
        (benign, held) => {
          expect(reviewPost(post(`${benign} ${held}`))).toMatchObject({ held: true });
          expect(reviewPost(post(`${held}. ${benign}`))).toMatchObject({ held: true });
        },
      ),
    );
  });
});
