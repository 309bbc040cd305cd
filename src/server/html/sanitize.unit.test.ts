import { describe, expect, it } from 'vitest';
import { sanitizeProgramHtml } from './sanitize.ts';

describe('sanitizeProgramHtml', () => {
  it('removes script elements and their content', () => {
    expect(sanitizeProgramHtml('<p>Week 1</p><script>alert(1)</script>')).toBe('<p>Week 1</p>');
  });

  it('removes event handlers such as onerror', () => {
    expect(sanitizeProgramHtml('<img src="/images/a.svg" onerror="alert(1)" alt="chart">')).toBe(
      '<img src="/images/a.svg" alt="chart" />',
    );
    expect(sanitizeProgramHtml('<p onclick="steal()">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('removes javascript: URLs, also disguised ones', () => {
    expect(sanitizeProgramHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeProgramHtml('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeProgramHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeProgramHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
  });

  it('removes iframes, styles, forms and objects', () => {
    const html =
      '<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><object></object><p>ok</p>';
    expect(sanitizeProgramHtml(html)).toBe('<p>ok</p>');
  });

  it('keeps the formatting the curriculum uses', () => {
    const html =
      '<h3>Week 1</h3><ul><li><strong>Price action</strong></li></ul><table><thead><tr><th>Week</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><a href="https://www.nseindia.com" target="_blank">NSE</a>';
    expect(sanitizeProgramHtml(html)).toBe(
      '<h3>Week 1</h3><ul><li><strong>Price action</strong></li></ul><table><thead><tr><th>Week</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><a href="https://www.nseindia.com" target="_blank" rel="noopener noreferrer">NSE</a>',
    );
  });
});

describe('sanitizeProgramHtml and uploaded pictures', () => {
  const id = '0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10';
  const picture = `<picture><source type="image/webp" srcset="/api/media/images/${id}/400.webp 400w, /api/media/images/${id}/800.webp 800w" sizes="100vw" /><img src="/api/media/images/${id}/1200.jpg" alt="Chart" width="1000" height="600" /></picture>`;

  it('keeps a picture with its WebP source and JPEG fallback as it is', () => {
    expect(sanitizeProgramHtml(picture)).toBe(picture);
  });

  it('drops a source of another type, a javascript: srcset and a source event handler', () => {
    // sanitize-html keeps the attribute's name with no value; a browser skips a source of empty type.
    expect(sanitizeProgramHtml('<picture><source type="text/html" srcset="/a.webp 1x" /></picture>')).toBe(
      '<picture><source type srcset="/a.webp 1x" /></picture>',
    );
    expect(sanitizeProgramHtml('<source srcset="javascript:alert(1) 1x" onerror="x()">')).toBe('<source />');
    expect(sanitizeProgramHtml('<img srcset="/a.webp 1x" src="/a.jpg">')).toBe('<img src="/a.jpg" />');
  });
});
