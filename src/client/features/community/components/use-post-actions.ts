import { confirmDelete, promptText, showError, showSuccess } from '@client/lib/alerts.ts';
import { call, errorMessage } from '@client/lib/api-client.ts';
import { useRefreshCommunity } from '@client/lib/community.ts';
import type { Post, ThreadDetail } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** Vote, accept, report and delete on one post; `busy` names the action under way. */
export function usePostActions(post: Post, thread: ThreadDetail) {
  const refresh = useRefreshCommunity();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

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

  return {
    busy,
    // The button sends the opposite of the member's vote: a repeated click cannot count twice.
    vote: () =>
      act('vote', () =>
        call(endpoints.communityPostVote, { params: { id: post._id }, body: { up: !post.voted } }),
      ),
    accept: () => act('accept', () => call(endpoints.communityPostAccept, { params: { id: post._id } })),
    async report() {
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
    },
    async remove() {
      if (!(await confirmDelete(MESSAGES.community.deleteConfirm))) return;
      await act('delete', async () => {
        await call(endpoints.communityPostDelete, { params: { id: post._id } });
        if (post._id === thread.opening._id)
          navigate(pagePath('community', { programId: thread.program_id }));
      });
    },
  };
}
