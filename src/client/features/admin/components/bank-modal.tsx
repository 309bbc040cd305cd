import { FormField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { BankCreateSchema } from '@contract/quiz.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import { useAddBank } from '../api/add-bank.ts';
import { actionFailureText } from '../utils/failure-text.ts';

/** Add a question bank: its title only; questions are added on the bank's page. */
export function BankModal({ onClose }: { onClose: () => void }) {
  const fieldId = useId();
  const addBank = useAddBank();
  const form = useContractForm({
    schema: BankCreateSchema,
    submit: async (input) => {
      await addBank.mutateAsync(input);
      flushSync(onClose);
      void showSuccess('Success!', MESSAGES.bankAdmin.bankAdded);
    },
    onError: (error) => void showError(actionFailureText(MESSAGES.bankAdmin.bankAddFailed, error)),
  });

  return (
    <ModalForm title="Add Bank" onClose={onClose} form={form}>
      <FormField
        id={`${fieldId}-title`}
        label="Title"
        {...form.field('title')}
        maxLength={LIMITS.title}
        autoComplete="off"
      />
    </ModalForm>
  );
}
