/**
 * Caps on the lines and fields of an imported CSV, checked on the bytes as they stream in, before
 * the CSV parser gathers a record (ADR 053). csv-parse keeps a whole field and record in memory
 * until it ends: without a cap, one 128 MB field is 128 MB held for nothing.
 *
 * The scan follows CSV's quoting the way csv-parse (with `trim`) reads it, so a newline inside a
 * quoted field does not end the line and a record cannot grow past the cap by spanning many short
 * physical lines. A quote in the middle of an unquoted field is left to csv-parse, which refuses it
 * with its line.
 */

export type LineLimitProblem =
  | { kind: 'line'; line: number }
  | { kind: 'field'; line: number }
  /** The input ended inside a quoted field that opened on `line`. */
  | { kind: 'unclosed-quote'; line: number };

export class LineLimitError extends Error {
  override readonly name = 'LineLimitError';
  constructor(readonly problem: LineLimitProblem) {
    super(`${problem.kind} at line ${problem.line}`);
  }
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

// The scanner's states, as small integers for a tight loop.
const State = {
  FieldStart: 0,
  Unquoted: 1,
  Quoted: 2,
  /** A quote inside a quoted field: it closes the field, or escapes a second quote. */
  QuoteInQuoted: 3,
} as const;

/**
 * Passes the input through as Buffers, and throws LineLimitError as soon as a record (a line,
 * counting quoted newlines in it) passes `lineBytes` or a field passes `fieldBytes`. Lines count
 * from 1, as csv-parse counts them; an error names the line where the record or field began.
 */
export async function* limitLineSizes(
  input: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  limits: { lineBytes: number; fieldBytes: number },
): AsyncGenerator<Buffer> {
  let state: number = State.FieldStart;
  let line = 1;
  let recordLine = 1;
  let fieldLine = 1;
  let recordBytes = 0;
  let fieldBytes = 0;
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let i = 0; i < bytes.length; i += 1) {
      const byte = bytes[i]!;
      recordBytes += 1;
      fieldBytes += 1;
      let fieldEnds = false;
      let recordEnds = false;
      switch (state) {
        case State.FieldStart:
          if (byte === QUOTE) state = State.Quoted;
          else if (byte === COMMA) fieldEnds = true;
          else if (byte === LF || byte === CR) recordEnds = true;
          else if (byte !== SPACE && byte !== TAB) state = State.Unquoted;
          break;
        case State.Unquoted:
          if (byte === COMMA) fieldEnds = true;
          else if (byte === LF || byte === CR) recordEnds = true;
          break;
        case State.Quoted:
          if (byte === QUOTE) state = State.QuoteInQuoted;
          else if (byte === LF) line += 1;
          break;
        case State.QuoteInQuoted:
          if (byte === QUOTE) state = State.Quoted;
          else if (byte === COMMA) fieldEnds = true;
          else if (byte === LF || byte === CR) recordEnds = true;
          // Anything else after a closing quote is csv-parse's to refuse.
          else state = State.Unquoted;
          break;
      }
      if (recordEnds) {
        if (byte === LF) line += 1;
        state = State.FieldStart;
        recordBytes = 0;
        fieldBytes = 0;
        recordLine = line;
        fieldLine = line;
        continue;
      }
      if (fieldEnds) {
        state = State.FieldStart;
        fieldBytes = 0;
        fieldLine = line;
      }
      if (fieldBytes > limits.fieldBytes) throw new LineLimitError({ kind: 'field', line: fieldLine });
      if (recordBytes > limits.lineBytes) throw new LineLimitError({ kind: 'line', line: recordLine });
    }
    yield bytes;
  }
  if (state === State.Quoted) throw new LineLimitError({ kind: 'unclosed-quote', line: fieldLine });
}
