import { FormField } from '@client/components/form-field.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { type FormEvent, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAddBank } from '../api/add-bank.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { AdminModal } from './admin-modal.tsx';
import { ModalFormFooter } from './modal-form-footer.tsx';

/** Add a question bank: its title only; questions are added on the bank's page. */
export function BankModal({ onClose }: { onClose: () => void }) {
  const fieldId = useId();
  const [title, setTitle] = useState('');
  const addBank = useAddBank();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addBank.isPending) return;
    addBank.mutate(
      { title },
      {
        onSuccess: () => {
          flushSync(onClose);
          void showSuccess('Success!', MESSAGES.bankAdmin.bankAdded);
        },
        onError: (error) => void showError(actionFailureText(MESSAGES.bankAdmin.bankAddFailed, error)),
      },
    );
  }

  return (
    <AdminModal
      title="Add Bank"
      onClose={onClose}
      onSubmit={handleSubmit}
      busy={addBank.isPending}
      footer={<ModalFormFooter busy={addBank.isPending} onCancel={onClose} />}
    >
      <FormField
        id={`${fieldId}-title`}
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={LIMITS.title}
        autoComplete="off"
      />
    </AdminModal>
  );
}
