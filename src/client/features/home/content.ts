import { IconClipboardCheck } from '@client/components/icons/clipboard-check.tsx';
import { IconGraphUpArrow } from '@client/components/icons/graph-up-arrow.tsx';
import { IconJournalText } from '@client/components/icons/journal-text.tsx';
import { IconLaptop } from '@client/components/icons/laptop.tsx';
import { IconMortarboard } from '@client/components/icons/mortarboard.tsx';
import { IconPeople } from '@client/components/icons/people.tsx';
import { IconShieldCheck } from '@client/components/icons/shield-check.tsx';
/** Marketing copy of the home page. Texts the spec fixes word for word are marked. */

export const HERO = {
  /** Spec: optional title. */
  kicker: 'Explore Courses',
  /** Spec: hero headline, word for word. */
  headline: 'Empowering Individuals with Financial Education',
  lead: 'Learn to invest and trade on the NSE and BSE with chartered accountants and MBAs who have spent over a decade in the markets. Structured classes, real discipline, no tips.',
  /** Spec: button leading to /programs. */
  cta: 'Explore Programs',
  image: '/images/hero.svg',
} as const;

export const WHY_CHOOSE = {
  title: 'Why Choose FinTrain Academy',
  lead: 'Our trainers are chartered accountants and MBAs with over 10 years in the markets. We teach technical analysis and risk management the way professionals practise them.',
  image: '/images/why-choose.svg',
  reasons: [
    {
      icon: IconMortarboard,
      title: 'Expert Trainers',
      text: 'Chartered accountants and MBAs with over 10 years of experience in the Indian markets.',
    },
    {
      icon: IconGraphUpArrow,
      title: 'Technical Analysis',
      text: 'Read price action, trends, volume and indicators on real NSE and BSE charts.',
    },
    {
      icon: IconShieldCheck,
      title: 'Risk Management',
      text: 'Position sizing, stop-losses and capital protection come before any strategy.',
    },
    {
      icon: IconLaptop,
      title: 'Online Classes',
      text: 'Live, interactive sessions with recordings you can revisit on any device.',
    },
    {
      icon: IconJournalText,
      title: 'Trading Journal',
      text: 'Record every trade and its reasoning, then review it with your mentor each week.',
    },
    {
      icon: IconClipboardCheck,
      title: 'Evaluation Before Live Trading',
      text: 'Paper-trade and pass an evaluation before you put real money at risk.',
    },
    {
      icon: IconPeople,
      title: 'Community',
      text: 'A community of learners and alumni to discuss markets and stay accountable.',
    },
  ],
} as const;

export interface Course {
  id: string;
  title: string;
  description: string;
  level: string;
  duration: string;
  image: string;
  /** The slug of the program that teaches it: the card links to its page (docs/product.md §2.3). */
  programSlug: string;
}

/** Spec: the five course cards, in this order. */
export const COURSES: readonly Course[] = [
  {
    id: 'day-trading-fundamentals',
    title: 'Day Trading Fundamentals',
    description:
      'How the NSE and BSE work, order types, market hours, charges and the discipline intraday trading demands.',
    level: 'Beginner',
    duration: '4 weeks',
    image: '/images/courses/day-trading-fundamentals.svg',
    programSlug: 'pro-trader',
  },
  {
    id: 'technical-analysis',
    title: 'Technical Analysis',
    description:
      'Candlestick patterns, support and resistance, moving averages, RSI and volume, practised on Nifty 50 stocks.',
    level: 'Beginner to Intermediate',
    duration: '6 weeks',
    image: '/images/courses/technical-analysis.svg',
    programSlug: 'swing-trader',
  },
  {
    id: 'day-trading-strategies',
    title: 'Day Trading Strategies for Profits',
    description:
      'Opening-range breakouts, VWAP pullbacks and trend-following set-ups, each with clear entry, exit and stop-loss rules.',
    level: 'Intermediate',
    duration: '6 weeks',
    image: '/images/courses/day-trading-strategies.svg',
    programSlug: 'pro-trader',
  },
  {
    id: 'advanced-concepts',
    title: 'Advanced Concepts',
    description:
      'Futures and options basics, option Greeks, hedging a portfolio and reading open interest data responsibly.',
    level: 'Advanced',
    duration: '8 weeks',
    image: '/images/courses/advanced-concepts.svg',
    programSlug: 'pro-trader',
  },
  {
    id: 'live-market-experience',
    title: 'Live Market Experience',
    description:
      'Trade alongside your mentor in live market hours, keep a trading journal and review every session together.',
    level: 'All levels',
    duration: '4 weeks',
    image: '/images/courses/live-market-experience.svg',
    programSlug: 'pro-trader',
  },
];

