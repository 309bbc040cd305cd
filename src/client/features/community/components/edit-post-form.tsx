import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { PostPictures } from '@client/components/post-pictures.tsx';
import { call } from '@client/lib/api-client.ts';
import { picturesIn, postBodyOf, useRefreshCommunity } from '@client/lib/community.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { type Post, type PostEdit, PostEditSchema } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useId, useMemo } from 'react';

/**
 * Edits one's own post (its title too, for a thread's opening post), its pictures kept unless
 * removed; the server keeps the earlier text.
 */
export function EditPostForm({
  post,
  title,
  programId,
  onDone,
}: {
  post: Post;
  title: string | undefined;
  programId: string;
  onDone: () => void;
}) {
  const id = useId();
  const pictures = useMemo(() => picturesIn(post.body_html), [post.body_html]);
  const refresh = useRefreshCommunity();
  const form = useContractForm({
    schema: PostEditSchema,
    input: (element): PostEdit => {
      const data = new FormData(element);
      const body = postBodyOf(data);
      return title === undefined ? { body } : { body, title: String(data.get('title') ?? '') };
    },
    submit: async (input) => {
      await call(endpoints.communityPostEdit, { params: { id: post._id }, body: input });
      await refresh();
      onDone();
      return undefined;
    },
  });
  return (
    <form {...form.props} noValidate>
      {title === undefined ? null : (
        <FormField
          id={`${id}-title`}
          {...form.field('title')}
          label="Title"
          defaultValue={title}
          maxLength={LIMITS.communityTitle}
          required
        />
      )}
      <TextAreaField
        id={`${id}-body`}
        {...form.field('body')}
        label="Your text"
        rows={5}
        defaultValue={post.body_text}
        required
      />
      <PostPictures programId={programId} initial={pictures} />
      <div className="d-flex gap-2">
        <BusyButton type="submit" busy={form.pending} className="btn btn-teal btn-sm">
          Save
        </BusyButton>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
      <FormFeedback feedback={form.feedback} className="mt-2" />
    </form>
  );
}
