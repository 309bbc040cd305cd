/**
 * Program community spaces, lesson questions and moderation (docs/product.md §22, ADR 078): what
 * other areas may use. The notifications of replies and decisions are wired here once that store exists.
 */
export { type SpaceAccess, spaceAccess } from './access.ts';
export { type PostForReview, reviewPost, type Verdict } from './moderation-rules.ts';
