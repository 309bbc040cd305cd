import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { HtmlContent } from '@client/components/html-content.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { confirmDelete, promptText, showError, showSuccess } from '@client/lib/alerts.ts';
import { call, errorMessage } from '@client/lib/api-client.ts';
import { useModerationQueue, useModerationWords, useRefreshCommunity } from '@client/lib/community.ts';
import { formatDateTime } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import {
  COMMUNITY_LIMITS,
  type ModerationAction,
  ModerationWordInputSchema,
  type QueueItem,
} from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';

const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  hide: 'Hide',
  delete: 'Delete',
};

/**
 * /admin/moderation (docs/product.md §22.4): the review queue of held and reported posts (every
 * space for an admin, their programs' for an instructor) with approve, hide or delete and a note,
 * muting a member, and, for admins, the words added to the rule set.
 */
export function ModerationPage() {
  useDocumentTitle('Moderation');
  const session = useCurrentUser();
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  const queue = useModerationQueue();
  return (
    <>
      <h1 className="h3 mb-4">Moderation</h1>
      <h2 className="h5">Review queue</h2>
      <QueryStates
        query={queue}
        isEmpty={(items) => items.length === 0}
        empty={<p className="text-body-secondary">{MESSAGES.community.emptyQueue}</p>}
      >
        {(items) => (
          <ul className="list-unstyled">
            {items.map((item) => (
              <QueueEntry key={item.post_id} item={item} />
            ))}
          </ul>
        )}
      </QueryStates>
      {isAdmin ? <ModerationWords /> : null}
    </>
  );
}

/** Approve, hide or delete the post with the note, or mute its author; `busy` names the action under way. */
function useQueueActions(item: QueueItem, note: string) {
  const refresh = useRefreshCommunity();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(name: string, action: () => Promise<{ message: string }>) {
    setBusy(name);
    try {
      const answer = await action();
      await refresh();
      await showSuccess(answer.message);
    } catch (error) {
      await showError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    async decide(action: ModerationAction) {
      if (action === 'delete' && !(await confirmDelete(MESSAGES.community.deleteConfirm))) return;
      await run(action, () =>
        call(endpoints.adminModerationDecide, { params: { postId: item.post_id }, body: { action, note } }),
      );
    },
    async mute() {
      const authorId = item.author_id;
      if (!authorId) return;
      const days = await promptText({
        title: `Mute ${item.author_name}`,
        label: `For how many days (1 to ${COMMUNITY_LIMITS.muteDaysMax})?`,
        confirmText: 'Mute',
        requiredText: 'Give a number of days.',
        maxLength: 3,
        destructive: true,
      });
      if (days === null) return;
      await run('mute', () =>
        call(endpoints.adminModerationMute, {
          body: { user_id: authorId, days: Number(days), reason: note },
        }),
      );
    },
  };
}

function QueueEntry({ item }: { item: QueueItem }) {
  const id = useId();
  const [note, setNote] = useState('');
  const { busy, decide, mute } = useQueueActions(item, note);
  return (
    <li className="card mb-3">
      <div className="card-body">
        <p className="small text-body-secondary mb-1">
          {item.program_title} ·{' '}
          <Link to={pagePath('communityThread', { id: item.thread_id })}>{item.thread_title}</Link>
        </p>
        <p className="mb-2">
          <span className="fw-semibold">{item.author_name}</span> · {formatDateTime(item.created_at)} IST ·{' '}
          {item.status === 'held' ? (
            <span className="badge text-bg-warning">Held: {item.held_reason}</span>
          ) : (
            <span className="badge text-bg-danger">Reported</span>
          )}
        </p>
        <div className="border rounded p-2 mb-2">
          <HtmlContent html={item.body_html} />
        </div>
        {item.reports.length > 0 ? (
          <ul className="small mb-2">
            {item.reports.map((report) => (
              <li key={`${report.reporter_name}-${report.created_at}`}>
                {report.reporter_name}: {report.reason}
              </li>
            ))}
          </ul>
        ) : null}
        <TextAreaField
          id={`${id}-note`}
          label="Note (kept in the audit log)"
          rows={2}
          maxLength={LIMITS.communityReason}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="d-flex flex-wrap gap-2">
          {(['approve', 'hide', 'delete'] as const).map((action) => (
            <BusyButton
              key={action}
              type="button"
              busy={busy === action}
              disabled={busy !== null}
              className={`btn btn-sm ${action === 'approve' ? 'btn-teal' : action === 'hide' ? 'btn-outline-secondary' : 'btn-outline-danger'}`}
              onClick={() => void decide(action)}
            >
              {ACTION_LABELS[action]}
            </BusyButton>
          ))}
          {item.author_id ? (
            <BusyButton
              type="button"
              busy={busy === 'mute'}
              disabled={busy !== null}
              className="btn btn-sm btn-outline-danger"
              onClick={() => void mute()}
            >
              Mute author
            </BusyButton>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function ModerationWords() {
  const words = useModerationWords(true);
  const refresh = useRefreshCommunity();

  async function remove(id: string) {
    if (!(await confirmDelete())) return;
    try {
      await call(endpoints.adminModerationWordDelete, { params: { id } });
      await refresh();
    } catch (failure) {
      await showError(errorMessage(failure));
    }
  }

  return (
    <section className="mt-5" aria-labelledby="moderation-words">
      <h2 id="moderation-words" className="h5">
        Words held for review
      </h2>
      <p className="small text-body-secondary">
        Posts containing these words are held, besides the built-in rules.
      </p>
      <AddWordForm onAdded={() => void refresh()} />
      <QueryStates query={words} isEmpty={(list) => list.length === 0} empty={null}>
        {(list) => (
          <ul className="list-inline">
            {list.map((word) => (
              <li key={word._id} className="list-inline-item border rounded px-2 py-1 mb-2">
                {word.word}{' '}
                <button
                  type="button"
                  className="btn btn-sm btn-link p-0 ms-1"
                  aria-label={`Remove ${word.word}`}
                  onClick={() => void remove(word._id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

function AddWordForm({ onAdded }: { onAdded: () => void }) {
  const form = useContractForm({
    schema: ModerationWordInputSchema,
    submit: async (input) => {
      await call(endpoints.adminModerationWordAdd, { body: input });
      onAdded();
      return undefined;
    },
    resetOnSuccess: true,
  });
  return (
    <form {...form.props} className="d-flex flex-wrap gap-2 align-items-start mb-3" noValidate>
      <FormField id="moderation-word" {...form.field('word')} label="Word" maxLength={LIMITS.communityWord} />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal mt-4">
        Add word
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="w-100" />
    </form>
  );
}
