import { MONEY_MESSAGES, MoneyFormatError, paiseToRupees, rupeesToPaise } from '@contract/money.ts';
import { MARKET_LIMITS, type SimulatorSettings, type SimulatorSettingsInput } from '@contract/simulator.ts';

/** The settings form as typed: every number is text until it is checked. */
export interface SimulatorFormValues {
  enabled: boolean;
  brokerage: string;
  profit_target_percent: string;
  max_daily_loss_percent: string;
  max_total_loss_percent: string;
  min_trading_days: string;
}

export type SimulatorFormField = Exclude<keyof SimulatorFormValues, 'enabled'>;
export type SimulatorFormErrors = Partial<Record<SimulatorFormField, string>>;

/** The form's fields in the order they are shown (the first with an error gets focus). */
export const SIMULATOR_FORM_FIELDS = [
  'brokerage',
  'profit_target_percent',
  'max_daily_loss_percent',
  'max_total_loss_percent',
  'min_trading_days',
] as const satisfies readonly SimulatorFormField[];

export const SIMULATOR_FORM_TEXTS = {
  percent: `Enter a whole number from ${MARKET_LIMITS.percentMin} to ${MARKET_LIMITS.percentMax}.`,
  days: `Enter a whole number from 0 to ${MARKET_LIMITS.maxMinTradingDays}.`,
  brokerageNegative: MONEY_MESSAGES.tooSmall('0.00'),
} as const;

// The API's brokerage takes at most 11 digits of rupees (RupeeAmountSchema).
const MAX_BROKERAGE_PAISE = 99_999_999_999_99;

/** Saved settings as the form shows them: '20.00' stays as the API wrote it. */
export function simulatorFormValuesOf(settings: SimulatorSettings): SimulatorFormValues {
  return {
    enabled: settings.enabled,
    brokerage: settings.brokerage,
    profit_target_percent: String(settings.challenge.profit_target_percent),
    max_daily_loss_percent: String(settings.challenge.max_daily_loss_percent),
    max_total_loss_percent: String(settings.challenge.max_total_loss_percent),
    min_trading_days: String(settings.challenge.min_trading_days),
  };
}

/** Whole digits within [min, max], or undefined: '12.5', '1e1', '' and '-3' are not. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** The brokerage typed in rupees as the API's exact text ("20" → "20.00"), read by @contract/money.ts alone. */
function brokerageOf(text: string): { ok: true; rupees: string } | { ok: false; error: string } {
  let paise: number;
  try {
    paise = rupeesToPaise(text.trim());
  } catch (error) {
    if (error instanceof MoneyFormatError) return { ok: false, error: error.message };
    throw error;
  }
  if (paise < 0) return { ok: false, error: SIMULATOR_FORM_TEXTS.brokerageNegative };
  if (paise > MAX_BROKERAGE_PAISE) return { ok: false, error: MONEY_MESSAGES.tooLarge };
  return { ok: true, rupees: paiseToRupees(paise) };
}

/**
 * The form as the API takes it, or an error under each field it cannot send: the brokerage in
 * exact rupees (never a float), the challenge rules as whole numbers within the contract's limits.
 */
export function simulatorInputFrom(
  values: SimulatorFormValues,
): { ok: true; input: SimulatorSettingsInput } | { ok: false; errors: SimulatorFormErrors } {
  const errors: SimulatorFormErrors = {};
  const brokerage = brokerageOf(values.brokerage);
  if (!brokerage.ok) errors.brokerage = brokerage.error;
  const percent = (field: SimulatorFormField) => {
    const value = wholeNumber(values[field], MARKET_LIMITS.percentMin, MARKET_LIMITS.percentMax);
    if (value === undefined) errors[field] = SIMULATOR_FORM_TEXTS.percent;
    return value ?? 0;
  };
  const profitTarget = percent('profit_target_percent');
  const maxDailyLoss = percent('max_daily_loss_percent');
  const maxTotalLoss = percent('max_total_loss_percent');
  const minTradingDays = wholeNumber(values.min_trading_days, 0, MARKET_LIMITS.maxMinTradingDays);
  if (minTradingDays === undefined) errors.min_trading_days = SIMULATOR_FORM_TEXTS.days;
  if (!brokerage.ok || minTradingDays === undefined || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      enabled: values.enabled,
      brokerage: brokerage.rupees,
      challenge: {
        profit_target_percent: profitTarget,
        max_daily_loss_percent: maxDailyLoss,
        max_total_loss_percent: maxTotalLoss,
        min_trading_days: minTradingDays,
      },
    },
  };
}
