import { MESSAGES } from '@contract/messages.ts';
import { isAllowedVideoEmbed, VIDEO_EMBED_ATTRIBUTES } from '@contract/video-embed.ts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * DOMPurify needs a DOM, which the server-side render (ADR 019) does not have: there the HTML is
 * the one the server sanitised with its allow-list when an admin saved it (sanitize-html, ADR 011).
 * In the browser DOMPurify cleans it again.
 */
let hooked = false;
/**
 * DOMPurify drops every iframe but the embedded-video shape the server keeps (ADR 065): the
 * check is the contract's, and an iframe that fails it goes whole.
 */
function hookVideoEmbeds() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'IFRAME') return;
    if (!isAllowedVideoEmbed(node.getAttribute('src'), node.getAttribute('title'))) {
      node.remove();
      return;
    }
    for (const [name, value] of Object.entries(VIDEO_EMBED_ATTRIBUTES)) node.setAttribute(name, value);
    node.removeAttribute('srcdoc');
  });
}

const CONFIG = {
  ADD_TAGS: ['iframe'],
  ADD_ATTR: Object.keys(VIDEO_EMBED_ATTRIBUTES),
  FORBID_ATTR: ['srcdoc'],
};

function sanitize(html: string): string {
  if (!DOMPurify.isSupported) return html;
  hookVideoEmbeds();
  return DOMPurify.sanitize(html, CONFIG);
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
