import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${active ? 'btn-teal' : 'btn-outline-secondary'}`}
      aria-label={label}
      title={label}
      {...(active === undefined ? {} : { 'aria-pressed': active })}
      // Keeps the selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** What a table needs once the cursor is in one: a row, a column, or the table gone. */
function TableButtons({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  return (
    <>
      <ToolButton label="Add a row" onClick={() => chain().addRowAfter().run()}>
        + Row
      </ToolButton>
      <ToolButton label="Add a column" onClick={() => chain().addColumnAfter().run()}>
        + Column
      </ToolButton>
      <ToolButton label="Delete the table" onClick={() => chain().deleteTable().run()}>
        − Table
      </ToolButton>
    </>
  );
}

/** The formatting buttons; `panel` opens the link, picture or video row under the toolbar. */
export function RichTextToolbar({
  editor,
  onPanel,
}: {
  editor: Editor;
  onPanel: (panel: 'link' | 'picture' | 'video') => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="d-flex flex-wrap gap-1 mb-1" role="toolbar" aria-label="Formatting">
      <ToolButton label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton
        label="Subheading"
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton
        label="Bulleted list"
        active={state.bullets}
        onClick={() => chain().toggleBulletList().run()}
      >
        • List
      </ToolButton>
      <ToolButton
        label="Numbered list"
        active={state.numbers}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1. List
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={() => onPanel('link')}>
        Link
      </ToolButton>
      <ToolButton label="Picture" onClick={() => onPanel('picture')}>
        Picture
      </ToolButton>
      <ToolButton label="Video" onClick={() => onPanel('video')}>
        Video
      </ToolButton>
      <ToolButton
        label="Table"
        active={state.table}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        Table
      </ToolButton>
      {state.table ? <TableButtons editor={editor} /> : null}
    </div>
  );
}
