import { describe, expect, it } from 'vitest';
import { forbiddenCharacter, oneOfMessage, optionalText, requiredText } from './fields.ts';

const issue = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe('forbiddenCharacter', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls in single-line text', () => {
    for (const text of [
      'a\u0000b',
      '\u0001',
      'tab\there',
      'line\nbreak',
      'cr\r',
      '\u001B[31m',
      '\u007F',
      '\u0085',
      '\u009F',
    ]) {
      expect(forbiddenCharacter(text, 'single-line'), JSON.stringify(text)).toBe('control');
    }
  });

  it('lets multi-line text keep line feeds, carriage returns and tabs, and nothing else', () => {
    expect(forbiddenCharacter('Dear team,\r\n\tthanks.\n', 'multi-line')).toBeUndefined();
    expect(forbiddenCharacter('a\u0000b', 'multi-line')).toBe('control');
    expect(forbiddenCharacter('\u000B\u000C', 'multi-line')).toBe('control');
  });

  it('finds UTF-16 surrogates without their pair, and accepts paired ones', () => {
    for (const text of ['\uD800', 'a\uDBFFb', '\uDC00', 'x\uDFFF', '\uDBFF\uDBFF']) {
      expect(forbiddenCharacter(text, 'single-line'), JSON.stringify(text)).toBe('surrogate');
    }
    expect(forbiddenCharacter('Trading 📈 in ₹ — नमस्ते', 'single-line')).toBeUndefined();
  });
});

describe('text fields', () => {
  it('refuse control characters with a message naming the field', () => {
    expect(issue(requiredText('Name', 100), 'Asha\u0000')).toBe(
      'Name cannot contain control characters or line breaks.',
    );
    expect(issue(requiredText('Message', 5000, 'multi-line'), 'Hi\u0000')).toBe(
      'Message cannot contain control characters other than line breaks and tabs.',
    );
    expect(issue(optionalText('Tag', 60), 'a\u0007')).toBe(
      'Tag cannot contain control characters or line breaks.',
    );
  });

  it('refuse a lone surrogate with a message naming the field', () => {
    expect(issue(requiredText('Subject', 200), 'Fees \uD800')).toBe(
      'Subject contains an invalid character (a broken Unicode sequence).',
    );
  });

  it('still trim what surrounds the text, so a pasted trailing line break is not an error', () => {
    expect(requiredText('Name', 100).parse('  Asha Rao\n')).toBe('Asha Rao');
    expect(requiredText('Message', 5000, 'multi-line').parse('Line one\nLine two\n')).toBe(
      'Line one\nLine two',
    );
  });
});

describe('oneOfMessage', () => {
  it('names the field and quotes every allowed value', () => {
    expect(oneOfMessage('role', ['user', 'admin'])).toBe("role must be 'user' or 'admin'.");
    expect(oneOfMessage('status', ['pending', 'active', 'rejected'])).toBe(
      "status must be 'pending', 'active' or 'rejected'.",
    );
    expect(oneOfMessage('Type', ['PAID'])).toBe("Type must be 'PAID'.");
  });
});
