import { MONEY_MESSAGES } from '@contract/money.ts';
import { describe, expect, it } from 'vitest';
import {
  SIMULATOR_FORM_TEXTS,
  type SimulatorFormValues,
  simulatorInputFrom,
} from './simulator-settings-form.ts';

const VALID: SimulatorFormValues = {
  enabled: true,
  brokerage: '20',
  profit_target_percent: '10',
  max_daily_loss_percent: '5',
  max_total_loss_percent: '10',
  min_trading_days: '4',
};

const brokerageOf = (text: string) => {
  const converted = simulatorInputFrom({ ...VALID, brokerage: text });
  return converted.ok ? converted.input.brokerage : converted.errors.brokerage;
};

describe('simulatorInputFrom', () => {
  it('sends the brokerage as exact rupee text with two decimals, and the rules as whole numbers', () => {
    expect(simulatorInputFrom(VALID)).toEqual({
      ok: true,
      input: {
        enabled: true,
        brokerage: '20.00',
        challenge: {
          profit_target_percent: 10,
          max_daily_loss_percent: 5,
          max_total_loss_percent: 10,
          min_trading_days: 4,
        },
      },
    });
    // Values a binary float would spoil stay exact: 0.29 × 100 is 28.999999999999996.
    expect(brokerageOf(' 0.29 ')).toBe('0.29');
    expect(brokerageOf('20.5')).toBe('20.50');
    expect(brokerageOf('0')).toBe('0.00');
    expect(brokerageOf('99999999999.99')).toBe('99999999999.99');
  });

  it('refuses a brokerage that is not an exact amount of zero or more, with money.ts texts', () => {
    expect(brokerageOf('')).toBe(MONEY_MESSAGES.notAnAmount);
    expect(brokerageOf('1,000')).toBe(MONEY_MESSAGES.notAnAmount);
    expect(brokerageOf('2e1')).toBe(MONEY_MESSAGES.notAnAmount);
    expect(brokerageOf('20.505')).toBe(MONEY_MESSAGES.tooManyDecimals);
    expect(brokerageOf('-1')).toBe(SIMULATOR_FORM_TEXTS.brokerageNegative);
    expect(brokerageOf('100000000000')).toBe(MONEY_MESSAGES.tooLarge);
  });

  it('refuses percentages outside 1 to 100 and trading days outside 0 to 250, field by field', () => {
    const converted = simulatorInputFrom({
      ...VALID,
      profit_target_percent: '0',
      max_daily_loss_percent: '12.5',
      max_total_loss_percent: '101',
      min_trading_days: '251',
    });
    expect(converted).toEqual({
      ok: false,
      errors: {
        profit_target_percent: SIMULATOR_FORM_TEXTS.percent,
        max_daily_loss_percent: SIMULATOR_FORM_TEXTS.percent,
        max_total_loss_percent: SIMULATOR_FORM_TEXTS.percent,
        min_trading_days: SIMULATOR_FORM_TEXTS.days,
      },
    });
    const edges = simulatorInputFrom({ ...VALID, profit_target_percent: '100', min_trading_days: '0' });
    expect(edges.ok && edges.input.challenge).toMatchObject({
      profit_target_percent: 100,
      min_trading_days: 0,
    });
  });
});
