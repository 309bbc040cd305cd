import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const USER = '3f1c1c7e-7d1a-4c55-9a43-7f1d5d2a0001';

describe('the unsubscribe token of a notification mail', () => {
  it('names its scope and user, and reads back under the same secret', () => {
    const token = unsubscribeToken(SECRET, USER, 'mention');
    expect(token).toMatch(new RegExp(`^mention\\.${USER}\\.[A-Za-z0-9_-]{43}$`));
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, scope: 'mention' });
    expect(unsubscribeToken(SECRET, USER, 'mention')).toBe(token);
  });

  it('refuses another secret, another scope or user under the same signature, and a live kind', () => {
    const token = unsubscribeToken(SECRET, USER, 'digest');
    const [, , mac] = token.split('.');
    expect(readUnsubscribeToken(`${SECRET}-rotated`, token)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `mention.${USER}.${mac}`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `digest.${USER.replace('1', '2')}.${mac}`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `live_reminder.${USER}.${mac}`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, `${token}.extra`)).toBeUndefined();
    expect(readUnsubscribeToken(SECRET, 'digest')).toBeUndefined();
  });
});
