import { MESSAGES } from '@contract/messages.ts';

/**
 * The fixed notice on every community space and lesson's questions (docs/product.md §22.4):
 * education only, no recommendations, how to report.
 */
export function CommunityNotice() {
  const notice = MESSAGES.community.notice;
  return (
    <aside className="alert alert-info" aria-labelledby="community-notice-title">
      <h2 id="community-notice-title" className="h6 fw-bold mb-1">
        {notice.title}
      </h2>
      <p className="mb-1">{notice.education}</p>
      <p className="mb-1">{notice.noAdvice}</p>
      <p className="mb-0">{notice.report}</p>
    </aside>
  );
}
