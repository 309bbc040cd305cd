import { showError } from '@client/lib/alerts.ts';
import { IMAGE_UPLOAD_TYPES } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { isSafeRichTextUrl } from '@contract/rich-text.ts';
import { VIDEO_TITLE_MAX, videoEmbedSrc } from '@contract/video-embed.ts';
import type { Editor } from '@tiptap/react';
import { type ChangeEvent, useId, useState } from 'react';
import { useUploadImage } from '../../api/upload-image.ts';
import { actionFailureText } from '../../utils/failure-text.ts';

/** The link row: an address for the selected text, or removing its link. */
export function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState<string | null>(null);
  function apply() {
    const address = href.trim();
    if (!isSafeRichTextUrl(address, 'link')) return setError(MESSAGES.admin.linkNeedsAddress);
    const external = /^https?:/i.test(address);
    editor
      .chain()
      .focus()
      .extendMarkRange('link')
      .setLink({ href: address, target: external ? '_blank' : null })
      .run();
    onDone();
  }
  return (
    <div className="d-flex flex-wrap gap-2 align-items-start mb-2">
      <div className="flex-grow-1">
        <label htmlFor={id} className="visually-hidden">
          Link address
        </label>
        <input
          id={id}
          type="url"
          className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
          placeholder="https://"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        ) : null}
      </div>
      <button type="button" className="btn btn-sm btn-teal" onClick={apply}>
        Apply link
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        Remove link
      </button>
    </div>
  );
}

const ACCEPT = Object.values(IMAGE_UPLOAD_TYPES).join(',');

/** The picture row: a description (its alt text), then the file, uploaded at once and inserted. */
export function PicturePanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [alt, setAlt] = useState('');
  const uploadImage = useUploadImage();
  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    uploadImage.mutate(file, {
      onSuccess: (picture) => {
        editor
          .chain()
          .focus()
          .insertContent({
            type: 'image',
            attrs: {
              src: picture.src,
              srcset: picture.srcset,
              alt: alt.trim(),
              width: picture.width,
              height: picture.height,
            },
          })
          .run();
        onDone();
      },
      onError: (error) => void showError(actionFailureText(MESSAGES.admin.imageUploadFailed, error)),
    });
  }
  return (
    <div className="row g-2 align-items-end mb-2">
      <div className="col-12 col-md-6">
        <label htmlFor={`${id}-alt`} className="form-label small mb-1">
          Picture description (for screen readers)
        </label>
        <input
          id={`${id}-alt`}
          className="form-control form-control-sm"
          value={alt}
          maxLength={200}
          onChange={(event) => setAlt(event.target.value)}
        />
      </div>
      <div className="col-12 col-md-6">
        <label htmlFor={`${id}-file`} className="form-label small mb-1">
          Picture file (JPEG, PNG or WebP)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          className="form-control form-control-sm"
          accept={ACCEPT}
          onChange={handleFile}
          disabled={uploadImage.isPending}
        />
      </div>
      {uploadImage.isPending ? (
        <div className="col-12 small" role="status">
          <span className="spinner-border spinner-border-sm text-teal me-1" aria-hidden="true" />
          {MESSAGES.generic.loading}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The video row: a YouTube or Vimeo address, turned into its player's address (videoEmbedSrc),
 * and a title; a bad address or no title says so and inserts nothing.
 */
export function VideoPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<{ address?: string; title?: string }>({});
  function insert() {
    const src = videoEmbedSrc(address);
    const name = title.trim();
    const next = {
      ...(src ? {} : { address: MESSAGES.admin.videoNeedsAddress }),
      ...(name ? {} : { title: MESSAGES.admin.videoNeedsTitle }),
    };
    setErrors(next);
    if (!src || !name) return;
    // After the selection, never over it: a picture just inserted is still selected.
    const at = editor.state.selection.to;
    editor
      .chain()
      .focus()
      .insertContentAt(at, { type: 'video', attrs: { src, title: name } })
      .run();
    onDone();
  }
  const field = (key: 'address' | 'title') => ({
    id: `${id}-${key}`,
    className: `form-control form-control-sm${errors[key] ? ' is-invalid' : ''}`,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
    'aria-invalid': errors[key] ? true : undefined,
  });
  const error = (key: 'address' | 'title') =>
    errors[key] ? (
      <div id={`${id}-${key}-error`} className="invalid-feedback">
        {errors[key]}
      </div>
    ) : null;
  return (
    <div className="row g-2 align-items-start mb-2">
      <div className="col-12 col-md-6">
        <label htmlFor={`${id}-address`} className="form-label small mb-1">
          YouTube or Vimeo address
        </label>
        <input
          {...field('address')}
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        {error('address')}
      </div>
      <div className="col-12 col-md-4">
        <label htmlFor={`${id}-title`} className="form-label small mb-1">
          Video title (for screen readers)
        </label>
        <input
          {...field('title')}
          maxLength={VIDEO_TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        {error('title')}
      </div>
      <div className="col-12 col-md-2 d-flex align-items-end pt-md-4">
        <button type="button" className="btn btn-sm btn-teal" onClick={insert}>
          Insert video
        </button>
      </div>
    </div>
  );
}
