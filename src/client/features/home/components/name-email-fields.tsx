import { EmailField, FormField } from '@client/components/form-field.tsx';
import type { FieldErrors } from '@client/lib/use-contract-form.ts';
import { LIMITS } from '@contract/vocabulary.ts';

/**
 * The Name and Email fields the contact and offer forms both ask for, with the same names,
 * autocomplete and limits; ids are `${idPrefix}-name` and `${idPrefix}-email`.
 */
export function NameEmailFields({
  idPrefix,
  className,
  errors,
}: {
  idPrefix: string;
  className?: string;
  /** The form's errors, by field name. */
  errors: FieldErrors;
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label="Name"
        className={className}
        name="name"
        error={errors.name}
        type="text"
        autoComplete="name"
        maxLength={LIMITS.name}
        required
      />
      <EmailField id={`${idPrefix}-email`} className={className} error={errors.email} />
    </>
  );
}
