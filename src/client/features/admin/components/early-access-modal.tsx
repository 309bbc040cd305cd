import { ModalForm } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { type AdminModule, EarlyAccessSchema } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useGrantEarlyAccess } from '../api/grant-early-access.ts';
import { useRevokeEarlyAccess } from '../api/revoke-early-access.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { type Learner, LearnerPicker } from './learner-choices.tsx';

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
  const [learner, setLearner] = useState<Learner | null>(null);
  const { form, withdraw, withdrawing } = useEarlyAccessActions(module, learner, onClose);
  return (
    <ModalForm
      title={`Early access: ${module.title}`}
      onClose={onClose}
      form={form}
      submitLabel="Give early access"
    >
      <LearnerPicker id={id} form={form} chosen={learner} onChoose={setLearner} />
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={withdraw}
        disabled={!learner || withdrawing}
      >
        Withdraw early access
      </button>
    </ModalForm>
  );
}
