import { describe, expect, it } from 'vitest';
import { sanitizeCommunityHtml, sanitizeProgramHtml } from './sanitize.ts';

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

describe('sanitizeProgramHtml and embedded videos (ADR 065)', () => {
  const FIXED =
    'allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen loading="lazy" ' +
    'referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation"';
  const frame = (src: string, more = ' title="Lesson 1"') => `<iframe src="${src}"${more}></iframe>`;

  it('keeps a YouTube no-cookie or Vimeo player with a title, setting its fixed attributes', () => {
    expect(
      sanitizeProgramHtml(
        `<div class="ratio ratio-16x9 shadow" style="x"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Lesson &amp; 1" allow="camera; microphone" sandbox="allow-top-navigation" onload="alert(1)" srcdoc="&lt;script&gt;" loading="eager"></iframe></div>`,
      ),
    ).toBe(
      `<div class="ratio ratio-16x9"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Lesson &amp; 1" ${FIXED}></iframe></div>`,
    );
    expect(
      sanitizeProgramHtml(
        frame('https://player.vimeo.com/video/76979871?dnt=1', ' title="Intro" width="640" height="360px"'),
      ),
    ).toBe(
      `<iframe src="https://player.vimeo.com/video/76979871?dnt=1" title="Intro" width="640" ${FIXED}></iframe>`,
    );
  });

  it.each([
    ['another host', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a look-alike host', 'https://www.youtube-nocookie.com.evil.com/embed/dQw4w9WgXcQ'],
    ['a protocol-relative address', '//www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['plain http', 'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['upper case', 'https://WWW.YOUTUBE-NOCOOKIE.COM/embed/dQw4w9WgXcQ'],
    ['an encoded slash', 'https://www.youtube-nocookie.com/embed%2FdQw4w9WgXcQ'],
    ['an encoded id', 'https://www.youtube-nocookie.com/embed/%64Qw4w9WgXcQ'],
    ['a user before the host', 'https://www.youtube-nocookie.com@evil.com/embed/dQw4w9WgXcQ'],
    ['userinfo on another host', 'https://a@evil.com/embed/dQw4w9WgXcQ'],
    ['a port', 'https://player.vimeo.com:8443/video/1'],
    ['another path', 'https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ'],
    ['a query', 'https://player.vimeo.com/video/1?autoplay=1'],
    ['an id too short', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXc'],
    ['a vimeo id with letters', 'https://player.vimeo.com/video/12ab'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
  ])('removes an iframe with %s, with its content', (_name, src) => {
    expect(sanitizeProgramHtml(`<p>a</p>${frame(src.replace(/"/g, '&quot;'))}<p>b</p>`)).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('removes an iframe without a title, with srcdoc only, or without src', () => {
    const src = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(sanitizeProgramHtml(frame(src, ''))).toBe('');
    expect(sanitizeProgramHtml(frame(src, ' title="   "'))).toBe('');
    expect(sanitizeProgramHtml('<iframe srcdoc="<script>alert(1)</script>" title="x">text</iframe>')).toBe(
      '',
    );
    expect(sanitizeProgramHtml('<iframe title="x"></iframe>')).toBe('');
  });
});

describe('sanitizeCommunityHtml', () => {
  const id = '0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10';
  const source = `<source type="image/webp" srcset="/api/media/images/${id}/400.webp 400w, /api/media/images/${id}/800.webp 800w" sizes="100vw" />`;
  const img = `<img src="/api/media/images/${id}/1200.jpg" alt="My chart" width="1000" height="600" />`;

  it('keeps a picture uploaded to the site, loading lazily', () => {
    expect(sanitizeCommunityHtml(`<p>See:</p><picture>${source}${img}</picture>`)).toBe(
      `<p>See:</p><picture>${source}<img src="/api/media/images/${id}/1200.jpg" alt="My chart" width="1000" height="600" loading="lazy" /></picture>`,
    );
  });

  it.each([
    ['another site', 'https://tips.example/chart.png'],
    ['a protocol-relative address', '//tips.example/chart.png'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a site path that is not an uploaded picture', '/images/logo.svg'],
    ['a picture path with a width never written', `/api/media/images/${id}/300.jpg`],
  ])('removes an <img> pointing to %s', (_kind, src) => {
    expect(sanitizeCommunityHtml(`<p>Look</p><img src="${src}" alt="x" onerror="alert(1)">`)).toBe(
      '<p>Look</p>',
    );
  });

  it('removes a <source> with any outside address in its srcset, and an <img> without src', () => {
    const mixed = `<source type="image/webp" srcset="/api/media/images/${id}/400.webp 400w, https://tips.example/a.webp 800w" />`;
    expect(sanitizeCommunityHtml(`<picture>${mixed}${img}</picture>`)).toBe(
      `<picture><img src="/api/media/images/${id}/1200.jpg" alt="My chart" width="1000" height="600" loading="lazy" /></picture>`,
    );
    expect(sanitizeCommunityHtml('<p>a</p><img alt="none">')).toBe('<p>a</p>');
  });

  it('still removes scripts, handlers and javascript: links as the program rules do', () => {
    expect(
      sanitizeCommunityHtml(
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">y</a></p>',
      ),
    ).toBe('<p>Hi <a>y</a></p>');
  });
});