export const OFFER = {
  /** Spec: discount banner, word for word. */
  title: '30% Off For New Learners',
  text: 'Join your first FinTrain program this month and save 30% on the fee. Leave your details and choose a program; our counsellor will call you within one working day.',
  points: ['Live online classes', 'Trading journal and mentor reviews', 'Certificate on completion'],
  submit: 'Claim My Discount',
} as const;

export interface Trainer {
  id: string;
  name: string;
  credentials: string;
  role: string;
  experience: string;
  bio: string;
  image: string;
}

export const TRAINERS: readonly Trainer[] = [
  {
    id: 'ananya-reddy',
    name: 'CA Ananya Reddy',
    credentials: 'Chartered Accountant',
    role: 'Founder & Lead Trainer',
    experience: '7 years of academic and industry experience',
    bio: 'Teaches financial literacy and fundamental analysis, and leads the evaluation every learner passes before live trading.',
    image: '/images/trainers/ananya-reddy.svg',
  },
  {
    id: 'vikram-iyer',
    name: 'Vikram Iyer',
    credentials: 'MBA (Finance), NISM certified',
    role: 'Head of Trading Programs',
    experience: '12 years in equity and derivatives markets',
    bio: 'A former proprietary trader on Dalal Street who now coaches the Pro Trader and Swing Trader batches on price action and position sizing.',
    image: '/images/trainers/vikram-iyer.svg',
  },
  {
    id: 'sneha-kulkarni',
    name: 'CA Sneha Kulkarni',
    credentials: 'Chartered Accountant, CFA charterholder',
    role: 'Wealth Management Mentor',
    experience: '10 years in portfolio advisory',
    bio: 'Helps learners build long-term portfolios with mutual funds, index funds and direct equity, with tax planning built in.',
    image: '/images/trainers/sneha-kulkarni.svg',
  },
];

export interface Testimonial {
  id: string;
  name: string;
  city: string;
  program: string;
  quote: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'rahul-sharma',
    name: 'Rahul Sharma',
    city: 'Pune',
    program: 'Pro Trader Program',
    quote:
      'I used to trade on tips from messaging groups. The trading journal and the weekly reviews made me see my own mistakes. I now follow a written plan and my stop-losses are not negotiable.',
  },
  {
    id: 'priya-nair',
    name: 'Priya Nair',
    city: 'Kochi',
    program: 'Financial Literacy Program',
    quote:
      'As a teacher I never thought the stock market was for me. The classes started from zero, explained SIPs, index funds and taxes clearly, and I finally have a plan for my savings.',
  },
  {
    id: 'arjun-mehta',
    name: 'Arjun Mehta',
    city: 'Ahmedabad',
    program: 'Swing Trader Program',
    quote:
      'The evaluation before live trading was tough, and that is exactly why I value it. I learned to size positions properly before risking a single rupee.',
  },
  {
    id: 'fatima-shaikh',
    name: 'Fatima Shaikh',
    city: 'Hyderabad',
    program: 'Wealth Management',
    quote:
      'Sneha ma’am helped me rebalance my family’s portfolio and understand asset allocation. The community sessions on Saturday mornings are the best part of my week.',
  },
];

export const CONTACT = {
  title: 'Contact Us',
  lead: 'Questions about a program, fees or batch timings? Write to us and our team will reply within one working day.',
  submit: 'Send Message',
} as const;
