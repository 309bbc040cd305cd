import { IconEye } from '@client/components/icons/eye.tsx';
import { PREVIEW_TEXTAREA_ROWS } from '@contract/constants.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { lazy, Suspense, useState } from 'react';
import { HtmlPreviewModal } from './html-preview-modal.tsx';

// Its own chunk (ADR 065): the editor's code is fetched when an admin opens a lesson or program form.
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor.tsx'));

type View = 'editor' | 'html';

/**
 * A lesson's or program's content (docs/product.md §11.9): the rich-text editor, or the raw "HTML
 * Content" textarea for those who want it, with a Preview of what visitors will see.
 */
export function HtmlContentField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [previewing, setPreviewing] = useState(false);
  const [view, setView] = useState<View>('editor');
  const labelId = `${id}-label`;
  return (
    <div className="mb-2">
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-end mb-2">
        {view === 'html' ? (
          <label id={labelId} htmlFor={id} className="form-label mb-0">
            HTML Content
          </label>
        ) : (
          <span id={labelId} className="form-label mb-0">
            Content
          </span>
        )}
        <div className="d-flex gap-2">
          <fieldset className="btn-group btn-group-sm" aria-label="Content view">
            {(['editor', 'html'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={`btn ${view === option ? 'btn-teal' : 'btn-outline-teal'}`}
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {option === 'editor' ? 'Editor' : 'HTML'}
              </button>
            ))}
          </fieldset>
          <button type="button" className="btn btn-sm btn-outline-teal" onClick={() => setPreviewing(true)}>
            <IconEye className="me-1" />
            Preview
          </button>
        </div>
      </div>
      {view === 'html' ? (
        <textarea
          id={id}
          className="form-control font-monospace"
          rows={PREVIEW_TEXTAREA_ROWS}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={LIMITS.htmlContent}
          spellCheck={false}
        />
      ) : (
        <Suspense
          fallback={
            <div className="form-control text-body-secondary" role="status">
              {MESSAGES.admin.editorLoading}
            </div>
          }
        >
          <RichTextEditor labelId={labelId} value={value} onChange={onChange} />
        </Suspense>
      )}
      {previewing ? <HtmlPreviewModal html={value} onClose={() => setPreviewing(false)} /> : null}
    </div>
  );
}
