import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet: argon2id with m=19 MiB, t=2, p=1 is the recommended
 * minimum. The parameters are stored in the hash, so raising them later keeps old hashes valid.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
