import { SelectField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { type AdminCertificate, CertificateIssueSchema } from '@contract/certificate.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { programChoicesNote, useProgramChoices } from '../api/get-program-choices.ts';
import { useIssueCertificate } from '../api/issue-certificate.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { type Learner, LearnerPicker } from './learner-choices.tsx';

/**
 * The form that issues the certificate: a learner and a program must be chosen; issued, the dialog
 * closes before the alert, and `onIssued` hears of the new certificate.
 */
function useIssueForm(
  learner: Learner | null,
  onClose: () => void,
  onIssued: ((certificate: AdminCertificate) => void) | undefined,
) {
  const issue = useIssueCertificate();
  return useContractForm({
    schema: CertificateIssueSchema,
    input: (element) => {
      const programId = String(new FormData(element).get('program_id') ?? '');
      if (!learner || !programId) {
        return refuse({
          user_id: learner ? undefined : MESSAGES.certificates.chooseLearner,
          program_id: programId ? undefined : MESSAGES.certificates.chooseProgram,
        });
      }
      return { user_id: learner._id, program_id: programId };
    },
    submit: async (input) => {
      const issued = await issue.mutateAsync(input);
      // Close first, so focus is back on the opener when the alert opens (and returns to it after).
      flushSync(onClose);
      onIssued?.(issued);
      void showSuccess('Issued!', `Certificate ${issued._id} has been issued to ${issued.name}.`);
    },
    onError: (error) => void showError(actionFailureText(MESSAGES.certificates.issueFailed, error)),
  });
}

/**
 * docs/product.md §12.3: an admin issues a certificate by hand (no eligibility check, ADR 027). The learner
 * is found by a search of name or e-mail (after typing pauses, the first few matches as radio
 * buttons), the program picked from a select. A 409 (already holds one) or 404 shows the server's
 * reason, and the form stays open.
 */
export function IssueCertificateModal({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  /** After the alert's opener has focus again: e.g. show the list's first page, where the new one is. */
  onIssued?: (certificate: AdminCertificate) => void;
}) {
  const fieldId = useId();
  const programs = useProgramChoices();
  const [learner, setLearner] = useState<Learner | null>(null);
  const form = useIssueForm(learner, onClose, onIssued);

  const id = (field: string) => `${fieldId}-${field}`;

  const programItems = programs.data?.items ?? [];

  return (
    <ModalForm title="Issue Certificate" onClose={onClose} form={form} submitLabel="Issue">
      <LearnerPicker id={id} form={form} chosen={learner} onChoose={setLearner} />
      <SelectField
        id={id('program')}
        label="Program"
        hint={programChoicesNote(programs)}
        {...form.field('program_id')}
        defaultValue=""
      >
        <option value="" disabled>
          Select Program
        </option>
        {programItems.map((program) => (
          <option key={program._id} value={program._id}>
            {program.title}
          </option>
        ))}
      </SelectField>
    </ModalForm>
  );
}
