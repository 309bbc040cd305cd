import { MESSAGES } from '@contract/messages.ts';
import { richTextToHtml } from '@contract/rich-text.ts';
import { EditorContent, useEditor } from '@tiptap/react';
import { useState } from 'react';
import { RICH_TEXT_EXTENSIONS } from './extensions.ts';
import { LinkPanel, PicturePanel, VideoPanel } from './panels.tsx';
import './rich-text-editor.css';
import { RichTextToolbar } from './toolbar.tsx';

/** Whitespace between tags (a seed's or a hand-written HTML's line breaks) is not content. */
const tight = (html: string) => html.trim().replace(/>\s+</g, '><');

/**
 * The rich-text editor of lessons and program pages (docs/product.md §11.9, ADR 065), loaded only
 * when an admin opens such a form. It reports its document as the HTML richTextToHtml writes,
 * which the server's sanitiser stores unchanged; it says so when the HTML it was given has
 * elements it does not keep.
 */
export default function RichTextEditor({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const [panel, setPanel] = useState<'link' | 'picture' | 'video' | null>(null);
  const [drops, setDrops] = useState(false);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'form-control rich-text-editor program-content',
      },
    },
    onCreate: ({ editor: created }) => {
      setDrops(value.trim() !== '' && tight(richTextToHtml(created.getJSON())) !== tight(value));
    },
    onUpdate: ({ editor: updated }) => onChange(richTextToHtml(updated.getJSON())),
  });
  if (!editor) return null;
  const close = () => setPanel(null);
  return (
    <div>
      <RichTextToolbar editor={editor} onPanel={(next) => setPanel(panel === next ? null : next)} />
      {panel === 'link' ? <LinkPanel editor={editor} onDone={close} /> : null}
      {panel === 'picture' ? <PicturePanel editor={editor} onDone={close} /> : null}
      {panel === 'video' ? <VideoPanel editor={editor} onDone={close} /> : null}
      {drops ? (
        <div className="alert alert-warning small py-2 mb-2" role="status">
          {MESSAGES.admin.editorDropsHtml}
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
