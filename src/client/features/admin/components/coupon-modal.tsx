import { FormField, SelectField } from '@client/components/form-field.tsx';
import { showSuccess } from '@client/lib/alerts.ts';
import { ApiError } from '@client/lib/api-client.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type Coupon, type CouponInput, CouponInputSchema } from '@contract/payment.ts';
import { COUPON_KIND_LABELS } from '@contract/payment-labels.ts';
import { COUPON_KINDS, type CouponKind, PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { programChoicesNote, useProgramChoices } from '../api/get-program-choices.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { isoToIstInput, istInputToIso } from '../utils/ist-datetime.ts';
import { paiseToRupeeText, parseRupees } from '../utils/rupee-input.ts';
import { AdminModal } from './admin-modal.tsx';
import { ModalFormFooter } from './modal-form-footer.tsx';

/** The form's fields as typed: the value in percent or rupees, the dates as IST wall-clock times. */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  valid_from: string;
  valid_until: string;
  /** '' for no limit. */
  max_uses: string;
  program_ids: string[];
  active: boolean;
}

type CouponErrors = Partial<Record<'value' | 'valid_from' | 'valid_until' | 'max_uses', string>>;

export const COUPON_FORM_TEXTS = {
  percent: 'Enter a whole percentage from 1 to 100.',
  date: 'Enter a date and time.',
  maxUses: 'Enter a whole number, or leave it empty for no limit.',
} as const;

const NEW_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  valid_from: '',
  valid_until: '',
  max_uses: '',
  program_ids: [],
  active: true,
};

function valuesOf(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'fixed' ? paiseToRupeeText(coupon.value) : String(coupon.value),
    valid_from: isoToIstInput(coupon.valid_from),
    valid_until: isoToIstInput(coupon.valid_until),
    max_uses: coupon.max_uses === null ? '' : String(coupon.max_uses),
    program_ids: coupon.program_ids,
    active: coupon.active,
  };
}

/** A saved coupon as the input that saves it again unchanged (for Activate / Deactivate). */
export function couponInputOf(coupon: Coupon): CouponInput {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    valid_from: coupon.valid_from,
    valid_until: coupon.valid_until,
    max_uses: coupon.max_uses,
    program_ids: coupon.program_ids,
    active: coupon.active,
  };
}

/**
 * The form as the API takes it: a fixed value typed in rupees becomes whole paise (from the
 * digits, no float), the IST times become ISO 8601 with +05:30. What cannot be converted is an
 * error under its field; the rest (code, ranges, dates in order) CouponInputSchema checks.
 */
export function couponInputFrom(
  values: CouponFormValues,
): { ok: true; input: CouponInput } | { ok: false; errors: CouponErrors } {
  const errors: CouponErrors = {};
  let value = 0;
  if (values.kind === 'fixed') {
    const parsed = parseRupees(values.value);
    if (parsed.ok) value = parsed.paise;
    else errors.value = parsed.error;
  } else if (/^\d{1,3}$/.test(values.value.trim())) {
    value = Number(values.value.trim());
  } else {
    errors.value = COUPON_FORM_TEXTS.percent;
  }
  const validFrom = istInputToIso(values.valid_from);
  if (!validFrom) errors.valid_from = COUPON_FORM_TEXTS.date;
  const validUntil = istInputToIso(values.valid_until);
  if (!validUntil) errors.valid_until = COUPON_FORM_TEXTS.date;
  const maxUsesText = values.max_uses.trim();
  if (maxUsesText && !/^\d{1,9}$/.test(maxUsesText)) errors.max_uses = COUPON_FORM_TEXTS.maxUses;
  if (Object.keys(errors).length > 0 || !validFrom || !validUntil) return { ok: false, errors };
  return {
    ok: true,
    input: {
      code: values.code,
      kind: values.kind,
      value,
      valid_from: validFrom,
      valid_until: validUntil,
      max_uses: maxUsesText ? Number(maxUsesText) : null,
      program_ids: values.program_ids,
      active: values.active,
    },
  };
}

/** Saves the coupon: the form's values converted, or refused under their fields. */
function useCouponForm(values: CouponFormValues, coupon: Coupon | undefined, onClose: () => void) {
  const save = useSaveCoupon();
  return useContractForm({
    schema: CouponInputSchema,
    input: () => {
      const converted = couponInputFrom(values);
      return converted.ok ? converted.input : refuse(converted.errors);
    },
    submit: async (input) => {
      await save.mutateAsync({ ...(coupon ? { id: coupon._id } : {}), input });
      flushSync(onClose);
      void showSuccess(
        'Success!',
        coupon ? MESSAGES.paymentAdmin.couponUpdated : MESSAGES.paymentAdmin.couponAdded,
      );
    },
    onError: (error) =>
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : actionFailureText(
            coupon ? MESSAGES.paymentAdmin.couponEditFailed : MESSAGES.paymentAdmin.couponAddFailed,
            error,
          ),
  });
}

