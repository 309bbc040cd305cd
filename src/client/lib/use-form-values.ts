import { type ChangeEvent, type Dispatch, type SetStateAction, useId, useState } from 'react';

/** The names of the fields of `Values` that hold a `Type`. */
type FieldsHolding<Values, Type> = {
  [Field in keyof Values]-?: Values[Field] extends Type ? Field : never;
}[keyof Values] &
  string;

/** The fields `bind` takes: text, or one of a select's options (a string union). */
export type TextFieldOf<Values> = FieldsHolding<Values, string>;
/** The fields `bindCheck` takes: a checkbox's or a switch's boolean. */
export type CheckFieldOf<Values> = FieldsHolding<Values, boolean>;

/** Sets one field, keeping the others as they are at that moment. */
export type SetField<Values> = <Field extends keyof Values>(name: Field, value: Values[Field]) => void;

/** What a text input, a select or a textarea bound to a field takes. */
export interface TextBinding<Value> {
  id: string;
  value: Value;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** What a checkbox bound to a field takes. */
export interface CheckBinding {
  id: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface FieldBinders<Values> {
  /** The id of the field or text named `suffix`: the form's prefix, a hyphen and `suffix`. */
  id: (suffix: string) => string;
  /**
   * `id`, `value` and `onChange` of the control over field `name` (`{...bind('title')}` on
   * FormField, SelectField, TextAreaField or a plain input); its id ends in `idSuffix`, the name by
   * default. A select's value is taken as one of the field's options: the select offers no other.
   */
  bind: <Field extends TextFieldOf<Values>>(name: Field, idSuffix?: string) => TextBinding<Values[Field]>;
  /** `id`, `checked` and `onChange` of the checkbox over the boolean field `name`. */
  bindCheck: <Field extends CheckFieldOf<Values>>(name: Field, idSuffix?: string) => CheckBinding;
}

/**
 * Binders over values held elsewhere: for a group of fields whose values its form keeps (a lesson's
 * quiz settings), `set` being how the form takes a change. Ids are `${idPrefix}-${suffix}`.
 */
export function fieldBinders<Values>(
  values: Values,
  set: SetField<Values>,
  idPrefix: string,
): FieldBinders<Values> {
  const id = (suffix: string) => `${idPrefix}-${suffix}`;
  return {
    id,
    bind: (name, idSuffix = name) => ({
      id: id(idSuffix),
      value: values[name],
      onChange: (event) => set(name, event.target.value as (typeof values)[typeof name]),
    }),
    bindCheck: (name, idSuffix = name) => ({
      id: id(idSuffix),
      checked: values[name] as boolean,
      onChange: (event) => set(name, event.target.checked as (typeof values)[typeof name]),
    }),
  };
}

export interface FormValues<Values> extends FieldBinders<Values> {
  values: Values;
  set: SetField<Values>;
  /** For a change of several fields at once, from the current values. */
  setValues: Dispatch<SetStateAction<Values>>;
}

/**
 * The values of a form's controlled fields, as typed, and their binding to the controls: one
 * `{...bind('code')}` instead of an id, a value and an onChange written out per field, with the
 * field's name checked against `Values` (ADR 047). The form's request is built from `values`
 * (useContractForm's `input`); a field the schema checks also takes `{...form.field('code')}`.
 */
export function useFormValues<Values>(initial: Values | (() => Values)): FormValues<Values> {
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(initial);
  const set: SetField<Values> = (name, value) => setValues((current) => ({ ...current, [name]: value }));
  return { values, set, setValues, ...fieldBinders(values, set, idPrefix) };
}
