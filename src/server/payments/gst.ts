import { GST } from '@contract/vocabulary.ts';

/** The tax on one line, in paise: CGST + SGST within the business's state, IGST across. */
export interface LineTax {
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * One line of a tax invoice, in paise (ADR 056): the value before discount, the discount, the
 * taxable value, each tax on it (rate × taxable value, to the paisa) and the line's total.
 */
export interface TaxLine extends LineTax {
  grossValue: number;
  discount: number;
  taxableValue: number;
  /** taxableValue + cgst + sgst + igst. */
  lineTotal: number;
}

/**
 * An invoice's totals, in paise: every column the sum of its lines, and the round-off that brings
 * the lines' sum to what was paid (`total`), never more than a paisa a line.
 */
export interface GstSplit extends LineTax {
  grossValue: number;
  discount: number;
  taxableValue: number;
  roundOff: number;
  total: number;
}

function checkPaise(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount of paise: ${amount}`);
}

/** numerator / denominator rounded half up, for non-negative integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * GST at 18 % (SAC 999293) on a taxable value: within the business's state CGST 9 % and SGST
 * 9 %, elsewhere IGST 18 %, each rate × taxable value rounded half up to the paisa (integers only),
 * so anyone multiplying the printed taxable value by the printed rate gets the printed tax.
 */
export function taxOn(taxableValue: number, intraState: boolean): LineTax {
  checkPaise(taxableValue);
  if (intraState) {
    const half = roundHalfUp(taxableValue * GST.ratePercent, 200);
    return { cgst: half, sgst: half, igst: 0 };
  }
  return { cgst: 0, sgst: 0, igst: roundHalfUp(taxableValue * GST.ratePercent, 100) };
}

const withTax = (taxableValue: number, intraState: boolean) => {
  const tax = taxOn(taxableValue, intraState);
  return taxableValue + tax.cgst + tax.sgst + tax.igst;
};

/**
 * The taxable value of a GST-inclusive price: the one whose total with its tax (`taxOn`) is
 * nearest the price, the larger on a tie (the tax is never understated). Taxable value plus tax
 * grows by 1 or 3 paise a step within the state (two taxes round up together) and by 1 or 2
 * across, so about 15 % of prices have no exact taxable value: they are within a paisa of one.
 */
export function taxableValueOf(inclusive: number, intraState: boolean): number {
  checkPaise(inclusive);
  const estimate = Math.floor((inclusive * 100) / (100 + GST.ratePercent));
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  // The estimate's total is within 2.2 paise below the price to 1 above: the nearest is among these.
  for (let candidate = Math.max(0, estimate - 2); candidate <= estimate + 2; candidate += 1) {
    const distance = Math.abs(withTax(candidate, intraState) - inclusive);
    if (distance <= bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * One invoice line from its GST-inclusive list price and the price after any discount (paise).
 * The tax is worked out on the taxable value of the price paid; the value before discount is the
 * list price's taxable value, and the discount is the difference (both without GST).
 */
export function taxLine(listAmount: number, amount: number, intraState: boolean): TaxLine {
  checkPaise(listAmount);
  if (amount > listAmount) throw new RangeError(`a price ${amount} above its list price ${listAmount}`);
  const taxableValue = taxableValueOf(amount, intraState);
  const grossValue = taxableValueOf(listAmount, intraState);
  const tax = taxOn(taxableValue, intraState);
  return {
    grossValue,
    discount: grossValue - taxableValue,
    taxableValue,
    ...tax,
    lineTotal: taxableValue + tax.cgst + tax.sgst + tax.igst,
  };
}

/**
 * An invoice's totals: each column the sum of its lines, and the round-off (`total` − the lines'
 * totals) that makes the invoice's total what the learner paid. Tax is never re-rounded on a sum.
 */
export function invoiceTotals(lines: readonly TaxLine[], total: number): GstSplit {
  checkPaise(total);
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
  const lineTotals = sum((line) => line.lineTotal);
  return {
    grossValue: sum((line) => line.grossValue),
    discount: sum((line) => line.discount),
    taxableValue: sum((line) => line.taxableValue),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    roundOff: total - lineTotals,
    total,
  };
}

/**
 * Splits a GST-inclusive price (paise) as a one-line invoice of it: taxable value, the tax on it
 * to the paisa, and the round-off (−1, 0 or +1 paisa) to the price. A quote, a credit note.
 */
export function splitGst(total: number, intraState: boolean): GstSplit {
  return invoiceTotals([taxLine(total, total, intraState)], total);
}