/** The programs the coupon is limited to, as checkboxes; none ticked means every one. */
function CouponProgramsField({
  id,
  chosen,
  onChange,
}: {
  id: (field: string) => string;
  chosen: readonly string[];
  onChange: (programIds: string[]) => void;
}) {
  const programs = useProgramChoices();
  const programItems = programs.data?.items ?? [];
  return (
    <fieldset className="mb-3" aria-describedby={id('programs-hint')}>
      <legend className="form-label fs-6 mb-1">Programs</legend>
      <div id={id('programs-hint')} className="form-text mt-0 mb-2">
        None ticked: the code applies to every program and service.
      </div>
      {/* A long catalogue scrolls inside the dialog; its checkboxes keep it reachable by keyboard. */}
      <div className="border rounded p-2 overflow-auto" style={{ maxHeight: '12rem' }}>
        {programItems.map((program) => (
          <div key={program._id} className="form-check">
            <input
              id={id(`program-${program._id}`)}
              type="checkbox"
              className="form-check-input"
              checked={chosen.includes(program._id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, program._id]
                    : chosen.filter((programId) => programId !== program._id),
                )
              }
            />
            <label htmlFor={id(`program-${program._id}`)} className="form-check-label">
              {program.title}
            </label>
          </div>
        ))}
      </div>
      <div role="status" className="form-text">
        {programChoicesNote(programs) ?? ''}
      </div>
    </fieldset>
  );
}

/**
 * docs/product.md §13.3: add (no `coupon`) or edit a coupon code. Percentage or fixed amount (typed in
 * rupees, stored in paise), validity in India time, an optional limit on total uses, optionally limited
 * to programs (none ticked: every program and service), and active. The server's refusal (a code
 * already taken, dates out of order) is shown in the dialog, which stays open.
 */
// One function: the dialog's markup is one form whose fields run in their order; the conversions, the save
// and the programs list are named above, and what is left is that field list.
export function CouponModal({ coupon, onClose }: { coupon?: Coupon; onClose: () => void }) {
  const fieldId = useId();
  const [values, setValues] = useState<CouponFormValues>(() => (coupon ? valuesOf(coupon) : NEW_COUPON));
  const id = (field: string) => `${fieldId}-${field}`;
  const form = useCouponForm(values, coupon, onClose);

  const set = <Field extends keyof CouponFormValues>(field: Field, value: CouponFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <AdminModal
      title={coupon ? 'Edit Coupon' : 'Add Coupon'}
      onClose={onClose}
      form={form}
      size="lg"
      footer={<ModalFormFooter busy={form.pending} onCancel={onClose} />}
    >
      <div className="row g-3 mb-3">
        <FormField
          id={id('code')}
          {...form.field('code')}
          label="Code"
          className="col-12 col-sm-6"
          hint="Letters, digits, - and _; learners may type it in any case."
          value={values.code}
          onChange={(event) => set('code', event.target.value)}
          maxLength={PAYMENT_LIMITS.couponCode}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          id={id('kind')}
          {...form.field('kind')}
          label="Kind"
          className="col-12 col-sm-6"
          value={values.kind}
          onChange={(event) => set('kind', event.target.value as CouponKind)}
        >
          {COUPON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {COUPON_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="row g-3 mb-3">
        <FormField
          id={id('value')}
          {...form.field('value')}
          label={values.kind === 'fixed' ? 'Value (₹)' : 'Value (%)'}
          className="col-12 col-sm-6"
          inputMode={values.kind === 'fixed' ? 'decimal' : 'numeric'}
          hint={
            values.kind === 'fixed'
              ? 'Rupees off the price; paise after a point (499.50).'
              : 'Percent off the price, 1 to 100.'
          }
          value={values.value}
          onChange={(event) => set('value', event.target.value)}
          autoComplete="off"
        />
        <FormField
          id={id('max_uses')}
          {...form.field('max_uses')}
          label="Maximum uses"
          className="col-12 col-sm-6"
          inputMode="numeric"
          hint="In total, over all learners; empty for no limit. Each learner can use a code once."
          value={values.max_uses}
          onChange={(event) => set('max_uses', event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="row g-3 mb-3">
        <FormField
          id={id('valid_from')}
          {...form.field('valid_from')}
          label="Valid from (IST)"
          type="datetime-local"
          className="col-12 col-sm-6"
          value={values.valid_from}
          onChange={(event) => set('valid_from', event.target.value)}
        />
        <FormField
          id={id('valid_until')}
          {...form.field('valid_until')}
          label="Valid until (IST)"
          type="datetime-local"
          className="col-12 col-sm-6"
          value={values.valid_until}
          onChange={(event) => set('valid_until', event.target.value)}
        />
      </div>
      <CouponProgramsField
        id={id}
        chosen={values.program_ids}
        onChange={(programIds) => set('program_ids', programIds)}
      />
      <div className="form-check form-switch">
        <input
          id={id('active')}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={values.active}
          aria-checked={values.active}
          onChange={(event) => set('active', event.target.checked)}
        />
        <label htmlFor={id('active')} className="form-check-label fw-semibold">
          Active
        </label>
      </div>
    </AdminModal>
  );
}
