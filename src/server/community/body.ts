import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import type { HtmlSanitizer } from '../html/sanitizer-pool.ts';
import { DomainError } from '../shared/errors.ts';

/** A post's body once cleaned: the HTML shown, its text (moderation, search, the edit form) and its links. */
export interface CleanBody {
  html: string;
  text: string;
  links: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of HTML the sanitiser wrote: blocks and breaks become line breaks, tags go, the few
 * entities the sanitiser writes are read back. Only for sanitised HTML (never shown as HTML).
 */
export function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[2-4]|li|blockquote|pre|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The addresses a post points to: its links' targets and any address typed as text. */
export function linksOf(html: string, text: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
  const typed = [...text.matchAll(/\b(?:https?:\/\/|www\.)\S+/gi)].map((match) => match[0]);
  return [...new Set([...hrefs, ...typed])].filter((link) => link !== '');
}

/**
 * Runs a body through the site's sanitiser with the community's rules (ADR 011, ADR 065: scripts,
 * event handlers, `javascript:` links and styles go; pictures only when uploaded to the site) and
 * caps what is left (docs/product.md §22.5).
 */
export async function cleanBody(sanitizer: HtmlSanitizer, html: string): Promise<CleanBody> {
  const cleaned = await sanitizer.sanitize(html, 'community');
  if (cleaned.length > LIMITS.communityBody) throw new DomainError('invalid', MESSAGES.community.bodyTooLong);
  const text = textOf(cleaned);
  if (text === '') throw new DomainError('invalid', MESSAGES.community.bodyEmpty);
  return { html: cleaned, text, links: linksOf(cleaned, text) };
}
