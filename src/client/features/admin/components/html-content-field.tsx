import { IconEye } from '@client/components/icons/eye.tsx';
import { PREVIEW_TEXTAREA_ROWS } from '@contract/constants.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useState } from 'react';
import { HtmlPreviewModal } from './html-preview-modal.tsx';

/** The "HTML Content" textarea with its Preview, as the program and the article lesson forms have it. */
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
  return (
    <div className="mb-2">
      <div className="d-flex justify-content-between align-items-end mb-2">
        <label htmlFor={id} className="form-label mb-0">
          HTML Content
        </label>
        <button type="button" className="btn btn-sm btn-outline-teal" onClick={() => setPreviewing(true)}>
          <IconEye className="me-1" />
          Preview
        </button>
      </div>
      <textarea
        id={id}
        className="form-control font-monospace"
        rows={PREVIEW_TEXTAREA_ROWS}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={LIMITS.htmlContent}
        spellCheck={false}
      />
      {previewing ? <HtmlPreviewModal html={value} onClose={() => setPreviewing(false)} /> : null}
    </div>
  );
}
