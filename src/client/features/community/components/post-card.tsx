import { BusyButton } from '@client/components/busy-button.tsx';
import { HtmlContent } from '@client/components/html-content.tsx';
import { formatDateTime } from '@client/lib/format.ts';
import type { Post, ThreadDetail } from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useState } from 'react';
import { EditPostForm } from './edit-post-form.tsx';
import { usePostActions } from './use-post-actions.ts';

const BADGES = { instructor: 'Instructor', admin: 'Admin' } as const;

/** One post: author, time, text, and what the viewer may do with it. */
export function PostCard({
  post,
  thread,
  mayAccept,
}: {
  post: Post;
  thread: ThreadDetail;
  mayAccept: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const opening = post._id === thread.opening._id;
  return (
    <article
      className={`card mb-3 ${post.accepted ? 'border-success' : ''}`}
      aria-label={`${opening ? 'Question' : 'Reply'} by ${post.author_name}`}
    >
      <div className="card-body">
        <p className="small text-body-secondary mb-2">
          <span className="fw-semibold text-body">{post.author_name}</span>
          {post.author_badge ? (
            <span className="badge text-bg-primary ms-2">{BADGES[post.author_badge]}</span>
          ) : null}
          {post.accepted ? <span className="badge text-bg-success ms-2">Accepted answer</span> : null} ·{' '}
          {formatDateTime(post.created_at)} IST{post.edited_at ? ' · edited' : ''}
        </p>
        {post.status === 'held' && post.held_reason ? (
          <p className="alert alert-warning py-2 small" role="status">
            {MESSAGES.community.waitingForReview(post.held_reason)}
          </p>
        ) : null}
        {editing ? (
          <EditPostForm
            post={post}
            title={opening ? thread.title : undefined}
            programId={thread.program_id}
            onDone={() => setEditing(false)}
          />
        ) : (
          <HtmlContent html={post.body_html} />
        )}
        {editing ? null : (
          <PostActions
            post={post}
            thread={thread}
            mayAccept={mayAccept && !opening}
            onEdit={() => setEditing(true)}
          />
        )}
      </div>
    </article>
  );
}

function PostActions({
  post,
  thread,
  mayAccept,
  onEdit,
}: {
  post: Post;
  thread: ThreadDetail;
  mayAccept: boolean;
  onEdit: () => void;
}) {
  const { busy, vote, accept, report, remove } = usePostActions(post, thread);
  const published = post.status === 'published';
  return (
    <div className="d-flex flex-wrap gap-2 mt-2">
      {published ? (
        <BusyButton
          type="button"
          busy={busy === 'vote'}
          className={`btn btn-sm ${post.voted ? 'btn-teal' : 'btn-outline-teal'}`}
          aria-pressed={post.voted}
          onClick={() => void vote()}
        >
          Upvote · {post.score}
        </BusyButton>
      ) : null}
      {mayAccept && post.author_badge && !post.accepted && published ? (
        <BusyButton
          type="button"
          busy={busy === 'accept'}
          className="btn btn-sm btn-outline-success"
          onClick={() => void accept()}
        >
          Accept answer
        </BusyButton>
      ) : null}
      {post.mine ? (
        <>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onEdit}>
            Edit
          </button>
          <BusyButton
            type="button"
            busy={busy === 'delete'}
            className="btn btn-sm btn-outline-danger"
            onClick={() => void remove()}
          >
            Delete
          </BusyButton>
        </>
      ) : null}
      {!post.mine && published ? (
        <BusyButton
          type="button"
          busy={busy === 'report'}
          className="btn btn-sm btn-outline-danger"
          onClick={() => void report()}
        >
          Report
        </BusyButton>
      ) : null}
    </div>
  );
}
