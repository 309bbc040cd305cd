import { CommunityNotice } from '@client/components/community-notice.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { useThread } from '@client/lib/community.ts';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { ThreadDetail } from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { Link, Navigate, useParams } from 'react-router';
import { ModeratorControls } from './components/moderator-controls.tsx';
import { PostCard } from './components/post-card.tsx';
import { ReplyForm } from './components/reply-form.tsx';

/**
 * /community/thread/:id (docs/product.md §22.1, §22.2): the thread, its replies with the accepted
 * answer first, votes, reports, editing one's own posts, and the reply form.
 */
export function CommunityThreadPage() {
  useDocumentTitle('Community thread');
  const token = useToken();
  const { id = '' } = useParams();
  if (token === null) return <Navigate to={CLIENT_ROUTES.login} replace />;
  return (
    <div className="container py-5">
      <Thread threadId={id} />
    </div>
  );
}

function Thread({ threadId }: { threadId: string }) {
  const thread = useThread(threadId);
  if (thread.isPending) return <PageLoading />;
  if (thread.isError) {
    if (thread.error instanceof ApiError && [403, 404].includes(thread.error.status)) {
      return (
        <>
          <h1 className="section-title mb-3">Community</h1>
          <p role="alert">{thread.error.message}</p>
        </>
      );
    }
    return <LoadError retrying={thread.isFetching} onRetry={() => void thread.refetch()} />;
  }
  return <ThreadView thread={thread.data} />;
}

export function ThreadView({ thread }: { thread: ThreadDetail }) {
  const mayAccept = thread.can_moderate || thread.opening.mine;
  return (
    <>
      <p className="small mb-1">
        <Link to={pagePath('community', { programId: thread.program_id })}>
          {thread.program_title} community
        </Link>
      </p>
      <h1 className="h2 mb-2 text-break">{thread.title}</h1>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {thread.pinned ? <span className="badge text-bg-warning">Pinned</span> : null}
        {thread.answered ? <span className="badge text-bg-success">Answered</span> : null}
        {thread.locked ? <span className="badge text-bg-secondary">Locked</span> : null}
        {thread.closed ? <span className="badge text-bg-secondary">Closed</span> : null}
      </div>
      {thread.can_moderate ? <ModeratorControls thread={thread} /> : null}
      <PostCard post={thread.opening} thread={thread} mayAccept={false} />
      <h2 className="h5 mt-4 mb-3">
        {thread.replies.length} {thread.replies.length === 1 ? 'reply' : 'replies'}
      </h2>
      {thread.replies.map((reply) => (
        <PostCard key={reply._id} post={reply} thread={thread} mayAccept={mayAccept} />
      ))}
      {thread.can_reply ? (
        <ReplyForm threadId={thread._id} programId={thread.program_id} />
      ) : (
        <p className="text-body-secondary">
          {thread.opening.status === 'held' ? MESSAGES.community.held : MESSAGES.community.locked}
        </p>
      )}
      <div className="mt-4">
        <CommunityNotice />
      </div>
    </>
  );
}
