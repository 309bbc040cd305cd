import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeCommunityHtml, sanitizeProgramHtml } from './sanitize.ts';
import { SanitizerPool } from './sanitizer-pool.ts';

let pool: SanitizerPool;
afterEach(() => pool?.close());

/** Counts how often a 1 ms timer fires while `work` runs: zero means the event loop was blocked. */
async function timerTicksDuring<T>(work: Promise<T>): Promise<{ result: T; ticks: number }> {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 1);
  try {
    return { result: await work, ticks };
  } finally {
    clearInterval(timer);
  }
}

describe('SanitizerPool', () => {
  it('cleans HTML on a worker thread exactly as sanitizeProgramHtml does', async () => {
    pool = new SanitizerPool();
    const html =
      '<p onclick="x()">Week 1</p><script>alert(1)</script><a href="javascript:y()" target="_blank">z</a>';
    expect(await pool.sanitize(html)).toBe(sanitizeProgramHtml(html));
  });

  it("cleans a community post by the community's rules when asked: an outside picture goes", async () => {
    pool = new SanitizerPool();
    const html = '<p>Chart</p><img src="https://tips.example/pixel.png" alt="x">';
    expect(await pool.sanitize(html)).toBe(
      '<p>Chart</p><img src="https://tips.example/pixel.png" alt="x" />',
    );
    expect(await pool.sanitize(html, 'community')).toBe(sanitizeCommunityHtml(html));
    expect(await pool.sanitize(html, 'community')).toBe('<p>Chart</p>');
  });

  it('keeps the event loop free while it cleans a large document', async () => {
    pool = new SanitizerPool();
    await pool.sanitize('<p>warm-up</p>');
    // 100,000 characters of unclosed tags: about half a second of work for sanitize-html.
    const { result, ticks } = await timerTicksDuring(pool.sanitize('<div>'.repeat(20_000)));
    expect(result).toHaveLength(20_000 * '<div></div>'.length);
    expect(ticks).toBeGreaterThan(2);
  });

  it('starts no worker until asked, at most its size, and none after close', async () => {
    pool = new SanitizerPool(2);
    expect(pool.threadCount).toBe(0);
    const results = await Promise.all(
      ['<b>1</b>', '<i>2</i>', '<u>3</u>', '<s>4</s>'].map((html) => pool.sanitize(html)),
    );
    expect(results).toEqual(['<b>1</b>', '<i>2</i>', '<u>3</u>', '<s>4</s>']);
    expect(pool.threadCount).toBeGreaterThan(0);
    expect(pool.threadCount).toBeLessThanOrEqual(2);
    await pool.close();
    expect(pool.threadCount).toBe(0);
    await expect(pool.sanitize('<p>late</p>')).rejects.toThrow(/closed/);
  });

  it('fails a task that overruns its time and goes on with a new worker', async () => {
    pool = new SanitizerPool(1, 50);
    await pool.sanitize('<p>warm-up</p>');
    await expect(pool.sanitize('<div>'.repeat(40_000))).rejects.toThrow(/longer than 50 ms/);
    expect(pool.threadCount).toBe(0);
    expect(await pool.sanitize('<p>next</p>')).toBe('<p>next</p>');
  });
});
