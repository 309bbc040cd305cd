import { BusyButton } from '@client/components/busy-button.tsx';
import { HtmlContent } from '@client/components/html-content.tsx';
import { confirmDelete, promptText, showError, showSuccess } from '@client/lib/alerts.ts';
import { call, errorMessage } from '@client/lib/api-client.ts';
import { useRefreshCommunity } from '@client/lib/community.ts';
import { formatDateTime } from '@client/lib/format.ts';
import type { Post, ThreadDetail } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EditPostForm } from './edit-post-form.tsx';

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
  const refresh = useRefreshCommunity();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const opening = post._id === thread.opening._id;

  async function act(name: string, action: () => Promise<unknown>) {
    setBusy(name);
    try {
      await action();
      await refresh();
    } catch (error) {
      await showError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  const vote = () =>
    act('vote', () =>
      call(endpoints.communityPostVote, { params: { id: post._id }, body: { up: !post.voted } }),
    );
  const accept = () => act('accept', () => call(endpoints.communityPostAccept, { params: { id: post._id } }));
  const report = async () => {
    const reason = await promptText({
      title: 'Report this post',
      label: 'Why should a moderator look at it?',
      confirmText: 'Report',
      requiredText: 'Say why you report it.',
      maxLength: LIMITS.communityReason,
    });
    if (reason === null) return;
    await act('report', async () => {
      const answer = await call(endpoints.communityPostReport, {
        params: { id: post._id },
        body: { reason },
      });
      await showSuccess(answer.message);
    });
  };
  const remove = async () => {
    if (!(await confirmDelete(MESSAGES.community.deleteConfirm))) return;
    await act('delete', async () => {
      await call(endpoints.communityPostDelete, { params: { id: post._id } });
      if (opening) navigate(pagePath('community', { programId: thread.program_id }));
    });
  };

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
            onDone={() => setEditing(false)}
          />
        ) : (
          <HtmlContent html={post.body_html} />
        )}
        <div className="d-flex flex-wrap gap-2 mt-2">
          {post.status === 'published' ? (
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
          {mayAccept && !opening && post.author_badge && !post.accepted && post.status === 'published' ? (
            <BusyButton
              type="button"
              busy={busy === 'accept'}
              className="btn btn-sm btn-outline-success"
              onClick={() => void accept()}
            >
              Accept answer
            </BusyButton>
          ) : null}
          {post.mine && !editing ? (
            <>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setEditing(true)}
              >
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
          {!post.mine && post.status === 'published' ? (
            <BusyButton
              type="button"
              busy={busy === 'report'}
              className="btn btn-sm btn-link text-danger"
              onClick={() => void report()}
            >
              Report
            </BusyButton>
          ) : null}
        </div>
      </div>
    </article>
  );
}
