import { FormField, SelectField, TextAreaField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { type FormValues, useFormValues } from '@client/lib/use-form-values.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Program } from '@contract/program.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { slugFromTitle } from '@contract/slug.ts';
import { type Availability, LIMITS, OFFERING_TYPES, type OfferingType } from '@contract/vocabulary.ts';
import { flushSync } from 'react-dom';
import { useAddProgram } from '../api/add-program.ts';
import { useEditProgram } from '../api/edit-program.ts';
import type { ProgramPayload } from '../api/program-payload.ts';
import { programFailureText } from '../utils/failure-text.ts';
import { CheckField } from './check-field.tsx';
import { HtmlContentField } from './html-content-field.tsx';
import { ProgramImageField } from './program-image-field.tsx';

interface ProgramFormValues {
  title: string;
  tag: string;
  description: string;
  image_path: string;
  offering_type: OfferingType | '';
  /** The number inputs' text, sent as typed. */
  actual_price: string;
  offer_price: string;
  availability: Availability;
  html_content: string;
  /** docs/product.md §13.6: a FREE program's subscriptions start active at once. */
  auto_activate_free: boolean;
  /** The page's address after /programs/ (ADR 064); empty: made from the title, or kept. */
  slug: string;
}

/** A new program: unavailable until switched on (docs/product.md §3: new default 'no'). */
const NEW_PROGRAM: ProgramFormValues = {
  title: '',
  tag: '',
  description: '',
  image_path: '',
  offering_type: '',
  actual_price: '',
  offer_price: '',
  availability: 'no',
  html_content: '',
  auto_activate_free: false,
  slug: '',
};

function valuesOf(program: Program): ProgramFormValues {
  return {
    title: program.title,
    tag: program.tag,
    description: program.description,
    image_path: program.image_path ?? '',
    offering_type: program.offering_type,
    actual_price: String(program.actual_price),
    offer_price: String(program.offer_price),
    availability: program.availability,
    html_content: program.html_content,
    auto_activate_free: program.auto_activate_free,
    slug: program.slug ?? '',
  };
}

/** Adds the program or saves the edited one; done, the dialog closes before the alert. */
function useProgramForm(values: ProgramFormValues, program: Program | undefined, onClose: () => void) {
  const addProgram = useAddProgram();
  const editProgram = useEditProgram();
  // docs/product.md §5: no client-side check; the server's ProgramInputSchema answers with the reason.
  return useContractForm<ProgramPayload, ProgramPayload>({
    input: () => ({
      ...values,
      // The option is shown for FREE only; any other type stores it off, as the form then shows it.
      auto_activate_free: values.offering_type === 'FREE' && values.auto_activate_free,
    }),
    submit: async (payload) => {
      if (program) await editProgram.mutateAsync({ id: program._id, input: payload });
      else await addProgram.mutateAsync(payload);
      // Close first, so focus is back on the opener when the alert opens (and returns to it after).
      flushSync(onClose);
      void showSuccess('Success!', program ? MESSAGES.admin.programUpdated : MESSAGES.admin.programAdded);
    },
    onError: (error) =>
      void showError(
        programFailureText(
          program ? MESSAGES.admin.programEditFailed : MESSAGES.admin.programAddFailed,
          error,
        ),
      ),
  });
}

type ProgramFields = FormValues<ProgramFormValues>;

/** Actual or Offer Price: whole rupees after a ₹ sign, in a half-width column; sent as typed. */
function PriceField({
  fields,
  name,
  label,
}: {
  fields: ProgramFields;
  name: 'actual_price' | 'offer_price';
  label: string;
}) {
  const binding = fields.bind(name);
  return (
    <div className="col-12 col-sm-6">
      <label htmlFor={binding.id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <span className="input-group-text" aria-hidden="true">
          ₹
        </span>
        <input {...binding} type="number" inputMode="numeric" min={0} step={1} className="form-control" />
      </div>
    </div>
  );
}

/**
 * The page's address (docs/product.md §3.2, ADR 064) after a fixed /programs/; left empty, it shows
 * the one the title makes. The server checks it and answers 409 when another program has it.
 */
function SlugField({ fields }: { fields: ProgramFields }) {
  const binding = fields.bind('slug');
  const hintId = `${binding.id}-hint`;
  return (
    <div className="mb-3">
      <label htmlFor={binding.id} className="form-label">
        Address
      </label>
      <div className="input-group">
        <span className="input-group-text" aria-hidden="true">
          {`${CLIENT_ROUTES.programs}/`}
        </span>
        <input
          {...binding}
          className="form-control"
          maxLength={LIMITS.slug}
          autoComplete="off"
          spellCheck={false}
          placeholder={
            fields.values.title.trim() ? slugFromTitle(fields.values.title) : 'made-from-the-title'
          }
          aria-describedby={hintId}
        />
      </div>
      <div id={hintId} className="form-text">
        {MESSAGES.programs.slugHint}
      </div>
    </div>
  );
}

/** The Availability switch ('yes' or 'no', shown beside it) and the Type, side by side. */
function AvailabilityAndTypeFields({ fields }: { fields: ProgramFields }) {
  const { values, set, id } = fields;
  return (
    <div className="row g-3 mb-3 align-items-end">
      <div className="col-12 col-sm-6">
        <div className="form-check form-switch mb-2">
          <input
            id={id('availability')}
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={values.availability === 'yes'}
            aria-checked={values.availability === 'yes'}
            onChange={(event) => set('availability', event.target.checked ? 'yes' : 'no')}
          />
          <label htmlFor={id('availability')} className="form-check-label fw-semibold">
            Availability
          </label>
          <span className="ms-2 text-body-secondary" aria-hidden="true">
            ({values.availability})
          </span>
        </div>
      </div>
      <SelectField {...fields.bind('offering_type', 'type')} label="Type" className="col-12 col-sm-6">
        <option value="" disabled>
          Select Type
        </option>
        {OFFERING_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * Add (no `program`) or edit a program: Title, Tag, Description, Image Path, Actual and Offer
 * Price, the Availability switch, Type (PAID or FREE), for FREE the option to activate new
 * subscriptions at once (docs/product.md §13.6), and the HTML content with its Preview.
 * Add expects 201 and edit 200; otherwise the server's message, or the spec's fallback, is shown.
 */
export function ProgramModal({ program, onClose }: { program?: Program; onClose: () => void }) {
  const fields = useFormValues<ProgramFormValues>(() => (program ? valuesOf(program) : NEW_PROGRAM));
  const { values, bind, id } = fields;
  const form = useProgramForm(values, program, onClose);

  return (
    <ModalForm title={program ? 'Edit Program' : 'Add Program'} onClose={onClose} form={form} size="lg">
      {program ? <FormField id={id('id')} label="ID" value={program._id} readOnly /> : null}
      <FormField {...bind('title')} label="Title" maxLength={LIMITS.title} autoComplete="off" />
      <SlugField fields={fields} />
      <FormField {...bind('tag')} label="Tag" maxLength={LIMITS.tag} autoComplete="off" />
      <TextAreaField {...bind('description')} label="Description" rows={2} maxLength={LIMITS.description} />
      <ProgramImageField
        binding={bind('image_path')}
        title={values.title}
        onUploaded={(path) => fields.set('image_path', path)}
      />
      <div className="row g-3 mb-3">
        <PriceField fields={fields} name="actual_price" label="Actual Price" />
        <PriceField fields={fields} name="offer_price" label="Offer Price" />
      </div>
      <AvailabilityAndTypeFields fields={fields} />
      {values.offering_type === 'FREE' ? (
        <CheckField
          binding={fields.bindCheck('auto_activate_free', 'auto-activate')}
          label="Activate free subscriptions at once"
          hint="New subscriptions start active, without waiting for an admin's approval."
          className="form-check mb-3"
          labelClassName="form-check-label fw-semibold"
        />
      ) : null}
      <HtmlContentField
        id={id('html')}
        value={values.html_content}
        onChange={(html) => fields.set('html_content', html)}
      />
    </ModalForm>
  );
}
