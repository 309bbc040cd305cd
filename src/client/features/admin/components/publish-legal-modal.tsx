import { FormField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { type AdminLegalDocument, LegalPublishInputSchema } from '@contract/legal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { usePublishLegal } from '../api/publish-legal.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { LegalTextEditor } from './legal-text-editor.tsx';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today in India, 'YYYY-MM-DD': the earliest day a new version may take effect. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Publishes a new version of a legal page (docs/product.md §19): its text, starting from the latest
 * version's, and the day it takes effect (today or later). Earlier versions stay as they were.
 */
export function PublishLegalModal({
  document,
  onClose,
}: {
  document: AdminLegalDocument;
  onClose: () => void;
}) {
  const fieldId = useId();
  const [html, setHtml] = useState(document.versions[0]?.html ?? '');
  const publish = usePublishLegal();
  const form = useContractForm({
    schema: LegalPublishInputSchema,
    input: (element) => ({
      html,
      effective_from: String(new FormData(element).get('effective_from') ?? ''),
    }),
    submit: async (input) => {
      const saved = await publish.mutateAsync({ kind: document.kind, input });
      flushSync(onClose);
      void showSuccess('Success!', MESSAGES.legal.published(saved.title, saved.versions[0]?.version ?? 0));
    },
    onError: (error) => void showError(actionFailureText(`Failed to publish ${document.title}.`, error)),
  });

  return (
    <ModalForm
      title={`Publish ${document.title}`}
      onClose={onClose}
      form={form}
      size="xl"
      submitLabel="Publish"
    >
      <FormField
        id={`${fieldId}-date`}
        label="Effective from"
        type="date"
        min={todayInIndia()}
        {...form.field('effective_from')}
        defaultValue={todayInIndia()}
        hint="The day (IST) this version takes effect; earlier versions stay readable."
      />
      <LegalTextEditor id={`${fieldId}-html`} value={html} onChange={setHtml} />
      {form.errors.html ? (
        <div className="text-danger small" role="alert">
          {form.errors.html}
        </div>
      ) : null}
    </ModalForm>
  );
}
