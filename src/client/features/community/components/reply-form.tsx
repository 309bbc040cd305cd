import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { TextAreaField } from '@client/components/form-field.tsx';
import { PostPictures } from '@client/components/post-pictures.tsx';
import { call } from '@client/lib/api-client.ts';
import { heldOf, postBodyOf, useRefreshCommunity } from '@client/lib/community.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { type ReplyInput, ReplyInputSchema } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';

/** The reply form under a thread, with pictures; a reply held for review says so in the form's alert. */
export function ReplyForm({ threadId, programId }: { threadId: string; programId: string }) {
  const refresh = useRefreshCommunity();
  const form = useContractForm({
    schema: ReplyInputSchema,
    input: (element): ReplyInput => ({ body: postBodyOf(new FormData(element)) }),
    submit: async (input) => {
      try {
        await call(endpoints.communityReply, { params: { id: threadId }, body: input });
        await refresh();
        return 'Your reply is posted.';
      } catch (error) {
        const held = heldOf(error);
        if (!held) throw error;
        await refresh();
        return `${MESSAGES.community.held} (${MESSAGES.community.waitingForReview(held.reason)})`;
      }
    },
    resetOnSuccess: true,
  });
  return (
    <section className="card card-body" aria-labelledby="reply-title">
      <h2 id="reply-title" className="h5">
        Your reply
      </h2>
      <form {...form.props} noValidate>
        <TextAreaField id="reply-body" {...form.field('body')} label="Your text" rows={4} required />
        <PostPictures programId={programId} />
        <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
          Post reply
        </BusyButton>
        <FormFeedback feedback={form.feedback} className="mt-3" />
      </form>
    </section>
  );
}
