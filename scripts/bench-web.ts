/**
 * Web benchmark (docs/product.md §10.6): Lighthouse 12 (mobile preset, simulated throttling) with Debian's
 * Chromium against the built site on a fresh embedded database, three runs per page.
 *   npm run bench:web [-- --runs 3] [--pages /,/login] [--long-tasks]
 * Prints each page's median performance score, the other category scores, LCP, CLS, TBT and the
 * bytes on the wire (all, JS, CSS), then checks the issue's budgets; exits 1 when one is missed.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { freePort, startServer, stopServer, waitForHealth } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // A subset of the pages, while working on one of them; the budget is judged on all four.
    pages: { type: 'string' },
    // Lists each run's main-thread tasks over 50 ms (Lighthouse's long-tasks audit), to see what blocks.
    'long-tasks': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const ALL_PAGES = ['/', '/programs', '/programs/pro-trader', '/login'];
const PAGES = values.pages ? values.pages.split(',') : ALL_PAGES;

/** The issue's budgets. KB are 1,000 bytes, as DevTools counts them. */
const BUDGET = {
  performance: 95,
  otherScores: 100,
  lcpMs: 2000,
  cls: 0.05,
  // React 19's runtime (ADR 041): within the 130–170 kB critical-path budget often quoted for phones.
  homeJsBytes: 150_000,
  homeCssBytes: 30_000,
};

interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  jsBytes: number;
  cssBytes: number;
  failedAudits: string[];
  /** Lighthouse's own failure for the run (a page that never painted, a timeout), which scores 0. */
  runtimeError?: string;
}

function summarise(result: RunnerResult): PageRun {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const bytesOf = (type: string) => items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // Audits that cost a point in the categories that must score 100.
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    totalBytes: bytesOf('total'),
    jsBytes: bytesOf('script'),
    cssBytes: bytesOf('stylesheet'),
    failedAudits,
    runtimeError: result.lhr.runtimeError
      ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
      : undefined,
  };
}

/** The run with the median performance score (its metrics are the ones reported). */
function median(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-bench-web-'));
chmodSync(dataDir, 0o755);
const port = await freePort();
const server = startServer({
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const problems: string[] = [];
const notes: string[] = [];
try {
  if (!(await waitForHealth(server, port))) throw new Error(`the site did not start:\n${server.stderr()}`);
  console.log(`Lighthouse ${RUNS} runs per page, mobile preset, Chromium at ${chromiumPath()}\n`);
  console.log(
    'page                      perf (runs)        a11y  BP   SEO   LCP ms  CLS    TBT ms  total     JS        CSS',
  );
  for (const page of PAGES) {
    const runs: PageRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A run in which Lighthouse could not record the page (here, now and then: NO_NAVSTART, "Something
      // went wrong with recording the trace") measured nothing and scores 0. It is run again, at most
      // twice, and said so below; a run that fails three times counts as a failure.
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const summary = summarise(result);
        if (summary.runtimeError && attempt < 3) {
          notes.push(
            `${page}: run ${run + 1}, attempt ${attempt} not recorded (${summary.runtimeError}); run again`,
          );
          continue;
        }
        if (summary.runtimeError) problems.push(`${page}: run ${run + 1} failed: ${summary.runtimeError}`);
        runs.push(summary);
        if (values['long-tasks']) printLongTasks(page, result.lhr);
        break;
      }
    }
    const m = median(runs);
    console.log(
      [
        page.padEnd(25),
        `${String(m.performance).padEnd(4)}(${runs.map((r) => r.performance).join(', ')})`.padEnd(18),
        String(m.accessibility).padEnd(5),
        String(m.bestPractices).padEnd(4),
        String(m.seo).padEnd(5),
        String(Math.round(m.lcpMs)).padEnd(7),
        m.cls.toFixed(3).padEnd(6),
        String(Math.round(m.tbtMs)).padEnd(7),
        kb(m.totalBytes).padEnd(9),
        kb(m.jsBytes).padEnd(9),
        kb(m.cssBytes),
      ].join(' '),
    );
    if (m.performance < BUDGET.performance)
      problems.push(`${page}: performance ${m.performance} < ${BUDGET.performance}`);
    for (const [name, value] of [
      ['accessibility', m.accessibility],
      ['best practices', m.bestPractices],
      ['SEO', m.seo],
    ] as const) {
      if (value < BUDGET.otherScores) problems.push(`${page}: ${name} ${value} < ${BUDGET.otherScores}`);
    }
    if (m.lcpMs > BUDGET.lcpMs) problems.push(`${page}: LCP ${Math.round(m.lcpMs)} ms > ${BUDGET.lcpMs} ms`);
    if (m.cls > BUDGET.cls) problems.push(`${page}: CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`);
    if (page === '/' && m.jsBytes > BUDGET.homeJsBytes)
      problems.push(`/: JS ${kb(m.jsBytes)} > ${kb(BUDGET.homeJsBytes)}`);
    if (page === '/' && m.cssBytes > BUDGET.homeCssBytes)
      problems.push(`/: CSS ${kb(m.cssBytes)} > ${kb(BUDGET.homeCssBytes)}`);
    for (const audit of m.failedAudits) problems.push(`${page}: failed audit ${audit}`);
  }
} finally {
  await chrome.kill();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

if (notes.length > 0)
  console.log(`\nRuns Lighthouse could not record:\n${notes.map((note) => `  - ${note}`).join('\n')}`);
if (problems.length === 0) {
  console.log(
    '\nBudget met: performance ≥ 95 (median), other scores 100, LCP ≤ 2.0 s, CLS ≤ 0.05, / JS ≤ 150 KB, CSS ≤ 30 KB.',
  );
} else {
  console.log(`\nBudget missed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exitCode = 1;
}

function printLongTasks(page: string, lhr: { audits: Record<string, { details?: unknown }> }): void {
  const details = lhr.audits['long-tasks']?.details as
    | { items?: { url?: string; duration?: number; startTime?: number }[] }
    | undefined;
  const tasks = (details?.items ?? []).map(
    (item) => `${Math.round(item.startTime ?? 0)}+${Math.round(item.duration ?? 0)} ms ${item.url ?? ''}`,
  );
  console.log(`  ${page} long tasks: ${tasks.join('; ') || 'none'}`);
}
