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
