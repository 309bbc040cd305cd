import { IconBullseye } from '@client/components/icons/bullseye.tsx';
import { IconEye } from '@client/components/icons/eye.tsx';
/** Copy of the About page (docs/product.md §1): about, founder, mission and vision. */
export const ABOUT_INTRO =
  'Helping working professionals, students and homemakers across India take charge of their money, one lesson at a time.';

export const ABOUT = {
  title: 'About FinTrain Academy',
  paragraphs: [
    'FinTrain Academy is a Hyderabad-based financial-education and stock-market training company for individuals. Our team of chartered accountants and MBAs brings over 10 years of experience in the Indian markets to every class.',
    'We teach technical analysis and risk management the way professionals practise them: live online classes, a disciplined trading journal, an evaluation before you trade with real money on the NSE or BSE, and a community of learners who keep each other accountable.',
  ],
} as const;

export const FOUNDER = {
  title: 'Our Founder',
  name: 'CA Ananya Reddy',
  role: 'Founder & Lead Trainer',
  image: '/images/founder.svg',
  paragraphs: [
    'Ananya is a chartered accountant with 7 years of academic and industry experience. She has taught financial accounting and investment analysis to undergraduate and CA aspirants, and has worked with a Hyderabad-based wealth-management firm on equity research and portfolio reviews.',
    'She started FinTrain Academy after seeing how many first-time investors entered the market on tips and left it with losses. Her classes start from the basics and never skip the part about managing risk.',
  ],
} as const;

export const MISSION = {
  id: 'mission',
  title: 'Our Mission',
  icon: IconBullseye,
  text: 'To democratize financial literacy and stock market participation, so that anyone in India, whatever their background or city, can understand the markets and invest and trade with knowledge instead of tips.',
} as const;

export const VISION = {
  id: 'vision',
  title: 'Our Vision',
  icon: IconEye,
  text: 'A society where financial literacy is a cornerstone of personal empowerment: where every household plans its savings, understands risk, and makes confident, informed decisions about its money.',
} as const;
