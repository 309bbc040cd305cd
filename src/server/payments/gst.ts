import { GST } from '@contract/vocabulary.ts';

/** A GST-inclusive amount split into its parts, in paise: the parts add up to `total` exactly. */
export interface GstSplit {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * Splits a GST-inclusive price (paise) at 18 % (SAC 999293). Within the business's state the tax
 * is CGST 9 % + SGST 9 %, elsewhere IGST 18 %. Each tax is rounded half up to the paisa from the
 * exact fraction (integers only: total × 9 / 118), CGST and SGST are the same amount, and the
 * taxable value is what is left, so taxable + taxes = total with no paisa lost or invented.
 */
export function splitGst(total: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`not an amount of paise: ${total}`);
  const divisor = 100 + GST.ratePercent;
  if (intraState) {
    const half = roundHalfUp(total * (GST.ratePercent / 2), divisor);
    return { taxableValue: total - 2 * half, cgst: half, sgst: half, igst: 0, total };
  }
  const igst = roundHalfUp(total * GST.ratePercent, divisor);
  return { taxableValue: total - igst, cgst: 0, sgst: 0, igst, total };
}

/** numerator / denominator rounded half up, for non-negative integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
