import type { JournalSide } from '@contract/journal.ts';
import type { JournalFillRow } from '../db/schema.ts';

/**
 * A position's round trips (docs/product.md §23.1, ADR 079), computed without I/O from its fills in
 * the order the engine applied them (trading day, then placement; the square-off last). A trip runs
 * from the fill that opens a flat position to the one that makes it flat again. An order that
 * reduces past zero (an MIS flip) closes one trip and opens the next with what is left of it; its
 * brokerage counts in the trip it closes, as the engine counts it in that fill's realised P&L
 * (ADR 034), so the trips' P&L add up to the account's realised P&L.
 */

/** One executed order of a position (symbol and product), prices and money in paise. */
export interface PositionFill {
  orderId: string;
  /** The trading day it filled ('YYYY-MM-DD'). */
  date: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  brokerage: number;
}

export interface RoundTrip {
  /** The order that made the position flat. */
  closingOrderId: string;
  side: JournalSide;
  /** Shares bought (long) or sold short over the trip: equal to the shares closed. */
  quantity: number;
  entryDate: string;
  exitDate: string;
  /** Σ price × quantity of the entries and of the exits, exact. */
  entryValue: number;
  exitValue: number;
  /** Average prices rounded half up to the paisa, for display and MAE/MFE. */
  entryPrice: number;
  exitPrice: number;
  brokerage: number;
  /** Long: exit value − entry value − brokerage; short: entry value − exit value − brokerage. */
  pnl: number;
  fills: JournalFillRow[];
}

interface OpenTrip {
  side: JournalSide;
  held: number;
  entryQuantity: number;
  exitQuantity: number;
  entryValue: bigint;
  exitValue: bigint;
  brokerage: number;
  entryDate: string;
  fills: JournalFillRow[];
}

function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function open(fill: PositionFill, quantity: number, brokerage: number): OpenTrip {
  return {
    side: fill.side === 'buy' ? 'long' : 'short',
    held: quantity,
    entryQuantity: quantity,
    exitQuantity: 0,
    entryValue: BigInt(fill.price) * BigInt(quantity),
    exitValue: 0n,
    brokerage,
    entryDate: fill.date,
    fills: [{ date: fill.date, side: fill.side, quantity, price: fill.price, role: 'entry' }],
  };
}

function close(trip: OpenTrip, fill: PositionFill): RoundTrip {
  const gross = trip.side === 'long' ? trip.exitValue - trip.entryValue : trip.entryValue - trip.exitValue;
  return {
    closingOrderId: fill.orderId,
    side: trip.side,
    quantity: trip.entryQuantity,
    entryDate: trip.entryDate,
    exitDate: fill.date,
    entryValue: Number(trip.entryValue),
    exitValue: Number(trip.exitValue),
    entryPrice: divideHalfUp(trip.entryValue, BigInt(trip.entryQuantity)),
    exitPrice: divideHalfUp(trip.exitValue, BigInt(trip.exitQuantity)),
    brokerage: trip.brokerage,
    pnl: Number(gross - BigInt(trip.brokerage)),
    fills: trip.fills,
  };
}

/** The closed round trips of one position's fills, oldest first, and the trip still open (if any). */
export function roundTrips(fills: readonly PositionFill[]): { closed: RoundTrip[]; open: boolean } {
  const closed: RoundTrip[] = [];
  let trip: OpenTrip | null = null;
  for (const fill of fills) {
    if (!Number.isSafeInteger(fill.quantity) || fill.quantity < 1) throw new RangeError('quantity');
    const adds = trip !== null && (trip.side === 'long') === (fill.side === 'buy');
    if (trip === null) {
      trip = open(fill, fill.quantity, fill.brokerage);
    } else if (adds) {
      trip.held += fill.quantity;
      trip.entryQuantity += fill.quantity;
      trip.entryValue += BigInt(fill.price) * BigInt(fill.quantity);
      trip.brokerage += fill.brokerage;
      trip.fills.push({
        date: fill.date,
        side: fill.side,
        quantity: fill.quantity,
        price: fill.price,
        role: 'entry',
      });
    } else {
      const closing = Math.min(fill.quantity, trip.held);
      trip.held -= closing;
      trip.exitQuantity += closing;
      trip.exitValue += BigInt(fill.price) * BigInt(closing);
      trip.brokerage += fill.brokerage;
      trip.fills.push({
        date: fill.date,
        side: fill.side,
        quantity: closing,
        price: fill.price,
        role: 'exit',
      });
      if (trip.held === 0) {
        closed.push(close(trip, fill));
        const left = fill.quantity - closing;
        trip = left > 0 ? open(fill, left, 0) : null;
      }
    }
  }
  return { closed, open: trip !== null };
}
