import { describe, expect, it } from 'vitest';
import { LineLimitError, limitLineSizes } from './line-limits.ts';

const LIMITS = { lineBytes: 20, fieldBytes: 8 };

/** Runs `text` through the caps in chunks of `size` characters: the problem found, or null. */
async function problemOf(text: string, size = 3) {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  let passed = '';
  try {
    for await (const bytes of limitLineSizes(chunks, LIMITS)) passed += bytes.toString();
  } catch (error) {
    if (error instanceof LineLimitError) return error.problem;
    throw error;
  }
  expect(passed).toBe(text);
  return null;
}

describe('limitLineSizes', () => {
  it('passes lines and fields within the caps through unchanged, whatever the chunking', async () => {
    for (const size of [1, 2, 5, 100]) {
      expect(await problemOf('a,b,c\r\n12345678,x\n"q,\n",1\n\n', size)).toBeNull();
    }
  });

  it('names the line of a field over its cap', async () => {
    expect(await problemOf('a,b\nc,123456789\n')).toEqual({ kind: 'field', line: 2 });
  });

  it('names the line of a record over its cap, even when every field is short', async () => {
    expect(await problemOf('a\nb\n1,2,3,4,5,6,7,8,9,0,1\n')).toEqual({ kind: 'line', line: 3 });
    expect(await problemOf(`a\n${','.repeat(30)}\n`)).toEqual({ kind: 'line', line: 2 });
  });

  it('counts a quoted newline as part of its record, and numbers the lines after it as csv-parse does', async () => {
    // The record of line 2 runs over lines 2 to 5, 21 bytes before its end.
    expect(await problemOf('h\n"a\n",",\n","\n",abcdefg\n')).toEqual({ kind: 'line', line: 2 });
    expect(await problemOf('h\n"a\nb",1\n123456789\n')).toEqual({ kind: 'field', line: 4 });
  });

  it('reads a doubled quote inside quotes as a quote, not the end of the field', async () => {
    expect(await problemOf('"a""\nb",1\nok\n')).toBeNull();
    expect(await problemOf('"a""b""c""d"\n')).toEqual({ kind: 'field', line: 1 });
  });

  it('leaves a quote in the middle of an unquoted field to the CSV parser', async () => {
    expect(await problemOf('Ac "Ltd,1\nnext,2\n')).toBeNull();
  });

  it('says where a quoted field that never closes began', async () => {
    expect(await problemOf('h\n1,"ab\n')).toEqual({ kind: 'unclosed-quote', line: 2 });
  });
});
