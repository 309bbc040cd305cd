import { MESSAGES } from '@contract/messages.ts';
import { richTextToHtml } from '@contract/rich-text.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import RichTextEditor from './rich-text-editor.tsx';

const SRC = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

function renderEditor(value = '<p>Intro</p>') {
  const onChange = vi.fn();
  render(
    <>
      <span id="label">Content</span>
      <RichTextEditor labelId="label" value={value} onChange={onChange} />
    </>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('the rich-text editor’s Video row (ADR 065)', () => {
  it('says what is wrong with an address that is not YouTube or Vimeo, or a missing title, and inserts nothing', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await user.type(
      screen.getByLabelText('YouTube or Vimeo address'),
      'https://evil.example/watch?v=dQw4w9WgXcQ',
    );
    await user.click(screen.getByRole('button', { name: 'Insert video' }));
    expect(screen.getByLabelText('YouTube or Vimeo address')).toHaveAccessibleDescription(
      MESSAGES.admin.videoNeedsAddress,
    );
    expect(screen.getByLabelText('Video title (for screen readers)')).toHaveAccessibleDescription(
      MESSAGES.admin.videoNeedsTitle,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inserts a watch address as the no-cookie player with its title, written as the sanitiser keeps it', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await user.type(
      screen.getByLabelText('YouTube or Vimeo address'),
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await user.type(screen.getByLabelText('Video title (for screen readers)'), 'Candles');
    await user.click(screen.getByRole('button', { name: 'Insert video' }));
    const html = String(onChange.mock.lastCall?.[0]);
    expect(html).toContain(
      richTextToHtml({ type: 'doc', content: [{ type: 'video', attrs: { src: SRC, title: 'Candles' } }] }),
    );
    expect(screen.queryByLabelText('YouTube or Vimeo address')).not.toBeInTheDocument();
  });

  it('reads a saved video back unchanged (no warning about dropped HTML)', () => {
    const saved = richTextToHtml({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Watch:' }] },
        { type: 'video', attrs: { src: 'https://player.vimeo.com/video/76979871?dnt=1', title: 'Intro' } },
      ],
    });
    renderEditor(saved);
    expect(screen.queryByText(MESSAGES.admin.editorDropsHtml)).not.toBeInTheDocument();
    expect(document.querySelector('.rich-text-editor iframe')?.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });
});
