import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config-error.ts';

export const APP_SECRET_FILE = 'app-secret';
const MIN_LENGTH = 32;

/**
 * The server secret: APP_SECRET when set, otherwise a random one created once in
 * DATA_DIR/app-secret (mode 0600). It lives in a file, not in the database, so that a copy of the
 * database does not carry the key that protects what is stored in it. Several instances must set
 * APP_SECRET (config.ts refuses to start production on DATABASE_URL without it).
 */
export function loadAppSecret(config: { appSecret: string | undefined; dataDir: string }): string {
  if (config.appSecret !== undefined) return config.appSecret;
  const file = path.resolve(config.dataDir, APP_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing !== undefined) return existing;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written under a temporary name, then linked into place: link() fails when the file exists, so
  // of two processes starting at once one creates the secret and the other reads that one, whole.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600); // whatever the umask
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const created = readSecretFile(file);
  if (created === undefined) throw new ConfigError(`Could not create the server secret in ${file}`);
  return created;
}

function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_LENGTH) {
    throw new ConfigError(
      `The server secret in ${file} is shorter than ${MIN_LENGTH} characters. Delete the file to have a new one made (codes already e-mailed stop working), or set APP_SECRET.`,
    );
  }
  return secret;
}
