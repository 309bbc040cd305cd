import { FormField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { type AdminModule, ModuleCreateSchema, ModuleUpdateSchema } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { COURSE_LIMITS, LIMITS } from '@contract/vocabulary.ts';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import { useAddModule } from '../api/add-module.ts';
import { useEditModule } from '../api/edit-module.ts';
import { actionFailureText } from '../utils/failure-text.ts';

/**
 * Add (no `module`) or edit a module of a program: its title, and how many days after a learner's
 * subscription is approved it opens (0: at once), checked with the contract's module schemas.
 */
export function ModuleModal({
  programId,
  module,
  onClose,
}: {
  programId: string;
  module?: AdminModule;
  onClose: () => void;
}) {
  const fieldId = useId();
  const addModule = useAddModule(programId);
  const editModule = useEditModule(programId);
  // The schema the server checks this request with: an edit's, or a new module's (the form always
  // sends both fields, so the two agree on what they accept from it).
  const schema = (module ? ModuleUpdateSchema : ModuleCreateSchema) as typeof ModuleCreateSchema;
  const form = useContractForm({
    schema,
    input: (element) => {
      const days = String(new FormData(element).get('release_after_days') ?? '').trim();
      // An empty field means 0; anything else is checked as typed.
      return {
        title: String(new FormData(element).get('title') ?? ''),
        release_after_days: days === '' ? 0 : Number(days),
      };
    },
    submit: async (input) => {
      if (module) await editModule.mutateAsync({ id: module._id, input });
      else await addModule.mutateAsync({ programId, input });
      flushSync(onClose);
      void showSuccess('Success!', module ? MESSAGES.admin.moduleUpdated : MESSAGES.courses.moduleAdded);
    },
    onError: (error) =>
      void showError(
        actionFailureText(module ? MESSAGES.admin.moduleEditFailed : MESSAGES.admin.moduleAddFailed, error),
      ),
  });

  return (
    <ModalForm title={module ? 'Edit Module' : 'Add Module'} onClose={onClose} form={form}>
      <FormField
        id={`${fieldId}-title`}
        label="Title"
        {...form.field('title')}
        defaultValue={module?.title ?? ''}
        maxLength={LIMITS.title}
        autoComplete="off"
      />
      <FormField
        id={`${fieldId}-days`}
        label="Release after (days)"
        type="number"
        inputMode="numeric"
        min={0}
        max={COURSE_LIMITS.releaseAfterDays}
        step={1}
        {...form.field('release_after_days')}
        defaultValue={String(module?.release_after_days ?? 0)}
        hint="Days after the learner's subscription is approved; 0 opens the module at once."
      />
    </ModalForm>
  );
}
