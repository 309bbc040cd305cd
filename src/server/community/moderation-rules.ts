/**
 * The community's rule set (docs/product.md §22): what is held for a moderator before anyone else
 * sees it. SEBI's rules for education (circular of 8 May 2026) keep recommendations, lures and
 * paid-call invitations out of anything run under the academy's name, so a post that reads as one
 * waits for review; everything else is published at once. A pure function: the community area
 * calls it with the post and the author's account age inside the transaction that saves the post.
 *
 * The rules err towards holding: a held post is reviewed, not deleted, while a tip that gets
 * through has been read. They are tuned on the table in moderation-rules.unit.test.ts: a learner's
 * question about a stop-loss, or about their own trade in the replay, stays allowed.
 */

export interface PostForReview {
  /** Plain text: the title and the body with its markup removed. */
  text: string;
  /** The addresses the post links to (the body's hrefs); addresses written in the text are found too. */
  links: string[];
  /** Whole days since the author's account was created. */
  authorAccountAgeDays: number;
  /** Words and phrases the admins have added (docs/product.md §22), matched whole and case-insensitively. */
  extraWords: readonly string[];
}

export type Verdict = { held: false } | { held: true; reason: string };

/** Accounts younger than this post links only after review (a spammer's first week). */
export const NEW_ACCOUNT_LINK_DAYS = 7;

/** The reasons an author reads after "waiting for review: ". */
export const HOLD_REASONS = {
  call: 'it reads as a buy or sell call with a price, target or stop-loss, and the community cannot carry recommendations',
  lure: (phrase: string) => `"${phrase}" reads as a tip or a promise of returns`,
  invitation: 'it invites people to paid calls or to an outside group',
  phone: 'it contains a phone number',
  newAccountLink: `links from accounts less than ${NEW_ACCOUNT_LINK_DAYS} days old are checked first`,
  word: (word: string) => `it contains "${word}", which the moderators check first`,
} as const;

/**
 * Lowercase, with what hides a word undone: zero-width characters, full-width letters and digits
 * (NFKC), look-alike symbols for letters ($ure, sh0t), and runs of spaces.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .toLowerCase()
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A price as tipsters write it: ₹940, rs 940, 2,950, 1520.5, 22500. */
const PRICE = String.raw`(?:₹|rs\.?|inr)?\s?\d[\d,]*(?:\.\d+)?(?!\d|[.,]\d|\s?(?:am|pm|:|%|hrs?|hours?|mins?|minutes?|days?|weeks?|months?|years?|yrs?|lessons?|questions?|times|x\b|th\b|st\b|nd\b|rd\b))`;
const SEP = String.raw`\s*(?:[:=@-]|is|at|of|-)?\s*`;

/** "tgt 980", "target: 3050", "t1 980 t2 1000", "tp 120". */
const TARGET = new RegExp(String.raw`\b(?:tgt|trgt|targets?|tp|t1|t2|t3)\b${SEP}${PRICE}`);
/** "sl 925", "stop loss 2920", "stoploss-920", "stop at 245". */
const STOP = new RegExp(String.raw`\b(?:sl|stop ?-?loss|stoploss|stop)\b${SEP}${PRICE}`);
/** An entry level: "@ 940", "at 940", "above 2950", "cmp 1500", "range 940-945", an option "22500 ce". */
const LEVEL = new RegExp(
  String.raw`(?:@\s?${PRICE}|\b(?:at|above|abv|below|blw|near|around|cmp|range|between|on dips? (?:to|near|around)?)\s?${PRICE}|\b\d{3,6}\s?(?:ce|pe)\b)`,
);

/** Verbs of a call, in English and the Hinglish of Indian tip channels. Past tenses are not calls. */
const CALL_VERB =
  /\b(?:buy|sell|short|accumulate|add|exit|book(?:ing)? (?:profits?|partial)|go long|go short|kharido|kharid lo|becho|bech do|le lo)\b/g;
/** "long RELIANCE" at a sentence's start is a call; "how long" is not. */
const LONG_AT_START = /(?:^|[.!\n;:]\s*)long\b/;

/**
 * Words that make a verb something other than a command when they come just before it: a question
 * ("should I buy", "why do people sell"), a narration ("I want to add") or a negation.
 */
const NOT_A_COMMAND = new Set([
  'i',
  'we',
  'you',
  'he',
  'she',
  'they',
  'people',
  'should',
  'would',
  'could',
  'can',
  'will',
  'may',
  'might',
  'must',
  'did',
  'do',
  'does',
  "don't",
  'dont',
  'not',
  'never',
  'to',
  'if',
  'when',
  'why',
  'how',
  'what',
  'whether',
  'or',
  'and',
  'before',
  'after',
  'the',
  'a',
  'my',
  'your',
  'our',
  'their',
]);

