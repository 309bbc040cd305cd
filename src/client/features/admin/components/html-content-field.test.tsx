import { renderPage } from '@client/test/render.tsx';
import { mockUploads } from '@client/test/upload-mock.ts';
import { endpoints } from '@contract/endpoints.ts';
import { imageFallback, imageSrcset } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ARTICLE_IMAGE_SIZES } from '@contract/rich-text.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HtmlContentField } from './html-content-field.tsx';

const PICTURE_ID = '0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10';
const PICTURE = `<picture><source type="image/webp" srcset="${imageSrcset(PICTURE_ID)}" sizes="${ARTICLE_IMAGE_SIZES}" /><img src="${imageFallback(PICTURE_ID)}" alt="Candles" width="1000" height="600" /></picture>`;

/** A document with every feature, as richTextToHtml writes it (and the sanitiser keeps it). */
const EVERYTHING =
  '<h2>Week 1</h2><h3>Candles &amp; "wicks"</h3>' +
  '<p><strong>Bold</strong> <em>italic</em> <a href="https://www.nseindia.com" target="_blank" rel="noopener noreferrer">NSE</a> <a href="/programs">all</a><br />next</p>' +
  '<ul><li><p>One</p></li></ul><ol start="3"><li><p>Three</p></li></ol>' +
  '<table><tbody><tr><th><p>Level</p></th><th><p>Price</p></th></tr><tr><td><p>S1</p></td><td><p>₹100</p></td></tr></tbody></table>' +
  PICTURE;

function Field({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <HtmlContentField
      id="content"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

function renderField(initial = '') {
  const onChange = vi.fn();
  const rendered = renderPage(<Field initial={initial} onChange={onChange} />, { path: '/admin/programs' });
  return { ...rendered, onChange };
}

afterEach(() => vi.unstubAllGlobals());

/** The editor is a lazy chunk (ADR 065): its first import, cold on a loaded machine, takes seconds. */
const findEditor = () => screen.findByRole('textbox', { name: 'Content' }, { timeout: 15_000 });

describe('HtmlContentField with the rich-text editor', () => {
  it('opens a document using every feature in the editor without losing any of it', async () => {
    renderField(EVERYTHING);
    const editor = await findEditor();
    expect(within(editor).getByRole('heading', { level: 2, name: 'Week 1' })).toBeInTheDocument();
    expect(within(editor).getByRole('link', { name: 'NSE' })).toHaveAttribute(
      'href',
      'https://www.nseindia.com',
    );
    expect(within(editor).getByRole('table')).toBeInTheDocument();
    expect(within(editor).getByRole('img', { name: 'Candles' })).toHaveAttribute(
      'src',
      imageFallback(PICTURE_ID),
    );
    expect(screen.queryByText(MESSAGES.admin.editorDropsHtml)).not.toBeInTheDocument();
  });

  it('warns when the HTML has elements the editor does not keep', async () => {
    renderField('<div><dl><dt>Term</dt><dd>Meaning</dd></dl></div>');
    expect(await screen.findByText(MESSAGES.admin.editorDropsHtml)).toBeInTheDocument();
  });

  it('writes a heading, a list and a table from the toolbar as the HTML the site stores', async () => {
    const { user, onChange } = renderField('<p>Plan</p>');
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Plan</h2>');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Plan</p></li></ul>');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(onChange.mock.lastCall?.[0]).toContain(
      '<table><tbody><tr><th><p></p></th><th><p></p></th><th><p></p></th></tr><tr><td><p></p></td><td><p></p></td><td><p></p></td></tr>',
    );
    expect(onChange.mock.lastCall?.[0]).toContain('<ul><li><p>Plan</p></li></ul>');
  });

  it('refuses a link address that is not http(s), mailto or a site path', async () => {
    const { user, onChange } = renderField('<p>Plan</p>');
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText(MESSAGES.admin.linkNeedsAddress)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a picture and inserts it as a WebP picture with its JPEG fallback and description', async () => {
    const uploads = mockUploads();
    const { user, onChange } = renderField('<p>Plan</p>');
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Picture' }));
    await user.type(screen.getByLabelText('Picture description (for screen readers)'), 'Candles');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'candles.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Picture file (JPEG, PNG or WebP)'), file);
    await waitFor(() => expect(uploads[0]).toBeDefined());
    expect(uploads[0]?.url).toContain(endpoints.adminMediaImage.path);
    expect((uploads[0]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    act(() =>
      uploads[0]?.respond(201, {
        _id: PICTURE_ID,
        width: 1000,
        height: 600,
        src: imageFallback(PICTURE_ID),
        srcset: imageSrcset(PICTURE_ID),
      }),
    );
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain(PICTURE));
  });

  it('shows the raw HTML in the HTML view, and the editor picks up what was typed there', async () => {
    const { user, onChange } = renderField('<p>Plan</p>');
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'HTML' }));
    const textarea = screen.getByLabelText('HTML Content');
    expect(textarea).toHaveValue('<p>Plan</p>');
    await user.type(textarea, '<h3>More</h3>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Plan</p><h3>More</h3>');
    await user.click(screen.getByRole('button', { name: 'Editor' }));
    const editor = await findEditor();
    expect(within(editor).getByRole('heading', { level: 3, name: 'More' })).toBeInTheDocument();
  });
});
