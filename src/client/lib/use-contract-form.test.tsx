import { mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { ResetPasswordFormSchema } from '@contract/auth.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type PaymentOrderInput, PaymentOrderInputSchema } from '@contract/payment.ts';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call } from './api-client.ts';
import { type ContractFormOptions, type Feedback, refuse, useContractForm } from './use-contract-form.ts';

/**
 * A labelled input wired as the app's FormField is (lib/ may not import components/, so the test
 * draws its own): marked invalid and described by its error.
 */
function Field({
  id,
  label,
  name,
  error,
  type,
}: {
  id: string;
  label: string;
  name: string;
  error?: string;
  type?: string;
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        className={error ? 'is-invalid' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? <span id={`${id}-error`}>{error}</span> : null}
    </div>
  );
}

/** The form's outcome, as FormFeedback shows it. */
function Outcome({ feedback }: { feedback: Feedback }) {
  return feedback ? <p role={feedback.kind === 'error' ? 'alert' : 'status'}>{feedback.text}</p> : null;
}

const SUBSCRIPTION_ID = '1b7f6c1e-0000-4000-8000-000000000001';
const QUOTE = on(endpoints.paymentQuote);
const quoted: Reply = {
  status: 200,
  body: {
    list_amount: 100,
    discount: 0,
    amount: 100,
    taxable_value: 85,
    cgst: 0,
    sgst: 0,
    igst: 15,
    total: 100,
  },
};

type Options = Partial<ContractFormOptions<PaymentOrderInput, unknown>>;

/** A small checkout-like form: the contract's PaymentOrderInputSchema, sent to paymentQuote. */
function QuoteForm(options: Options) {
  const form = useContractForm({
    schema: PaymentOrderInputSchema,
    input: (element) => {
      const data = new FormData(element);
      return {
        subscription_id: SUBSCRIPTION_ID,
        state_code: String(data.get('state_code')),
        gstin: String(data.get('gstin')),
        coupon: String(data.get('coupon')),
      };
    },
    submit: async (_input, order) => {
      await call(endpoints.paymentQuote, { body: order as PaymentOrderInput });
      return 'Quoted.';
    },
    ...options,
  });
  return (
    <form {...form.props} noValidate aria-label="Quote">
      <Field id="state" label="State" {...form.field('state_code')} />
      <Field id="gstin" label="GSTIN" {...form.field('gstin')} />
      <Field id="coupon" label="Coupon" {...form.field('coupon')} />
      <button type="submit" disabled={form.pending}>
        Quote
      </button>
      <Outcome feedback={form.feedback} />
    </form>
  );
}

function renderForm(options: Options = {}) {
  return renderPage(<QuoteForm {...options} />);
}

describe('useContractForm', () => {
  it("checks the request with the contract's schema before sending: the message is under its field, which is focused", async () => {
    const sent = mockApi({});
    const { user } = renderForm();

    await user.type(screen.getByLabelText('State'), '29');
    await user.type(screen.getByLabelText('GSTIN'), '36AABCF1234A1ZG');
    await user.click(screen.getByRole('button', { name: 'Quote' }));

    const gstin = screen.getByLabelText('GSTIN');
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveClass('is-invalid');
    expect(gstin).toHaveAccessibleDescription(
      'GSTIN is not valid: check it against your registration certificate.',
    );
    expect(gstin).toHaveFocus();
    expect(screen.getByLabelText('State')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('focuses the first field in the page that has a problem, and typing in it clears its mark', async () => {
    mockApi({});
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Coupon'), 'x!');
    await user.click(screen.getByRole('button', { name: 'Quote' }));

    const state = screen.getByLabelText('State');
    expect(state).toHaveAccessibleDescription('Choose your state.');
    expect(screen.getByLabelText('Coupon')).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveFocus();

    await user.type(state, '2');
    expect(state).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Coupon')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends what passes, as the schema reads it, and shows the success text', async () => {
    const sent = mockApi({ [QUOTE]: quoted });
    const { user } = renderForm({ resetOnSuccess: true });

    await user.type(screen.getByLabelText('State'), '29');
    await user.type(screen.getByLabelText('Coupon'), ' diwali10 ');
    await user.click(screen.getByRole('button', { name: 'Quote' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Quoted.');
    expect(sent.map((request) => request.body)).toEqual([
      { subscription_id: SUBSCRIPTION_ID, state_code: '29', coupon: 'DIWALI10' },
    ]);
    expect(screen.getByLabelText('Coupon')).toHaveValue('');
  });

  it("puts the server's refusal under the field its body names, and focuses it", async () => {
    mockApi({
      [QUOTE]: { status: 400, body: { message: MESSAGES.payments.couponNotFound, field: 'coupon' } },
    });
    const { user } = renderForm();

    await user.type(screen.getByLabelText('State'), '29');
    await user.type(screen.getByLabelText('Coupon'), 'NOSUCHCODE');
    await user.click(screen.getByRole('button', { name: 'Quote' }));

    const coupon = screen.getByLabelText('Coupon');
    await waitFor(() => expect(coupon).toHaveAttribute('aria-invalid', 'true'));
    expect(coupon).toHaveAccessibleDescription(MESSAGES.payments.couponNotFound);
    expect(coupon).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says a refusal about no field of the form in the form's alert, in the words onError gives", async () => {
    let reply: Reply = { status: 409, body: { message: MESSAGES.payments.notPending } };
    mockApi({ [QUOTE]: () => reply });
    const { user } = renderForm({ onError: (error) => `Not quoted: ${String((error as Error).message)}` });

    await user.type(screen.getByLabelText('State'), '29');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Not quoted: ${MESSAGES.payments.notPending}`);

    // So does a refusal naming a field the form does not have.
    reply = { status: 400, body: { message: MESSAGES.payments.quoteFailed, field: 'nonesuch' } };
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.payments.quoteFailed));
    expect(screen.getByLabelText('Coupon')).not.toHaveAttribute('aria-invalid');
  });

  it('marks text the form cannot convert (refuse) and sends nothing', async () => {
    const sent = mockApi({});
    const { user } = renderForm({ input: () => refuse({ coupon: 'Not a coupon.' }) });

    await user.click(screen.getByRole('button', { name: 'Quote' }));

    expect(screen.getByLabelText('Coupon')).toHaveAccessibleDescription('Not a coupon.');
    expect(screen.getByLabelText('Coupon')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends the fields as typed when no schema is given (product spec §5), and the server decides', async () => {
    const sent = mockApi({ [QUOTE]: { status: 400, body: { message: 'Choose your state.' } } });
    const { user } = renderForm({ schema: undefined });

    await user.click(screen.getByRole('button', { name: 'Quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose your state.');
    expect(sent[0]?.body).toEqual({
      subscription_id: SUBSCRIPTION_ID,
      state_code: '',
      gstin: '',
      coupon: '',
    });
  });
});

/** The reset page's form, with its schema loaded on first focus as a public page does. */
function ResetForm({ load }: { load: () => Promise<typeof ResetPasswordFormSchema> }) {
  const form = useContractForm({ schema: load, submit: async () => 'Saved.' });
  return (
    <form {...form.props} aria-label="Reset">
      <Field id="new" label="New Password" type="password" {...form.field('newPassword')} />
      <Field id="confirm" label="Confirm Password" type="password" {...form.field('confirmPassword')} />
      <button type="submit">Reset</button>
      <Outcome feedback={form.feedback} />
    </form>
  );
}

describe('useContractForm with a schema loaded on demand', () => {
  it('loads the schema when the form first gets focus, not before', async () => {
    mockApi({});
    const load = vi.fn(async () => ResetPasswordFormSchema);
    const { user } = renderPage(<ResetForm load={load} />);
    expect(load).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('New Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm Password'), 'a long passphrase');
    expect(load).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(load).toHaveBeenCalledOnce();
  });

  it("says a problem of the whole form (an issue with no field) in the form's alert", async () => {
    mockApi({});
    const { user } = renderPage(<ResetForm load={async () => ResetPasswordFormSchema} />);

    await user.type(screen.getByLabelText('New Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm Password'), 'a long passphrasE');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.passwordsDontMatch);
    expect(screen.getByLabelText('Confirm Password')).not.toHaveAttribute('aria-invalid');
  });

  it("says so in the form's alert when the schema cannot be downloaded, and tries again the next time", async () => {
    mockApi({});
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return ResetPasswordFormSchema;
    });
    const { user } = renderPage(<ResetForm load={load} />);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contact.exception);

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('Password is required.'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const Lenient = z.object({ name: z.string() });
const Strict = z.object({ name: z.string().min(1, { error: 'Name is required.' }) });

/** A form whose rules follow its state (as the checkout's follow the quoted price), with a second action. */
function ChangingForm({ sent }: { sent: string[] }) {
  const [strict, setStrict] = useState(false);
  const form = useContractForm({
    schema: strict ? Strict : Lenient,
    submit: async (input: { name: string }) => {
      sent.push(`submit ${input.name}`);
    },
  });
  return (
    <form {...form.props} aria-label="Changing">
      <Field id="name" label="Name" {...form.field('name')} />
      <button type="button" onClick={() => setStrict(true)}>
        Strict
      </button>
      <button
        type="button"
        onClick={() =>
          void form.run({ name: '' }, async () => void sent.push('preview'), { schema: Lenient })
        }
      >
        Preview
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useContractForm with a schema that changes', () => {
  it("checks a submit with the latest render's schema, and a second action with the schema it names", async () => {
    mockApi({});
    const sent: string[] = [];
    const { user } = renderPage(<ChangingForm sent={sent} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual(['submit ']));

    await user.click(screen.getByRole('button', { name: 'Strict' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(sent).toEqual(['submit ']);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(sent).toEqual(['submit ', 'preview']));
  });
});
