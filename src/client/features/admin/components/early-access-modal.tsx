import { FormField } from '@client/components/form-field.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { type AdminModule, EarlyAccessSchema } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useGrantEarlyAccess } from '../api/grant-early-access.ts';
import { useRevokeEarlyAccess } from '../api/revoke-early-access.ts';
import { useLearnerSearch } from '../api/search-learners.ts';
import { useListControls } from '../hooks/use-list-controls.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { AdminModal } from './admin-modal.tsx';
import { type Learner, LearnerChoices, learnerSearchStatus } from './learner-choices.tsx';
import { ModalFormFooter } from './modal-form-footer.tsx';

/** Give the chosen learner early access (the form's submit), or withdraw it; either closes the dialog. */
function useEarlyAccessActions(
  module: Pick<AdminModule, '_id' | 'title'>,
  learner: Learner | null,
  onClose: () => void,
) {
  const grant = useGrantEarlyAccess();
  const revoke = useRevokeEarlyAccess();
  const form = useContractForm({
    schema: EarlyAccessSchema,
    input: () =>
      learner ? { user_id: learner._id } : refuse({ user_id: MESSAGES.certificates.chooseLearner }),
    submit: async ({ user_id }) => {
      await grant.mutateAsync({ moduleId: module._id, userId: user_id });
      flushSync(onClose);
      void showSuccess('Success!', MESSAGES.courses.earlyAccessGranted(learner?.name ?? '', module.title));
    },
    onError: (error) => void showError(actionFailureText(MESSAGES.courses.earlyAccessGrantFailed, error)),
  });
  function withdraw() {
    if (!learner) return;
    revoke.mutate(
      { moduleId: module._id, userId: learner._id },
      {
        onSuccess: () => {
          flushSync(onClose);
          void showSuccess('Success!', MESSAGES.courses.earlyAccessRemoved);
        },
        onError: (error) =>
          void showError(actionFailureText(MESSAGES.courses.earlyAccessRevokeFailed, error)),
      },
    );
  }
  return { form, withdraw, withdrawing: revoke.isPending };
}

/**
 * docs/product.md §11.3: opens a dripped module for one learner now (early access), or withdraws
 * it. The learner is found by name or e-mail, as when issuing a certificate; they still need an
 * active subscription, which the server checks.
 */
export function EarlyAccessModal({
  module,
  onClose,
}: {
  module: Pick<AdminModule, '_id' | 'title'>;
  onClose: () => void;
}) {
  const fieldId = useId();
  const id = (field: string) => `${fieldId}-${field}`;
  const search = useListControls();
  const q = search.params.q;
  const learners = useLearnerSearch(q);
  const [learner, setLearner] = useState<Learner | null>(null);
  const { form, withdraw, withdrawing } = useEarlyAccessActions(module, learner, onClose);
  const found = q && learners.data ? learners.data.items : [];
  const options = learner && !found.some((row) => row._id === learner._id) ? [learner, ...found] : found;
  return (
    <AdminModal
      title={`Early access: ${module.title}`}
      onClose={onClose}
      form={form}
      footer={<ModalFormFooter busy={form.pending} onCancel={onClose} submitLabel="Give early access" />}
    >
      <FormField
        id={id('search')}
        name="user_id"
        label="Search learners"
        type="search"
        hint="Type part of a name or e-mail, then choose the learner below."
        value={search.search}
        onChange={(event) => search.setSearch(event.target.value)}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
      />
      <LearnerChoices
        id={id}
        options={options}
        chosen={learner}
        onChoose={(row) => {
          setLearner(row);
          form.clearError('user_id');
        }}
        status={learnerSearchStatus(q, learners)}
        error={form.errors.user_id}
      />
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={withdraw}
        disabled={!learner || withdrawing}
      >
        Withdraw early access
      </button>
    </AdminModal>
  );
}
