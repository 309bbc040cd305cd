import { FormField, SelectField } from '@client/components/form-field.tsx';
import { useState } from 'react';
import { loadLastState, stateChoices } from '../state-choices.ts';

/** A field's `name` and `error`, as the checkout's form gives them. */
export type FieldOf = (name: string) => { name: string; error: string | undefined };

/** The invoice's tax details: the learner's state (for GST) and an optional GSTIN. */
export function GstFields({
  field,
  stateCode,
  onChooseState,
  onTypeGstin,
}: {
  field: FieldOf;
  stateCode: string;
  onChooseState: (code: string) => void;
  /** The GSTIN's text changed: with one, the invoice needs the business's name and address. */
  onTypeGstin: (text: string) => void;
}) {
  // Read once: choosing a state now must not move it to the top under the pointer.
  const [choices] = useState(() => stateChoices(loadLastState()));
  return (
    <>
      <SelectField
        id="pay-state"
        label="State (for GST)"
        className="col-12 col-md-6"
        required
        value={stateCode}
        {...field('state_code')}
        onChange={(event) => onChooseState(event.currentTarget.value)}
      >
        <option value="">Choose your state</option>
        {choices.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <FormField
        id="pay-gstin"
        label="GSTIN (optional, for businesses)"
        hint="Your business's GSTIN goes on the invoice."
        className="col-12 col-md-6"
        autoComplete="off"
        spellCheck={false}
        maxLength={15}
        {...field('gstin')}
        onChange={(event) => onTypeGstin(event.currentTarget.value)}
      />
    </>
  );
}
