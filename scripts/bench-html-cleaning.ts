/**
 * How long cleaning a program's HTML holds up the event loop (docs/product.md §5.4): sanitize-html on the
 * request's thread, as before, against the worker-thread pool the API uses now.
 *   npx tsx scripts/bench-html-cleaning.ts
 * For each document it prints the longest event-loop stall seen while cleaning (a 1 ms timer
 * that cannot fire measures it), median and worst of the runs, and the time until the cleaned
 * HTML is back.
 */
import { LIMITS } from '../src/contract/vocabulary.ts';
import { sanitizeProgramHtml } from '../src/server/html/sanitize.ts';
import { SanitizerPool } from '../src/server/html/sanitizer-pool.ts';

const fill = (unit: string) => unit.repeat(Math.floor(LIMITS.htmlContent / unit.length));
const DOCUMENTS: Record<string, string> = {
  'nested tags (200,000 chars of <div>)': fill('<div>'),
  'curriculum with & < > (200,000 chars)': fill('<p>Risk & reward: stop < entry > target</p>'),
  'links and images (200,000 chars)': fill(
    '<a href="https://www.nseindia.com" target="_blank">NSE</a><img src="/images/a.svg" alt="a">',
  ),
};
const RUNS = 5;

/** Runs `work` while a 1 ms timer watches the event loop; returns the longest gap between ticks. */
async function measure(work: () => Promise<unknown>): Promise<{ stallMs: number; totalMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 5));
  last = performance.now();
  await work();
  // Let the timer fire once more, so a stall at the very end is counted.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(timer);
  return { stallMs, totalMs: performance.now() - started - 10 };
}

const fmt = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;

async function main() {
  const pool = new SanitizerPool();
  await pool.sanitize('<p>warm-up</p>');
  sanitizeProgramHtml('<p>warm-up</p>');
  console.log(
    `${'document'.padEnd(40)} ${'cleaning'.padEnd(18)} stall: median, worst   time to result (median of ${RUNS})`,
  );
  for (const [name, html] of Object.entries(DOCUMENTS)) {
    for (const [how, clean] of [
      ['on the event loop', async () => sanitizeProgramHtml(html)],
      ['on the worker pool', () => pool.sanitize(html)],
    ] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(clean));
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const stalls = runs.map((run) => run.stallMs);
      console.log(
        `${name.padEnd(40)} ${how.padEnd(18)} ${fmt(median(stalls))} ${fmt(Math.max(...stalls))}   ${fmt(median(runs.map((run) => run.totalMs)))}`,
      );
    }
  }
  await pool.close();
}

await main();
