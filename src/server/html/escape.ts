const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for an HTML or XML element or a quoted attribute (page heads, e-mail bodies, the sitemap).
 * The apostrophe is written as the numeric `&#39;`, which HTML and XML both read, rather than
 * `&apos;`, which old HTML readers (some mail clients) do not know.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
