import { FormField } from '@client/components/form-field.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { Modal } from '@client/components/modal.tsx';
import { ModalFormFooter } from '@client/components/modal-form.tsx';
import { showSuccess } from '@client/lib/alerts.ts';
import { formatDateTime } from '@client/lib/format.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { type FieldBinders, fieldBinders } from '@client/lib/use-form-values.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type SimulatorSettings, SimulatorSettingsInputSchema } from '@contract/simulator.ts';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSimulatorSettings } from '../api/get-simulator-settings.ts';
import { useSaveSimulatorSettings } from '../api/save-simulator-settings.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import {
  type SIMULATOR_FORM_FIELDS,
  type SimulatorFormValues,
  simulatorFormValuesOf,
  simulatorInputFrom,
} from '../utils/simulator-settings-form.ts';

/** Saves the settings: the form's values converted, or refused under their fields. */
function useSimulatorSettingsForm(
  values: SimulatorFormValues | null,
  program: { _id: string; title: string },
  onClose: () => void,
) {
  const save = useSaveSimulatorSettings();
  return useContractForm({
    schema: SimulatorSettingsInputSchema,
    input: () => {
      const converted = values ? simulatorInputFrom(values) : null;
      if (!converted) return refuse({});
      return converted.ok ? converted.input : refuse(converted.errors);
    },
    submit: async (input) => {
      await save.mutateAsync({ programId: program._id, input });
      flushSync(onClose);
      void showSuccess('Saved!', `${MESSAGES.simulatorAdmin.settingsSaved} (${program.title})`);
    },
    onError: (error) => actionFailureText(MESSAGES.simulatorAdmin.settingsSaveFailed, error),
  });
}

type SettingsField = (typeof SIMULATOR_FORM_FIELDS)[number];

/** The loaded settings: when they were last saved, the switch, the brokerage and the challenge rules. */
function SimulatorSettingsFields({
  saved,
  binders,
  form,
  switchRef,
}: {
  saved: SimulatorSettings;
  binders: FieldBinders<SimulatorFormValues>;
  form: ReturnType<typeof useSimulatorSettingsForm>;
  switchRef: RefObject<HTMLInputElement | null>;
}) {
  const { bind, bindCheck, id } = binders;
  const enabled = bindCheck('enabled');
  const field = (
    name: SettingsField,
    label: string,
    hint: string,
    inputMode: 'decimal' | 'numeric' = 'numeric',
  ) => (
    <FormField
      {...bind(name)}
      label={label}
      className="col-12 col-sm-6"
      inputMode={inputMode}
      hint={hint}
      {...form.field(name)}
      autoComplete="off"
    />
  );
  return (
    <>
      <p className="small text-body-secondary">
        {saved.updated_on === null
          ? 'Never saved: these are the defaults. The simulator stays off for this program until you switch it on and save.'
          : `Last saved ${formatDateTime(saved.updated_on)} IST.`}
      </p>
      <div className="form-check form-switch mb-3">
        <input
          ref={switchRef}
          {...enabled}
          type="checkbox"
          role="switch"
          className="form-check-input"
          aria-checked={enabled.checked}
          aria-describedby={id('enabled-hint')}
        />
        <label htmlFor={enabled.id} className="form-check-label fw-semibold">
          Simulator enabled
        </label>
        <div id={id('enabled-hint')} className="form-text">
          Learners with an active subscription to this program may use the trading simulator.
        </div>
      </div>
      <div className="row g-3 mb-3">
        {field(
          'brokerage',
          'Brokerage per executed order (₹)',
          'Such as 20 or 20.50; 0 for none.',
          'decimal',
        )}
      </div>
      <fieldset>
        <legend className="h6">Challenge rules</legend>
        <div className="row g-3">
          {field('profit_target_percent', 'Profit target (%)', 'Of the starting balance, to pass.')}
          {field('max_daily_loss_percent', 'Maximum daily loss (%)', 'Of the starting balance, in one day.')}
          {field('max_total_loss_percent', 'Maximum total loss (%)', 'Of the starting balance, overall.')}
          {field('min_trading_days', 'Minimum trading days', 'Days with at least one filled order.')}
        </div>
      </fieldset>
    </>
  );
}

/**
 * docs/product.md §14.9: a program's simulator settings. Whether its learners with an active subscription may
 * use the simulator, the brokerage per executed order (typed in rupees, sent as exact text), and
 * the four challenge rules. A program never saved shows the defaults, and says so.
 */
export function SimulatorSettingsModal({
  program,
  onClose,
}: {
  program: { _id: string; title: string };
  onClose: () => void;
}) {
  const fieldId = useId();
  const settings = useSimulatorSettings(program._id);
  // Null until the first edit: the form shows the saved settings as they load.
  const [edited, setEdited] = useState<SimulatorFormValues | null>(null);
  const saved = settings.data;
  const values = edited ?? (saved ? simulatorFormValuesOf(saved) : null);
  const switchRef = useRef<HTMLInputElement>(null);
  const loaded = values !== null;

  // Opened before the settings arrived, the dialog focused its close button: once the form is
  // there, the first field takes focus, as in the other forms.
  useEffect(() => {
    if (loaded && document.activeElement?.matches('.admin-modal .btn-close')) switchRef.current?.focus();
  }, [loaded]);

  const form = useSimulatorSettingsForm(values, program, onClose);
  const ready = saved && values;
  // One Modal whatever the state, so the dialog stays mounted (its focus and scroll lock
  // kept) when the settings arrive.
  return (
    <Modal
      title={`Simulator settings: ${program.title}`}
      onClose={onClose}
      form={form}
      size="lg"
      footer={
        ready ? (
          <ModalFormFooter busy={form.pending} onCancel={onClose} />
        ) : (
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
        )
      }
    >
      {ready ? (
        <SimulatorSettingsFields
          saved={saved}
          binders={fieldBinders(values, (name, value) => setEdited({ ...values, [name]: value }), fieldId)}
          form={form}
          switchRef={switchRef}
        />
      ) : settings.isError ? (
        <LoadError
          text={actionFailureText(MESSAGES.simulatorAdmin.fetchSettingsFailed, settings.error)}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <LoadingStatus text={MESSAGES.generic.loading} />
      )}
    </Modal>
  );
}
