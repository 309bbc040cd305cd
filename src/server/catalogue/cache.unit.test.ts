import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CatalogueCache, etagOf } from './cache.ts';
import { chooseEncoding, matchesIfNoneMatch } from './negotiation.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

function counter(body: () => string | null) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls += 1;
      const value = body();
      return value === null ? null : { body: value, contentType: JSON_TYPE };
    },
  };
  return loader;
}

function enabledCache() {
  const cache = new CatalogueCache();
  cache.enabled = true;
  return cache;
}

describe('CatalogueCache', () => {
  it('reads the database once per key until invalidated', async () => {
    const cache = enabledCache();
    let title = 'Pro Trader';
    const loader = counter(() => JSON.stringify({ title }));
    const first = await cache.get('program:all', loader.load);
    await cache.get('program:all', loader.load);
    expect(loader.calls).toBe(1);
    title = 'Swing Trader';
    cache.invalidate();
    const second = await cache.get('program:all', loader.load);
    expect(loader.calls).toBe(2);
    expect(second?.identity.toString()).toBe('{"title":"Swing Trader"}');
    expect(second?.hash).not.toBe(first?.hash);
  });

  it('keeps brotli and gzip copies that decode to the same bytes, each with its own strong ETag', async () => {
    const cache = enabledCache();
    const body = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ title: `Program ${i}` })));
    const entry = await cache.get('program:all', async () => ({ body, contentType: JSON_TYPE }));
    if (!entry?.br || !entry.gzip) throw new Error('no compressed copies');
    expect(brotliDecompressSync(entry.br).toString()).toBe(body);
    expect(gunzipSync(entry.gzip).toString()).toBe(body);
    expect(entry.br.length).toBeLessThan(body.length);
    const tags = [etagOf(entry, 'identity'), etagOf(entry, 'br'), etagOf(entry, 'gzip')];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('gives the same ETag to the same bytes, in another instance too', async () => {
    const load = async () => ({ body: '[1,2,3]', contentType: JSON_TYPE });
    const a = await enabledCache().get('k', load);
    const b = await enabledCache().get('k', load);
    expect(a?.hash).toBe(b?.hash);
  });

  it('does not cache a missing answer', async () => {
    const cache = enabledCache();
    const loader = counter(() => null);
    expect(await cache.get('program:nope', loader.load)).toBeNull();
    expect(await cache.get('program:nope', loader.load)).toBeNull();
    expect(loader.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not store a fill that began before an invalidation', async () => {
    const cache = enabledCache();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let title = 'before';
    const slow = async () => {
      const body = JSON.stringify({ title });
      await gate;
      return { body, contentType: JSON_TYPE };
    };
    const pending = cache.get('program:all', slow);
    title = 'after';
    cache.invalidate();
    release();
    expect((await pending)?.identity.toString()).toBe('{"title":"before"}');
    const fresh = await cache.get('program:all', async () => ({
      body: JSON.stringify({ title }),
      contentType: JSON_TYPE,
    }));
    expect(fresh?.identity.toString()).toBe('{"title":"after"}');
  });

  it('shares one fill between concurrent misses', async () => {
    const cache = enabledCache();
    const loader = counter(() => '[]');
    await Promise.all(Array.from({ length: 10 }, () => cache.get('program:all', loader.load)));
    expect(loader.calls).toBe(1);
  });

  it('reads the database every time while off (not listening)', async () => {
    const cache = new CatalogueCache();
    const loader = counter(() => '[]');
    await cache.get('program:all', loader.load);
    await cache.get('program:all', loader.load);
    expect(loader.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('content negotiation', () => {
  const entry = {
    contentType: JSON_TYPE,
    identity: Buffer.from('x'),
    br: Buffer.from('b'),
    gzip: Buffer.from('g'),
    hash: 'h',
  };

  it('prefers br, then gzip, then identity, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br', entry)).toBe('br');
    expect(chooseEncoding('gzip', entry)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', entry)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', entry)).toBe('identity');
    expect(chooseEncoding('*', entry)).toBe('br');
    expect(chooseEncoding('*;q=0, gzip', entry)).toBe('gzip');
    expect(chooseEncoding(undefined, entry)).toBe('identity');
    expect(chooseEncoding('br', { ...entry, br: undefined })).toBe('identity');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesIfNoneMatch('"h-br"', '"h-br"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"h"', '"h"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"h"')).toBe(true);
    expect(matchesIfNoneMatch('"h"', '"h-br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"h"')).toBe(false);
  });
});
