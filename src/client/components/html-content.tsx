import { MESSAGES } from '@contract/messages.ts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * DOMPurify needs a DOM, which the server-side render (ADR 019) does not have: there the HTML is
 * the one the server sanitised with its allow-list when an admin saved it (sanitize-html, ADR 011).
 * In the browser DOMPurify cleans it again.
 */
function sanitize(html: string): string {
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : html;
}

/**
 * A program's or service's HTML content, sanitised with DOMPurify (the only HTML the site renders
 * from data), or the warning 'No content available.' when there is none (docs/product.md §2).
 */
export function HtmlContent({ html }: { html: string }) {
  const clean = useMemo(() => (html ? sanitize(html).trim() : ''), [html]);
  if (!clean) {
    return (
      <div className="alert alert-warning" role="status">
        {MESSAGES.programs.noContent}
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
    <div className="program-content" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
