import { formatDateTime } from '@client/lib/format.ts';
import type { ThreadSummary } from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { Link } from 'react-router';

/** A space's or a lesson's threads: title, author, replies, votes, and how each stands. */
export function ThreadList({ threads }: { threads: readonly ThreadSummary[] }) {
  return (
    <ul className="list-unstyled mb-3">
      {threads.map((thread) => (
        <li key={thread._id} className="border rounded p-3 mb-2">
          <div className="d-flex flex-wrap gap-2 align-items-baseline">
            {thread.pinned ? <span className="badge text-bg-warning">Pinned</span> : null}
            {thread.answered ? <span className="badge text-bg-success">Answered</span> : null}
            {thread.locked || thread.closed ? (
              <span className="badge text-bg-secondary">{thread.closed ? 'Closed' : 'Locked'}</span>
            ) : null}
            <Link to={pagePath('communityThread', { id: thread._id })} className="fw-semibold text-break">
              {thread.title}
            </Link>
          </div>
          <p className="small text-body-secondary mb-0">
            {thread.author_name} · {formatDateTime(thread.created_at)} IST · {thread.reply_count}{' '}
            {thread.reply_count === 1 ? 'reply' : 'replies'} · {thread.score}{' '}
            {thread.score === 1 ? 'vote' : 'votes'}
          </p>
          {thread.status === 'held' && thread.held_reason ? (
            <p className="small text-warning-emphasis mb-0">
              {MESSAGES.community.waitingForReview(thread.held_reason)}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
