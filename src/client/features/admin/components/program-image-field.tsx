import { FormField } from '@client/components/form-field.tsx';
import { ResourceImage } from '@client/components/resource-image.tsx';
import { showError } from '@client/lib/alerts.ts';
import type { TextBinding } from '@client/lib/use-form-values.ts';
import { IMAGE_UPLOAD_TYPES } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import type { ChangeEvent } from 'react';
import { useUploadImage } from '../api/upload-image.ts';
import { actionFailureText } from '../utils/failure-text.ts';

const ACCEPT = Object.values(IMAGE_UPLOAD_TYPES).join(',');

/**
 * A program's picture (docs/product.md §11.9): uploaded from a file (stored as WebP and JPEG
 * copies, ADR 065) with a preview as the cards draw it, or a path of the site's own
 * illustrations typed into Image Path; the upload fills Image Path with the picture's address.
 */
export function ProgramImageField({
  binding,
  title,
  onUploaded,
}: {
  binding: TextBinding<string>;
  title: string;
  onUploaded: (path: string) => void;
}) {
  const uploadImage = useUploadImage();
  const fileId = `${binding.id}-file`;
  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    uploadImage.mutate(file, {
      onSuccess: (picture) => onUploaded(picture.src),
      onError: (error) => void showError(actionFailureText(MESSAGES.admin.imageUploadFailed, error)),
    });
  }
  const path = binding.value;
  return (
    <div className="row g-3 mb-3 align-items-start">
      <div className="col-12 col-sm-4">
        <ResourceImage
          src={path || null}
          alt={title ? `Picture of ${title}` : 'Program picture'}
          className="img-fluid rounded border w-100"
          sizes="200px"
        />
      </div>
      <div className="col-12 col-sm-8">
        <label htmlFor={fileId} className="form-label">
          Upload a picture (JPEG, PNG or WebP)
        </label>
        <input
          id={fileId}
          type="file"
          className="form-control mb-2"
          accept={ACCEPT}
          onChange={handleFile}
          disabled={uploadImage.isPending}
        />
        {uploadImage.isPending ? (
          <div className="small mb-2" role="status">
            <span className="spinner-border spinner-border-sm text-teal me-1" aria-hidden="true" />
            {MESSAGES.generic.loading}
          </div>
        ) : null}
        <FormField
          {...binding}
          label="Image Path"
          maxLength={LIMITS.imagePath}
          autoComplete="off"
          className="mb-0"
        />
      </div>
    </div>
  );
}
