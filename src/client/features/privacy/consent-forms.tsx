import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { CodeField, DateOfBirthField, FormField, PersonNameField } from '@client/components/form-field.tsx';
import { ConsentChoiceBoxes, consentChoicesOf, PrivacyNotice } from '@client/components/privacy-notice.tsx';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Notice, PrivacyStatus } from '@contract/privacy.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useCompleteProfile } from './api/consent-complete.ts';
import { useRequestGuardianCode, useVerifyGuardianCode } from './api/consent-guardian.ts';
import { useSaveConsents } from './api/consent-save.ts';
import { useAcknowledgeNotice } from './api/notice-ack.ts';

/** The privacy schemas, loaded when a form is first used: zod stays out of the first load (ADR 047). */
const schemas = () => import('@contract/privacy.ts');

/** An account made without them (through the API): the date of birth, the notice and the choices. */
export function CompleteProfileForm({ notice }: { notice: Notice }) {
  const complete = useCompleteProfile();
  const form = useContractForm({
    schema: () => schemas().then((contract) => contract.PrivacyCompleteSchema),
    input: (element) => ({
      date_of_birth: String(new FormData(element).get('date_of_birth') ?? ''),
      notice_version: notice.version,
      ...consentChoicesOf(element),
    }),
    submit: async (input) => (await complete.mutateAsync(input)).message,
  });
  return (
    <form {...form.props} aria-label="Complete your profile" noValidate>
      <DateOfBirthField id="privacy-date-of-birth" {...form.field('date_of_birth')} />
      <PrivacyNotice notice={notice} />
      <ConsentChoiceBoxes idPrefix="complete" />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        Save and continue
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}

/** A material change of the notice: read it, and say so once. */
export function NoticeAckForm({ notice }: { notice: Notice }) {
  const acknowledge = useAcknowledgeNotice();
  const form = useContractForm({
    input: () => ({ version: notice.version }),
    submit: async (input) => (await acknowledge.mutateAsync(input.version)).message,
  });
  return (
    <form {...form.props} aria-label="Acknowledge the privacy notice">
      <PrivacyNotice notice={notice} />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        I have read the notice
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}

/** Profile → Privacy: each optional purpose, given or withdrawn with one Save (docs/product.md §18.1). */
export function ConsentChoicesForm({ consents }: { consents: PrivacyStatus['consents'] }) {
  const save = useSaveConsents();
  const granted = (purpose: string) => consents.find((row) => row.purpose === purpose)?.granted ?? false;
  const form = useContractForm({
    schema: () => schemas().then((contract) => contract.ConsentChoicesSchema),
    input: consentChoicesOf,
    submit: async (input) => {
      await save.mutateAsync(input);
      return MESSAGES.privacy.consentsSaved;
    },
  });
  return (
    <form {...form.props} aria-labelledby="consents-heading">
      <h2 id="consents-heading" className="h5 mb-3">
        Your consents
      </h2>
      <ConsentChoiceBoxes
        idPrefix="profile"
        defaults={{
          marketing_email: granted('marketing_email'),
          leaderboard_name: granted('leaderboard_name'),
        }}
      />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        Save choices
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}

/** An under-18 account: the guardian's name and address, then the code they pass on. */
export function GuardianForms({ status }: { status: PrivacyStatus }) {
  const request = useRequestGuardianCode();
  const verify = useVerifyGuardianCode();
  const requestForm = useContractForm({
    schema: () => schemas().then((contract) => contract.GuardianRequestSchema),
    submit: async (input) => (await request.mutateAsync(input)).message,
  });
  const codeForm = useContractForm({
    schema: () => schemas().then((contract) => contract.GuardianVerifySchema),
    submit: async (input) => (await verify.mutateAsync(input.code)).message,
  });
  return (
    <>
      <p>{MESSAGES.privacy.guardianPending}</p>
      <form {...requestForm.props} aria-labelledby="guardian-heading" className="mb-4" noValidate>
        <h2 id="guardian-heading" className="h5 mb-3">
          Your parent or guardian
        </h2>
        <PersonNameField
          id="guardian-name"
          {...requestForm.field('guardianName')}
          label="Parent's or guardian's name"
        />
        <FormField
          id="guardian-email"
          {...requestForm.field('guardianEmail')}
          type="email"
          label="Parent's or guardian's e-mail"
          autoComplete="off"
          maxLength={LIMITS.email}
          hint="We e-mail them a 6-digit code. Confirming is their consent to your account."
          required
        />
        <BusyButton type="submit" busy={requestForm.pending} className="btn btn-teal px-4">
          {status.guardian === 'code_sent' ? 'Send a new code' : 'Send code'}
        </BusyButton>
        <FormFeedback feedback={requestForm.feedback} className="mt-3" />
      </form>
      {status.guardian === 'code_sent' ? (
        <form {...codeForm.props} aria-labelledby="guardian-code-heading" noValidate>
          <h2 id="guardian-code-heading" className="h5 mb-3">
            Enter their code
          </h2>
          <CodeField
            id="guardian-code"
            {...codeForm.field('code')}
            type="text"
            label="Code"
            hint={`The 6-digit code we e-mailed to ${status.guardian_email ?? 'your parent or guardian'}.`}
          />
          <BusyButton type="submit" busy={codeForm.pending} className="btn btn-teal px-4">
            Confirm my account
          </BusyButton>
          <FormFeedback feedback={codeForm.feedback} className="mt-3" />
        </form>
      ) : null}
    </>
  );
}
