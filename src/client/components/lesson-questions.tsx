import { ApiError } from '@client/lib/api-client.ts';
import { useRefreshCommunity, useThreadPage } from '@client/lib/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { CommunityNotice } from './community-notice.tsx';
import { QueryStates } from './query-states.tsx';
import { ThreadForm } from './thread-form.tsx';
import { ThreadList } from './thread-list.tsx';

/**
 * A lesson's "Questions" (docs/product.md §22.2): the threads asked under it, and "Ask a question",
 * which opens a thread tied to the lesson in the program's space.
 */
export function LessonQuestions({ programId, lessonId }: { programId: string; lessonId: string }) {
  const questions = useThreadPage(programId, { lesson: lessonId });
  const refresh = useRefreshCommunity();
  const [asking, setAsking] = useState(false);
  // Outside the program's community (a preview, a lapsed subscription) the section is not shown.
  if (questions.error instanceof ApiError && questions.error.status < 500) return null;
  return (
    <section className="mt-5" aria-labelledby="lesson-questions">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="lesson-questions" className="h4 mb-0">
          Questions
        </h2>
        <button
          type="button"
          className="btn btn-outline-teal"
          aria-expanded={asking}
          onClick={() => setAsking(!asking)}
        >
          Ask a question
        </button>
      </div>
      {asking ? (
        <div className="card card-body mb-3">
          <CommunityNotice />
          <ThreadForm
            programId={programId}
            lessonId={lessonId}
            submitLabel="Post question"
            onPosted={(thread) => {
              void refresh();
              // A held question keeps the form open, with "waiting for review" in its alert.
              if (thread) setAsking(false);
            }}
          />
        </div>
      ) : null}
      <QueryStates
        query={questions}
        isEmpty={(page) => page.threads.length === 0}
        empty={<p className="text-body-secondary">{MESSAGES.community.emptyQuestions}</p>}
      >
        {(page) => <ThreadList threads={page.threads} />}
      </QueryStates>
      <Link to={pagePath('community', { programId })} className="small">
        Go to the program's community
      </Link>
    </section>
  );
}
