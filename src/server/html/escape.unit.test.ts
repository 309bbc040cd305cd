import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape.ts';

const TRICKY = `https://fintrain.example/programs/a?b=1&c='2'&d="<3>"`;

describe('escapeHtml', () => {
  it('escapes each of & < > " and \'', () => {
    expect(escapeHtml('&')).toBe('&amp;');
    expect(escapeHtml('<')).toBe('&lt;');
    expect(escapeHtml('>')).toBe('&gt;');
    expect(escapeHtml('"')).toBe('&quot;');
    expect(escapeHtml("'")).toBe('&#39;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('leaves other text alone, and escapes an ampersand that already starts an entity', () => {
    expect(escapeHtml('Price action ₹1,000 — week 1')).toBe('Price action ₹1,000 — week 1');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('writes HTML a parser reads back as the same text, in an element and an attribute', () => {
    const parser = new new Window().DOMParser();
    const doc = parser.parseFromString(
      `<p title="${escapeHtml(TRICKY)}">${escapeHtml(TRICKY)}</p>`,
      'text/html',
    );
    const p = doc.querySelector('p');
    expect(p?.textContent).toBe(TRICKY);
    expect(p?.getAttribute('title')).toBe(TRICKY);
  });

  it('writes XML (the sitemap) an XML parser reads back as the same text', () => {
    const parser = new new Window().DOMParser();
    const doc = parser.parseFromString(
      `<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>${escapeHtml(TRICKY)}</loc></url></urlset>`,
      'application/xml',
    );
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('loc')?.textContent).toBe(TRICKY);
  });
});
