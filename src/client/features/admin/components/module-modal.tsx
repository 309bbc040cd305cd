import { FormField } from '@client/components/form-field.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import type { AdminModule } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { COURSE_LIMITS, LIMITS } from '@contract/vocabulary.ts';
import { type FormEvent, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAddModule } from '../api/add-module.ts';
import { useEditModule } from '../api/edit-module.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { AdminModal } from './admin-modal.tsx';
import { ModalFormFooter } from './modal-form-footer.tsx';

/**
 * Add (no `module`) or edit a module of a program: its title, and how many days after a learner's
 * subscription is approved it opens (0: at once). The server checks both and answers with the reason.
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
  const [title, setTitle] = useState(module?.title ?? '');
  const [days, setDays] = useState(String(module?.release_after_days ?? 0));
  const addModule = useAddModule(programId);
  const editModule = useEditModule(programId);
  const busy = addModule.isPending || editModule.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // An empty field means 0; anything else is sent as typed, for the server to judge.
    const input = { title, release_after_days: days.trim() === '' ? 0 : Number(days) };
    const done = (text: string) => {
      flushSync(onClose);
      void showSuccess('Success!', text);
    };
    if (module) {
      editModule.mutate(
        { id: module._id, input },
        {
          onSuccess: () => done(MESSAGES.admin.moduleUpdated),
          onError: (error) => void showError(actionFailureText(MESSAGES.admin.moduleEditFailed, error)),
        },
      );
    } else {
      addModule.mutate(
        { programId, input },
        {
          onSuccess: () => done(MESSAGES.courses.moduleAdded),
          onError: (error) => void showError(actionFailureText(MESSAGES.admin.moduleAddFailed, error)),
        },
      );
    }
  }

  return (
    <AdminModal
      title={module ? 'Edit Module' : 'Add Module'}
      onClose={onClose}
      onSubmit={handleSubmit}
      busy={busy}
      footer={<ModalFormFooter busy={busy} onCancel={onClose} />}
    >
      <FormField
        id={`${fieldId}-title`}
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
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
        value={days}
        onChange={(event) => setDays(event.target.value)}
        hint="Days after the learner's subscription is approved; 0 opens the module at once."
      />
    </AdminModal>
  );
}
