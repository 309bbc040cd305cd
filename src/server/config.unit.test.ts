import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://fintrain.in/' }).publicUrl).toBe('https://fintrain.in');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-pw' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@fintrain.in', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'admin@fintrain.in' }, 'ADMIN_PASSWORD'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('requires APP_SECRET of 32 characters or more with DATABASE_URL in production, and only then', () => {
    const shared = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal/fintrain' };
    expect(() => loadConfig(shared)).toThrow(ConfigError);
    expect(() => loadConfig(shared)).toThrow('APP_SECRET');
    expect(() => loadConfig({ ...shared, APP_SECRET: 'too short' })).toThrow('APP_SECRET');
    const secret = 'x'.repeat(32);
    expect(loadConfig({ ...shared, APP_SECRET: secret }).appSecret).toBe(secret);
    // One host: the secret is made and kept under DATA_DIR (auth/app-secret.ts).
    expect(loadConfig({ NODE_ENV: 'production' }).appSecret).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: shared.DATABASE_URL }).appSecret).toBeUndefined();
  });

  it('counts failed logins with the LOGIN_FAILED_* limits, far apart per account', () => {
    const { rateLimits } = loadConfig({});
    expect(rateLimits.LOGIN_FAILED_IP).toEqual({ limit: 50, windowSeconds: 900 });
    expect(rateLimits.LOGIN_FAILED_EMAIL_IP).toEqual({ limit: 10, windowSeconds: 900 });
    expect(rateLimits.LOGIN_FAILED_EMAIL.limit).toBeGreaterThanOrEqual(
      10 * rateLimits.LOGIN_FAILED_EMAIL_IP.limit,
    );
    expect(loadConfig({ RATE_LIMIT_LOGIN_FAILED_EMAIL_IP: '3/5' }).rateLimits.LOGIN_FAILED_EMAIL_IP).toEqual({
      limit: 3,
      windowSeconds: 300,
    });
  });

  it.each([
    ['RATE_LIMIT_LOGIN_EMAIL', 'RATE_LIMIT_LOGIN_FAILED_EMAIL_IP'],
    ['RATE_LIMIT_LOGIN_IP', 'RATE_LIMIT_LOGIN_FAILED_IP'],
  ])('stops on the retired %s, naming %s', (name, replacement) => {
    expect(() => loadConfig({ [name]: '10/15' })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: '10/15' })).toThrow(replacement);
  });

  it('keeps ADMIN_EMAIL in lower case and reads TRUST_PROXY', () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'Admin@FinTrain.in',
      ADMIN_PASSWORD: 'a-strong-one',
      TRUST_PROXY: 'true',
    });
    expect(config.adminEmail).toBe('admin@fintrain.in');
    expect(config.trustProxy).toBe(1);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    [' 127.0.0.1 ', ['127.0.0.1']],
    ['10.0.0.0/8, 192.0.2.7,2001:db8::/32', ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']],
  ])('reads %j as %j', (value, expected) => {
    const config = loadConfig(value === undefined ? {} : { TRUST_PROXY: value });
    expect(config.trustProxy).toEqual(expected);
    expect(config.warnings).toEqual([]);
  });

  it('still takes true, as one proxy, with a warning for the log', () => {
    const config = loadConfig({ TRUST_PROXY: 'true' });
    expect(config.trustProxy).toBe(1);
    expect(config.warnings).toEqual([expect.stringContaining('TRUST_PROXY=true is read as one proxy')]);
  });

  it.each(['yes', '17', '-1', '1.5', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.internal', '10.0.0.1,,10.0.0.2'])(
    'stops on %j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY must be');
    },
  );

  it('lifts the per-client connection cap behind proxies, where every connection is theirs', () => {
    expect(loadConfig({}).http.maxConnectionsPerClient).toBe(256);
    expect(loadConfig({ TRUST_PROXY: '1' }).http.maxConnectionsPerClient).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).http.maxConnectionsPerClient).toBe(0);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default, and an empty value means unset', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
  });

  it('takes a token of 32 printable characters or more', () => {
    const token = `${'a'.repeat(31)}Z`;
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadConfig({ METRICS_TOKEN: ` ${token}\n` }).metricsToken).toBe(token);
  });

  it.each([['x'.repeat(31)], ['short'], [`${'x'.repeat(20)} ${'y'.repeat(20)}`], [`${'x'.repeat(40)}é`]])(
    'stops on the guessable or unsendable token %j, naming METRICS_TOKEN',
    (token) => {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN must be at least 32/);
    },
  );
});

