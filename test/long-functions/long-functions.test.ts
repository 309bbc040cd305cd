import { describe, expect, it } from 'vitest';
import { longFunctionsIn, MAX_FUNCTION_LINES, REASON_MARKER } from '../../scripts/long-functions.ts';

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');
const fn = (name: string, lines: number) => `function ${name}() {\n${body(lines - 2)}\n}\n`;

describe('the long-function check', () => {
  it('lets a function of exactly the limit pass unnoticed', () => {
    expect(longFunctionsIn('a.ts', fn('short', MAX_FUNCTION_LINES))).toEqual([]);
  });

  it('finds a function one line over the limit, with its name, line and length', () => {
    const found = longFunctionsIn('a.ts', `\n${fn('tooLong', MAX_FUNCTION_LINES + 1)}`);
    expect(found).toEqual([
      { file: 'a.ts', line: 2, name: 'tooLong', lines: MAX_FUNCTION_LINES + 1, reasoned: false },
    ]);
  });

  it('accepts a long function whose comment just before it starts its reason with the marker', () => {
    const text = `/**\n * Draws the page.\n * ${REASON_MARKER} the layout is one pass down the page.\n */\nexport ${fn('draw', 90)}`;
    expect(longFunctionsIn('a.ts', text)).toMatchObject([{ name: 'draw', reasoned: true }]);
  });

  it('names an arrow function and a React component by the constant that holds it', () => {
    const text = `export const Page = () => {\n${body(90)}\n  return null;\n};\n`;
    expect(longFunctionsIn('a.tsx', text)).toMatchObject([{ name: 'Page', reasoned: false }]);
  });

  it('counts a long function inside a long function once, as the outer one', () => {
    const inner = `  const inner = () => {\n${body(85)}\n  };`;
    const text = `function outer() {\n${inner}\n${body(5)}\n}\n`;
    expect(longFunctionsIn('a.ts', text).map((found) => found.name)).toEqual(['outer']);
  });
});
