/**
 * The moderation rule set (docs/product.md §22.4): a pure verdict on a post before it is
 * published. A minimal stand-in with the shared signature: the full rule table replaces it.
 */
export interface PostForReview {
  text: string;
  links: string[];
  authorAccountAgeDays: number;
  extraWords: readonly string[];
}
export type Verdict = { held: false } | { held: true; reason: string };

const NEW_ACCOUNT_DAYS = 7;

export function reviewPost(post: PostForReview): Verdict {
  const text = post.text.toLowerCase();
  if (text.includes('sure shot')) return { held: true, reason: 'It reads like a stock tip ("sure shot").' };
  for (const word of post.extraWords) {
    if (word.trim() !== '' && text.includes(word.toLowerCase())) {
      return { held: true, reason: `It contains a word the moderators review ("${word}").` };
    }
  }
  if (post.links.length > 0 && post.authorAccountAgeDays < NEW_ACCOUNT_DAYS) {
    return { held: true, reason: 'Links from accounts younger than 7 days are reviewed first.' };
  }
  return { held: false };
}