describe('FFMPEG_PATH', () => {
  it('is unset by default and read as given otherwise', () => {
    expect(loadConfig({}).ffmpegPath).toBeUndefined();
    expect(loadConfig({ FFMPEG_PATH: '' }).ffmpegPath).toBeUndefined();
    expect(loadConfig({ FFMPEG_PATH: '/opt/ffmpeg-7/bin/ffmpeg' }).ffmpegPath).toBe(
      '/opt/ffmpeg-7/bin/ffmpeg',
    );
  });

  it('stops on a relative path, naming FFMPEG_PATH', () => {
    expect(() => loadConfig({ FFMPEG_PATH: 'ffmpeg' })).toThrow(/FFMPEG_PATH must be an absolute path/);
  });
});

describe('MARKET_DATA_LAG_DAYS', () => {
  it('defaults to 30 days and accepts a longer whole number of days', () => {
    expect(loadConfig({}).marketDataLagDays).toBe(30);
    expect(loadConfig({ MARKET_DATA_LAG_DAYS: ' 45 ' }).marketDataLagDays).toBe(45);
  });

  it.each(['29', '0', '-30', '30.5', 'thirty', '1e2'])('stops the start when it is %s', (value) => {
    expect(() => loadConfig({ MARKET_DATA_LAG_DAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ MARKET_DATA_LAG_DAYS: value })).toThrow(/MARKET_DATA_LAG_DAYS.*at least 30/);
  });
});

describe('BACKUP_SCHEDULE and BACKUP_KEEP', () => {
  const external = { DATABASE_URL: 'postgres://app@db.internal/fintrain' };

  it('backs up daily at 03:00 in India by default on the embedded database, and not at all on DATABASE_URL', () => {
    expect(loadConfig({}).backups).toEqual({ schedule: '30 21 * * *', keep: { daily: 7, weekly: 4 } });
    expect(loadConfig(external).backups.schedule).toBeUndefined();
  });

  it('takes a cron expression on either database, and off', () => {
    expect(loadConfig({ BACKUP_SCHEDULE: '0 */6 * * *' }).backups.schedule).toBe('0 */6 * * *');
    expect(loadConfig({ ...external, BACKUP_SCHEDULE: ' 15 22 * * * ' }).backups.schedule).toBe(
      '15 22 * * *',
    );
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backups.schedule).toBeUndefined();
    expect(loadConfig({ BACKUP_SCHEDULE: 'OFF' }).backups.schedule).toBeUndefined();
  });

  it('reads BACKUP_KEEP as days and weeks', () => {
    expect(loadConfig({ BACKUP_KEEP: '14d,8w' }).backups.keep).toEqual({ daily: 14, weekly: 8 });
    expect(loadConfig({ BACKUP_KEEP: '3d' }).backups.keep).toEqual({ daily: 3, weekly: 0 });
  });

  it.each([
    [{ BACKUP_SCHEDULE: 'daily' }, /BACKUP_SCHEDULE: BACKUP_SCHEDULE must be a cron expression/],
    [{ BACKUP_SCHEDULE: '61 21 * * *' }, /BACKUP_SCHEDULE: /],
    [{ BACKUP_SCHEDULE: '30 21 * *' }, /BACKUP_SCHEDULE: /],
    [{ BACKUP_KEEP: 'seven' }, /BACKUP_KEEP: BACKUP_KEEP must be days and weeks to keep, such as 7d,4w/],
    [{ BACKUP_KEEP: '7d,4m' }, /BACKUP_KEEP: /],
  ])('stops on %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
