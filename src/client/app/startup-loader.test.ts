import { readFileSync } from 'node:fs';
import { STARTUP_LOADER_MS } from '@contract/constants.ts';
import { describe, expect, it } from 'vitest';

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('the start-up loader in index.html', () => {
  it('is hidden STARTUP_LOADER_MS after it starts: fade delay plus fade duration', () => {
    const [, duration, delay] =
      /animation: ft-startup-hide (\d+)ms ease-in (\d+)ms both;/.exec(indexHtml) ?? [];
    expect(Number(duration) + Number(delay)).toBe(STARTUP_LOADER_MS);
  });

  it('is hidden at the same moment, without a fade, for visitors who prefer reduced motion', () => {
    const [, delay] = /animation: ft-startup-hide 0s linear (\d+)ms both;/.exec(indexHtml) ?? [];
    expect(Number(delay)).toBe(STARTUP_LOADER_MS);
  });

  it('sits before #root, so it covers the server-rendered page from the first paint', () => {
    expect(indexHtml.indexOf('class="startup-loader"')).toBeGreaterThan(0);
    expect(indexHtml.indexOf('class="startup-loader"')).toBeLessThan(indexHtml.indexOf('<div id="root">'));
  });
});
