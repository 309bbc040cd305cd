const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: 'Seven', 'Nineteen', 'Forty', 'Ninety-Nine' (hyphenated, as cheques write them). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * A whole number in words in the Indian system: crore (10^7), lakh (10^5), thousand, hundred.
 * Above 99 crore the crores are themselves counted in lakhs and thousands ('One Thousand Crore').
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const words: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  if (crores > 0) words.push(`${numberInWords(crores)} Crore`);
  if (lakhs > 0) words.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) words.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(' ');
}

/**
 * An amount of paise in words, as an invoice states its total: 3499900 → 'Rupees Thirty-Four
 * Thousand Nine Hundred Ninety-Nine Only'; 11850 → 'Rupees One Hundred Eighteen and Fifty Paise
 * Only'; 7 → 'Rupees Zero and Seven Paise Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount of paise: ${paise}`);
  const rupees = `Rupees ${numberInWords(Math.floor(paise / 100))}`;
  const fraction = paise % 100;
  return fraction === 0 ? `${rupees} Only` : `${rupees} and ${numberInWords(fraction)} Paise Only`;
}