/** True when some call verb stands as a command: nothing questioning or narrating just before it. */
function hasCommand(text: string): boolean {
  if (LONG_AT_START.test(text)) return true;
  for (const match of text.matchAll(CALL_VERB)) {
    const before =
      text
        .slice(0, match.index)
        .split(/[.!?\n;]/)
        .pop() ?? '';
    const words = before.trim().split(/\s+/).filter(Boolean).slice(-3);
    if (!words.some((word) => NOT_A_COMMAND.has(word.replace(/[^a-z']/g, '')))) return true;
  }
  return false;
}

/**
 * A securities recommendation: a command to buy or sell with an entry, target or stop level, or a
 * target and a stop-loss given together with numbers (a call without its verb: "HDFCBANK 1520 tgt
 * 1580 sl 1490"), or an option strike with a target or a stop.
 */
function isCall(text: string): boolean {
  const target = TARGET.test(text);
  const stop = STOP.test(text);
  const level = LEVEL.test(text);
  if (hasCommand(text) && (target || stop || level)) return true;
  if (target && stop) return true;
  return /\b\d{3,6}\s?(?:ce|pe)\b/.test(text) && (target || stop);
}

/** Lures: the words of tip channels and promises of returns. The first found is named in the reason. */
const LURES: readonly RegExp[] = [
  /\bsure ?-?shot\b/,
  /\bjackpot\b/,
  /\bmulti ?-?baggers?\b/,
  /\b(?:guaranteed|guarantee|assured|fixed|sure|pakka|confirmed?) (?:returns?|profits?|income|gains?|calls?|tips?)\b/,
  /\b(?:returns?|profits?) (?:guaranteed|assured)\b/,
  /\b100 ?% (?:accurate|accuracy|profit|profits|returns?|sure|guaranteed|pakka)\b/,
  /\b(?:double|triple) your (?:money|capital|investment)\b/,
  /\brisk ?-?free (?:profits?|returns?|trades?|income)\b/,
  /\bzero (?:risk|loss) (?:trades?|calls?|strategy)\b/,
  /\boperator (?:stocks?|calls?|games?)\b/,
  // A tip in the stock sense, not "tips for keeping a journal".
  /\b(?:stock|share|intraday|option|options|btst|stbt|f&o|fno|nifty|banknifty|free|paid|premium|daily|hot|jackpot|accurate|trading|market) tips?\b/,
  /\btips? (?:of the day|for (?:today|tomorrow|monday|tuesday|wednesday|thursday|friday)|channel|group|service)\b/,
];

/** Invitations to paid calls or to outside groups, and the addresses of those groups. */
const INVITATIONS: readonly RegExp[] = [
  /\b(?:paid|premium|vip) (?:calls?|groups?|channels?|membership|tips?|signals?)\b/,
  /\b(?:join|subscribe to|dm (?:me )?for|message me for|contact (?:me )?for|ping me for) (?:my |our |the )?(?:telegram|whatsapp|channel|group|calls?|signals?|tips?)\b/,
  /\b(?:telegram|whatsapp|whats app|signal) (?:channel|group|link)\b.*\b(?:join|link|dm|contact|free|calls?|tips?)\b/,
  /\b(?:join|dm|contact|message|ping|whatsapp|text) (?:me |us )?(?:on|at|via) (?:telegram|whatsapp|whats app|insta(?:gram)?)\b/,
  /\b(?:whatsapp|whats app|telegram) (?:me|us)\b/,
  /\b(?:t\.me|telegram\.me|wa\.me|chat\.whatsapp\.com|whatsapp\.com\/channel)\//,
  /\bcalls? (?:at|for) (?:just |only )?(?:₹|rs\.?) ?\d/,
];

/** An Indian mobile number (+91 98765 43210, 9876543210, 98765-43210) or any long run of digits in groups. */
const PHONE = /(?:\+91[\s-]?|\b0?)[6-9]\d{4}[\s-]?\d{5}\b|\+\d{1,3}[\s-]?\d{3,5}[\s-]?\d{3,5}[\s-]?\d{0,5}\b/;

/** http(s) addresses and bare domains written in the text, besides the links the body carries. */
const ADDRESS =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|in|net|org|io|me|co|xyz|app|link|ly)\b(?:\/\S*)?/;

function matchedWord(text: string, words: readonly string[]): string | undefined {
  return words.find((word) => {
    const wanted = normalise(word);
    if (wanted === '') return false;
    const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}(?:$|[^\\p{L}\\p{N}])`, 'u').test(text);
  });
}

/** Held or allowed, and why: the first rule that holds, in the order a moderator would weigh them. */
export function reviewPost(post: PostForReview): Verdict {
  const text = normalise(post.text);
  if (isCall(text)) return { held: true, reason: HOLD_REASONS.call };
  for (const lure of LURES) {
    const found = text.match(lure);
    if (found) return { held: true, reason: HOLD_REASONS.lure(found[0]) };
  }
  if (INVITATIONS.some((invitation) => invitation.test(text)))
    return { held: true, reason: HOLD_REASONS.invitation };
  if (post.links.some((link) => INVITATIONS.some((invitation) => invitation.test(normalise(link))))) {
    return { held: true, reason: HOLD_REASONS.invitation };
  }
  if (PHONE.test(text)) return { held: true, reason: HOLD_REASONS.phone };
  if (post.authorAccountAgeDays < NEW_ACCOUNT_LINK_DAYS && (post.links.length > 0 || ADDRESS.test(text))) {
    return { held: true, reason: HOLD_REASONS.newAccountLink };
  }
  const word = matchedWord(text, post.extraWords);
  if (word !== undefined) return { held: true, reason: HOLD_REASONS.word(word) };
  return { held: false };
}
