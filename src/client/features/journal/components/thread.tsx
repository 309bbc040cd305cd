import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { TextAreaField } from '@client/components/form-field.tsx';
import { formatDateTime } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import {
  JOURNAL_LIMITS,
  type JournalComment,
  JournalCommentInputSchema,
  type JournalTrade,
} from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useState } from 'react';
import { usePostComment } from '../api/journal.ts';

/**
 * The trade's thread with the mentor (docs/product.md §23.2): comments in the order posted, each
 * with its replies under it; either side replies to any comment.
 */
export function Thread({ trade }: { trade: JournalTrade }) {
  const [replyTo, setReplyTo] = useState<JournalComment | null>(null);
  const roots = trade.thread.filter((comment) => comment.parent_id === null);
  return (
    <section className="card mb-4" aria-labelledby="thread-heading">
      <div className="card-body">
        <h2 id="thread-heading" className="h5">
          Mentor thread
        </h2>
        {roots.length === 0 ? <p className="small text-body-secondary">No comments yet.</p> : null}
        <ul className="list-unstyled mb-3">
          {roots.map((comment) => (
            <CommentItem key={comment._id} comment={comment} all={trade.thread} onReply={setReplyTo} />
          ))}
        </ul>
        <CommentForm trade={trade} replyTo={replyTo} onDone={() => setReplyTo(null)} />
      </div>
    </section>
  );
}

function CommentItem({
  comment,
  all,
  onReply,
}: {
  comment: JournalComment;
  all: readonly JournalComment[];
  onReply: (comment: JournalComment) => void;
}) {
  const replies = all.filter((reply) => reply.parent_id === comment._id);
  return (
    <li className="border-start border-3 ps-3 mb-3">
      <p className="small mb-1">
        <span className="fw-semibold">{comment.author_name}</span>
        {comment.by_mentor ? <span className="badge text-bg-secondary ms-2">Mentor</span> : null}
        <span className="text-body-secondary ms-2">{formatDateTime(comment.created_on)}</span>
      </p>
      <p className="mb-1 journal-text">{comment.body}</p>
      <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onReply(comment)}>
        Reply<span className="visually-hidden"> to {comment.author_name}</span>
      </button>
      {replies.length > 0 ? (
        <ul className="list-unstyled mt-2">
          {replies.map((reply) => (
            <CommentItem key={reply._id} comment={reply} all={all} onReply={onReply} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function CommentForm({
  trade,
  replyTo,
  onDone,
}: {
  trade: JournalTrade;
  replyTo: JournalComment | null;
  onDone: () => void;
}) {
  const post = usePostComment(trade._id);
  const form = useContractForm({
    schema: JournalCommentInputSchema,
    input: (element) => ({
      body: String(new FormData(element).get('body') ?? ''),
      parent_id: replyTo?._id ?? null,
    }),
    submit: async (input) => {
      await post.mutateAsync(input);
      onDone();
      return MESSAGES.journal.commentPosted;
    },
    resetOnSuccess: true,
  });
  return (
    <form
      {...form.props}
      aria-label={replyTo ? `Reply to ${replyTo.author_name}` : 'Add a comment'}
      noValidate
    >
      {replyTo ? (
        <p className="small mb-2">
          Replying to {replyTo.author_name}.{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onDone}>
            Cancel reply
          </button>
        </p>
      ) : null}
      <TextAreaField
        id="comment-body"
        {...form.field('body')}
        label={replyTo ? 'Your reply' : 'Your comment'}
        rows={3}
        maxLength={JOURNAL_LIMITS.comment}
        required
      />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        {replyTo ? 'Post reply' : 'Post comment'}
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}
