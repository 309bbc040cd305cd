import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { APP_SECRET_FILE, loadAppSecret } from './app-secret.ts';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
const freshDataDir = () => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'app-secret-')), 'data');
  return dataDir;
};

describe('loadAppSecret', () => {
  it('uses APP_SECRET when it is set, and writes no file', () => {
    const dir = freshDataDir();
    const secret = 'a-configured-secret-of-at-least-32-chars';
    expect(loadAppSecret({ appSecret: secret, dataDir: dir })).toBe(secret);
    expect(() => statSync(path.join(dir, APP_SECRET_FILE))).toThrow();
  });

  it('creates a random secret once in DATA_DIR, readable by its owner only, and keeps it', () => {
    const dir = freshDataDir();
    const first = loadAppSecret({ appSecret: undefined, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, APP_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadAppSecret({ appSecret: undefined, dataDir: dir })).toBe(first);

    const other = freshDataDir();
    expect(loadAppSecret({ appSecret: undefined, dataDir: other })).not.toBe(first);
  });

  it('stops the start on a damaged secret file instead of replacing it quietly', () => {
    const dir = freshDataDir();
    loadAppSecret({ appSecret: undefined, dataDir: dir });
    writeFileSync(path.join(dir, APP_SECRET_FILE), 'short\n');
    expect(() => loadAppSecret({ appSecret: undefined, dataDir: dir })).toThrow(ConfigError);
    expect(() => loadAppSecret({ appSecret: undefined, dataDir: dir })).toThrow(APP_SECRET_FILE);
  });
});
