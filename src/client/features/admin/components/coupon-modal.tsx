import { FormField, SelectField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showSuccess } from '@client/lib/alerts.ts';
import { ApiError } from '@client/lib/api-client.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { type FormValues, useFormValues } from '@client/lib/use-form-values.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type Coupon, type CouponInput, CouponInputSchema } from '@contract/payment.ts';
import { COUPON_KIND_LABELS } from '@contract/payment-labels.ts';
import { COUPON_KINDS, type CouponKind, PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import { flushSync } from 'react-dom';
import { programChoicesNote, useProgramChoices } from '../api/get-program-choices.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { isoToIstInput, istInputToIso } from '../utils/ist-datetime.ts';
import { paiseToRupeeText, parseRupees } from '../utils/rupee-input.ts';

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

/** How long a new code is valid by default: from now, for 30 days (the admin changes either). */
const DEFAULT_VALID_DAYS = 30;

/** A new coupon's fields: valid from this minute in India time to the same minute 30 days on. */
export function newCouponValues(now = Date.now()): CouponFormValues {
  const from = Math.floor(now / 60_000) * 60_000;
  return {
    code: '',
    kind: 'percent',
    value: '',
    valid_from: isoToIstInput(new Date(from).toISOString()),
    valid_until: isoToIstInput(new Date(from + DEFAULT_VALID_DAYS * 86_400_000).toISOString()),
    max_uses: '',
    program_ids: [],
    active: true,
  };
}

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

type CouponFields = FormValues<CouponFormValues>;
type CouponForm = ReturnType<typeof useCouponForm>;

/** Code and Kind, then the Value (in percent or rupees, by the kind) and the Maximum uses. */
function CouponTermsFields({ fields, form }: { fields: CouponFields; form: CouponForm }) {
  const { values, bind } = fields;
  const fixed = values.kind === 'fixed';
  return (
    <>
      <div className="row g-3 mb-3">
        <FormField
          {...bind('code')}
          {...form.field('code')}
          label="Code"
          className="col-12 col-sm-6"
          hint="Letters, digits, - and _; learners may type it in any case."
          maxLength={PAYMENT_LIMITS.couponCode}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField {...bind('kind')} {...form.field('kind')} label="Kind" className="col-12 col-sm-6">
          {COUPON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {COUPON_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="row g-3 mb-3">
        <FormField
          {...bind('value')}
          {...form.field('value')}
          label={fixed ? 'Value (₹)' : 'Value (%)'}
          className="col-12 col-sm-6"
          inputMode={fixed ? 'decimal' : 'numeric'}
          hint={
            fixed ? 'Rupees off the price; paise after a point (499.50).' : 'Percent off the price, 1 to 100.'
          }
          autoComplete="off"
        />
        <FormField
          {...bind('max_uses')}
          {...form.field('max_uses')}
          label="Maximum uses"
          className="col-12 col-sm-6"
          inputMode="numeric"
          hint="In total, over all learners; empty for no limit. Each learner can use a code once."
          autoComplete="off"
        />
      </div>
    </>
  );
}

/** Valid from and Valid until, as India's wall-clock times. */
function CouponValidityFields({ fields, form }: { fields: CouponFields; form: CouponForm }) {
  const validity = (name: 'valid_from' | 'valid_until', label: string) => (
    <FormField
      {...fields.bind(name)}
      {...form.field(name)}
      label={label}
      type="datetime-local"
      className="col-12 col-sm-6"
    />
  );
  return (
    <div className="row g-3 mb-3">
      {validity('valid_from', 'Valid from (IST)')}
      {validity('valid_until', 'Valid until (IST)')}
    </div>
  );
}

/**
 * docs/product.md §13.3: add (no `coupon`) or edit a coupon code. Percentage or fixed amount (typed in
 * rupees, stored in paise), validity in India time, an optional limit on total uses, optionally limited
 * to programs (none ticked: every program and service), and active. The server's refusal (a code
 * already taken, dates out of order) is shown in the dialog, which stays open.
 */
export function CouponModal({ coupon, onClose }: { coupon?: Coupon; onClose: () => void }) {
  const fields = useFormValues<CouponFormValues>(() => (coupon ? valuesOf(coupon) : newCouponValues()));
  const { values, set, id } = fields;
  const form = useCouponForm(values, coupon, onClose);
  const active = fields.bindCheck('active');
  return (
    <ModalForm title={coupon ? 'Edit Coupon' : 'Add Coupon'} onClose={onClose} form={form} size="lg">
      <CouponTermsFields fields={fields} form={form} />
      <CouponValidityFields fields={fields} form={form} />
      <CouponProgramsField
        id={id}
        chosen={values.program_ids}
        onChange={(programIds) => set('program_ids', programIds)}
      />
      <div className="form-check form-switch">
        <input
          {...active}
          type="checkbox"
          role="switch"
          className="form-check-input"
          aria-checked={active.checked}
        />
        <label htmlFor={active.id} className="form-check-label fw-semibold">
          Active
        </label>
      </div>
    </ModalForm>
  );
}
