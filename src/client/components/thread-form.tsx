import { call } from '@client/lib/api-client.ts';
import { heldOf, postBodyOf } from '@client/lib/community.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import type { ThreadDetail, ThreadInput } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useId } from 'react';
import { BusyButton } from './busy-button.tsx';
import { FormFeedback } from './form-feedback.tsx';
import { FormField, SelectField, TextAreaField } from './form-field.tsx';
import { PostPictures } from './post-pictures.tsx';

const schema = () => import('@contract/community.ts').then((module) => module.ThreadInputSchema);

/**
 * Starts a thread in a program's space, or asks a question under a lesson (docs/product.md §22.1,
 * §22.2), with pictures (§22.5). A post held for review says so in the form's alert: "waiting for
 * review: <reason>".
 */
export function ThreadForm({
  programId,
  lessonId = null,
  batches = [],
  submitLabel,
  onPosted,
}: {
  programId: string;
  lessonId?: string | null;
  batches?: readonly { _id: string; name: string }[];
  submitLabel: string;
  onPosted: (thread: ThreadDetail | null) => void;
}) {
  const id = useId();
  const form = useContractForm({
    schema,
    input: (element): ThreadInput => {
      const data = new FormData(element);
      const batch = String(data.get('batch_id') ?? '');
      return {
        title: String(data.get('title') ?? ''),
        body: postBodyOf(data),
        batch_id: batch === '' ? null : batch,
        lesson_id: lessonId,
      };
    },
    submit: async (input) => {
      try {
        const thread = await call(endpoints.communityThreadAdd, { params: { programId }, body: input });
        onPosted(thread);
        return undefined;
      } catch (error) {
        const held = heldOf(error);
        if (!held) throw error;
        onPosted(null);
        return `${MESSAGES.community.held} (${MESSAGES.community.waitingForReview(held.reason)})`;
      }
    },
    resetOnSuccess: true,
  });
  return (
    <form {...form.props} noValidate>
      <FormField
        id={`${id}-title`}
        {...form.field('title')}
        label="Title"
        maxLength={LIMITS.communityTitle}
        required
      />
      <TextAreaField id={`${id}-body`} {...form.field('body')} label="Your text" rows={5} required />
      <PostPictures programId={programId} />
      {batches.length > 0 ? (
        <SelectField id={`${id}-batch`} name="batch_id" label="Who sees it" defaultValue="">
          <option value="">Everyone in the program</option>
          {batches.map((batch) => (
            <option key={batch._id} value={batch._id}>
              {batch.name} only
            </option>
          ))}
        </SelectField>
      ) : null}
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        {submitLabel}
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}
