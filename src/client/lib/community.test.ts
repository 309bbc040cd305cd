import { describe, expect, it } from 'vitest';
import { textToHtml } from './community.ts';

describe('textToHtml', () => {
  it('writes paragraphs at blank lines and line breaks within them', () => {
    expect(textToHtml('First line\nsecond line\n\nNext paragraph')).toBe(
      '<p>First line<br />second line</p><p>Next paragraph</p>',
    );
  });

  it('escapes what a member types, so a tag stays text', () => {
    expect(textToHtml('<script>alert(1)</script> & "quotes"')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "quotes"</p>',
    );
  });
});
