import { errorMessage } from '@client/lib/api-client.ts';
import { PICTURE_FIELDS, type PostPicture, uploadPostPicture } from '@client/lib/community.ts';
import { COMMUNITY_LIMITS } from '@contract/community.ts';
import { imageUrl, uploadedImageId } from '@contract/images.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from './busy-button.tsx';
import { FormField } from './form-field.tsx';

const MEGABYTES = COMMUNITY_LIMITS.imageBytes / (1024 * 1024);
const ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

interface Problems {
  file?: string;
  alt?: string;
}

/** What is wrong with a picture and its description before anything is sent. */
function problemsOf(file: File | undefined, alt: string): Problems {
  const problems: Problems = {};
  if (!file) problems.file = MESSAGES.media.noFile;
  else if (file.size > COMMUNITY_LIMITS.imageBytes)
    problems.file = MESSAGES.community.imageTooLarge(MEGABYTES);
  if (alt === '') problems.alt = MESSAGES.community.imageAltRequired;
  else if (alt.length > COMMUNITY_LIMITS.imageAltMax)
    problems.alt = MESSAGES.community.imageAltTooLong(COMMUNITY_LIMITS.imageAltMax);
  return problems;
}

/** One attached picture: a preview, its description, Remove, and the hidden fields the form sends. */
function Attached({ picture, onRemove }: { picture: PostPicture; onRemove: () => void }) {
  // The smallest copy is plenty for a 96 px preview.
  const id = uploadedImageId(picture.src);
  return (
    <li className="d-flex align-items-center gap-3 mb-2">
      <img
        src={id ? imageUrl(id, 400, 'jpg') : picture.src}
        alt={picture.alt}
        width={picture.width || undefined}
        height={picture.height || undefined}
        className="post-picture-preview rounded border"
      />
      <span className="small text-break flex-grow-1">{picture.alt}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
        Remove<span className="visually-hidden"> picture: {picture.alt}</span>
      </button>
      <input type="hidden" name={PICTURE_FIELDS.src} value={picture.src} />
      <input type="hidden" name={PICTURE_FIELDS.srcset} value={picture.srcset} />
      <input type="hidden" name={PICTURE_FIELDS.alt} value={picture.alt} />
      <input type="hidden" name={PICTURE_FIELDS.width} value={picture.width} />
      <input type="hidden" name={PICTURE_FIELDS.height} value={picture.height} />
    </li>
  );
}

/** The adder's state: open or not, the description, what is wrong, and the upload in flight. */
function useAddPicture(programId: string, onAdded: (picture: PostPicture) => void) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState(false);
  const [alt, setAlt] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setAdding(false);
    setAlt('');
    setProblems({});
  };

  const insert = async () => {
    const file = fileInput.current?.files?.[0];
    const description = alt.trim();
    const found = problemsOf(file, description);
    setProblems(found);
    if (!file || found.file || found.alt) return;
    setBusy(true);
    try {
      const { src, srcset, width, height } = await uploadPostPicture(programId, file);
      onAdded({ src, srcset, alt: description, width, height });
      close();
    } catch (error) {
      setProblems({ file: errorMessage(error, MESSAGES.media.imageUnreadable) });
    } finally {
      setBusy(false);
    }
  };

  return { fileInput, adding, open: () => setAdding(true), alt, setAlt, problems, busy, insert, close };
}

/**
 * The "Add picture" button and, once pressed, the picture and its short description (required:
 * it is the `alt` read to those who cannot see it), checked here, then uploaded to the space.
 */
function PictureAdder({
  programId,
  onAdded,
}: {
  programId: string;
  onAdded: (picture: PostPicture) => void;
}) {
  const id = useId();
  const { fileInput, adding, open, alt, setAlt, problems, busy, insert, close } = useAddPicture(
    programId,
    onAdded,
  );

  // Enter in the description inserts the picture rather than sending the whole post.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void insert();
  };

  if (!adding) {
    return (
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={open}>
        Add picture
      </button>
    );
  }
  return (
    <fieldset className="border rounded p-3">
      <legend className="h6 float-none w-auto px-1 mb-2">Add a picture</legend>
      <FormField
        id={`${id}-file`}
        ref={fileInput}
        label={`Picture (JPEG, PNG or WebP, at most ${MEGABYTES} MB)`}
        type="file"
        accept={ACCEPT}
        error={problems.file}
      />
      <FormField
        id={`${id}-alt`}
        label="Short description"
        hint="What the picture shows, for people who cannot see it."
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={COMMUNITY_LIMITS.imageAltMax}
        error={problems.alt}
        required
      />
      <div className="d-flex gap-2">
        <BusyButton
          type="button"
          busy={busy}
          keepFocus
          className="btn btn-teal btn-sm"
          onClick={() => void insert()}
        >
          Insert picture
        </BusyButton>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={close}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}

/**
 * "Add picture" in a post's form (docs/product.md §22.5): each picture is uploaded to the space at
 * once, then carried in hidden fields that `postBodyOf` writes into the body after the text.
 * Resetting the form (after a post) empties the list.
 */
export function PostPictures({
  programId,
  initial = [],
}: {
  programId: string;
  initial?: readonly PostPicture[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const [pictures, setPictures] = useState<readonly PostPicture[]>(initial);
  // A new adder after a reset: closed, with no file or description left in it.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const form = box.current?.closest('form');
    const clear = () => {
      setPictures([]);
      setGeneration((current) => current + 1);
    };
    form?.addEventListener('reset', clear);
    return () => form?.removeEventListener('reset', clear);
  }, []);

  return (
    <div ref={box} className="mb-3">
      {pictures.length > 0 ? (
        <ul className="list-unstyled mb-2" aria-label="Pictures in this post">
          {pictures.map((picture, index) => (
            <Attached
              key={picture.src}
              picture={picture}
              onRemove={() => setPictures((current) => current.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      ) : null}
      <PictureAdder
        key={generation}
        programId={programId}
        onAdded={(picture) => setPictures((current) => [...current, picture])}
      />
    </div>
  );
}
