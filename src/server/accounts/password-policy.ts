import { readFileSync } from 'node:fs';
import { MESSAGES } from '@contract/messages.ts';
import { DomainError } from '../shared/errors.ts';

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** True when the password is on the shipped list of the most common ones (ASVS v5 6.2.4). */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/**
 * Length rules live in the contract's PasswordSchema; this adds the server-only list check. With
 * `field`, the refusal names the form field it is about (`{ message, field }`).
 */
export function assertAcceptablePassword(password: string, field?: string): void {
  if (isCommonPassword(password)) {
    throw new DomainError('invalid', MESSAGES.auth.commonPassword, undefined, field ? { field } : undefined);
  }
}
