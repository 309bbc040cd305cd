import { fillIn, renderPage } from '@client/test/render.tsx';
import { act, screen } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type FormValues, fieldBinders, type SetField, useFormValues } from './use-form-values.ts';

type Kind = 'percent' | 'fixed';

interface CouponValues {
  code: string;
  kind: Kind;
  note: string;
  active: boolean;
  limits: { uses: string; days: string };
}

const START: CouponValues = {
  code: 'DIWALI',
  kind: 'percent',
  note: '',
  active: false,
  limits: { uses: '', days: '7' },
};

/** The values as the form would send them. */
function Sent({ values }: { values: unknown }) {
  return <output aria-label="Values">{JSON.stringify(values)}</output>;
}

/** A group of fields whose values its form keeps, as a lesson keeps its quiz settings. */
function LimitsFields({
  idPrefix,
  limits,
  onChange,
}: {
  idPrefix: string;
  limits: CouponValues['limits'];
  onChange: (change: Partial<CouponValues['limits']>) => void;
}) {
  const { bind } = fieldBinders(limits, (name, value) => onChange({ [name]: value }), idPrefix);
  return (
    <>
      <label htmlFor={bind('uses').id}>Uses</label>
      <input {...bind('uses')} />
      <label htmlFor={bind('days', 'validity').id}>Days</label>
      <input {...bind('days', 'validity')} />
    </>
  );
}

// lib/ may not import components/, so the form draws plain controls, as FormField does.
function CouponForm({ spy }: { spy?: (fields: FormValues<CouponValues>) => void }) {
  const fields = useFormValues(() => START);
  const { bind, bindCheck, id, values, setValues } = fields;
  spy?.(fields);
  return (
    <form>
      <label htmlFor={id('code')}>Code</label>
      <input {...bind('code')} aria-describedby={id('code-hint')} />
      <p id={id('code-hint')}>Letters and digits.</p>
      <label htmlFor={id('kind-select')}>Kind</label>
      <select {...bind('kind', 'kind-select')}>
        <option value="percent">Percent</option>
        <option value="fixed">Fixed</option>
      </select>
      <label htmlFor={id('note')}>Note</label>
      <textarea {...bind('note')} />
      <input type="checkbox" {...bindCheck('active')} />
      <label htmlFor={id('active')}>Active</label>
      <LimitsFields
        idPrefix={id('limits')}
        limits={values.limits}
        onChange={(change) =>
          setValues((current) => ({ ...current, limits: { ...current.limits, ...change } }))
        }
      />
      <Sent values={values} />
    </form>
  );
}

const sentValues = () => JSON.parse(screen.getByLabelText('Values').textContent ?? '{}') as CouponValues;

describe('useFormValues', () => {
  it('shows each field its starting value', () => {
    renderPage(<CouponForm />);

    expect(screen.getByLabelText('Code')).toHaveValue('DIWALI');
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('Percent');
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(screen.getByLabelText('Active')).not.toBeChecked();
    expect(screen.getByLabelText('Days')).toHaveValue('7');
  });

  it('changes only the field that was typed in, chosen or ticked', async () => {
    const { user } = renderPage(<CouponForm />);

    await fillIn(user, screen.getByLabelText('Code'), '500');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Fixed');
    await fillIn(user, screen.getByLabelText('Note'), 'Festival');
    await user.click(screen.getByLabelText('Active'));

    expect(sentValues()).toEqual({
      code: 'DIWALI500',
      kind: 'fixed',
      note: 'Festival',
      active: true,
      limits: { uses: '', days: '7' },
    });
    await user.click(screen.getByLabelText('Active'));
    expect(sentValues().active).toBe(false);
  });

  it("names each control by the form's id prefix and the field's name, or the suffix it is given", () => {
    renderPage(<CouponForm />);

    const code = screen.getByLabelText('Code');
    const prefix = code.id.slice(0, -'-code'.length);
    expect(code.id).toBe(`${prefix}-code`);
    expect(code).toHaveAccessibleDescription('Letters and digits.');
    expect(screen.getByLabelText('Kind').id).toBe(`${prefix}-kind-select`);
    expect(screen.getByLabelText('Active').id).toBe(`${prefix}-active`);
    expect(screen.getByLabelText('Uses').id).toBe(`${prefix}-limits-uses`);
    expect(screen.getByLabelText('Days').id).toBe(`${prefix}-limits-validity`);
  });

  it('gives two forms on one page different ids', () => {
    renderPage(
      <>
        <CouponForm />
        <CouponForm />
      </>,
    );

    const [first, second] = screen.getAllByLabelText('Code');
    expect(first?.id).not.toBe(second?.id);
  });

  it('hands a change of a group whose values its form keeps to the form, beside the other fields', async () => {
    const { user } = renderPage(<CouponForm />);

    await fillIn(user, screen.getByLabelText('Uses'), '100');
    await fillIn(user, screen.getByLabelText('Code'), '!');

    expect(sentValues()).toMatchObject({ code: 'DIWALI!', limits: { uses: '100', days: '7' } });
  });

  it('sets a field from code, and several at once from the current values', () => {
    let fields: FormValues<CouponValues> | undefined;
    renderPage(<CouponForm spy={(current) => (fields = current)} />);

    act(() => fields?.set('kind', 'fixed'));
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('Fixed');
    act(() => fields?.setValues((current) => ({ ...current, code: `${current.code}-2`, active: true })));

    expect(screen.getByLabelText('Code')).toHaveValue('DIWALI-2');
    expect(sentValues()).toMatchObject({ code: 'DIWALI-2', kind: 'fixed', active: true });
  });

  it('takes only the names of fields of the kind its binder binds (tsc checks this file)', () => {
    // Never called: each marked line must fail to compile, or tsc fails on the unused mark.
    const refused = (fields: FormValues<CouponValues>, set: SetField<CouponValues['limits']>) => {
      // @ts-expect-error: no such field.
      fields.bind('cod');
      // @ts-expect-error: a boolean is a checkbox's, not a text field's.
      fields.bind('active');
      // @ts-expect-error: an object is no control's value.
      fields.bind('limits');
      // @ts-expect-error: text is no checkbox's.
      fields.bindCheck('code');
      // @ts-expect-error: a kind is one of its options.
      fields.set('kind', 'free');
      // @ts-expect-error: the group has no such field.
      fieldBinders({ uses: '', days: '' }, set, 'limits').bind('weeks');
    };
    expectTypeOf(refused).toBeFunction();
    expectTypeOf<ReturnType<FormValues<CouponValues>['bind']>['value']>().toEqualTypeOf<string>();
    expectTypeOf(fieldBinders(START, () => {}, 'coupon').bind('kind').value).toEqualTypeOf<Kind>();
  });
});
