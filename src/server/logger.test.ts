import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

describe('logs', () => {
  it('keep password-reset tokens out of logged URLs', () => {
    expect(redactUrl('/api/auth/resetpassword/abcDEF123_-xyz')).toBe('/api/auth/resetpassword/[redacted]');
    expect(redactUrl('/resetpassword/abc?x=1')).toBe('/resetpassword/[redacted]?x=1');
    expect(redactUrl('/api/program/all')).toBe('/api/program/all');
  });

  it('redact passwords, codes and the Authorization header', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => lines.push(line) });
    log.info(
      { body: { password: 'secret-pass', otp: '123456' }, req: { headers: { authorization: 'Bearer t' } } },
      'x',
    );
    const out = lines.join('');
    expect(out).not.toContain('secret-pass');
    expect(out).not.toContain('123456');
    expect(out).not.toContain('Bearer t');
    expect(JSON.parse(lines[0]!).body.password).toBe('[redacted]');
  });
});
