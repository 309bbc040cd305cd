/**
 * The bytes a first visit downloads: each page opened in a fresh Chromium context (empty cache),
 * every response until the network is idle, summed by kind from the encoded (on-the-wire) body
 * sizes. The budgets for `/`: JS ≤ 150 kB (React 19, ADR 041) and CSS ≤ 30 kB on the wire.
 *
 *   npx vite build && npx tsx scripts/measure-first-load.ts [--base-url URL] [PATH ...]
 *
 * Without --base-url it starts the built site on a free port with a throwaway embedded database.
 * Chromium advertises brotli only on secure origins (loopback counts as one), so against another
 * host over plain http the figures are gzip's.
 * kB here is 1000 bytes, as in Vite's build report. Exits 1 when a page is over its budget;
 * VERBOSE=1 lists every response with its encoding.
 */
import { rmSync } from 'node:fs';
import { chromium, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { stopCluster } from '../src/server/db/embedded.ts';
import {
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
  waitForHealth,
} from './lib/server-process.ts';

const BUDGETS: Record<string, { js: number; css: number }> = { '/': { js: 150_000, css: 30_000 } };
const KINDS = ['script', 'stylesheet', 'font', 'document', 'image', 'fetch', 'other'] as const;
type Kind = (typeof KINDS)[number];

function parseArgs(argv: string[]): { baseUrl: string | undefined; paths: string[] } {
  let baseUrl: string | undefined;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--base-url') baseUrl = argv[++i];
    else paths.push(arg);
  }
  return { baseUrl, paths: paths.length > 0 ? paths : ['/', '/programs', '/login'] };
}

function kindOf(request: Request): Kind {
  const type = request.resourceType();
  if (type === 'xhr') return 'fetch';
  return (KINDS as readonly string[]).includes(type) ? (type as Kind) : 'other';
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function measure(baseUrl: string, paths: string[]): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  let withinBudgets = true;
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const totals = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
      const files: string[] = [];
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const response = await request.response();
            const responseBodySize = Math.max(0, (await request.sizes()).responseBodySize);
            const kind = kindOf(request);
            totals[kind] += responseBodySize;
            const encoding = response?.headers()['content-encoding'] ?? 'identity';
            files.push(
              `    ${kind.padEnd(10)} ${kB(responseBodySize).padStart(9)}  ${encoding.padEnd(8)} ${request.url()}`,
            );
          })(),
        );
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      await page.locator('main#main-content').waitFor({ state: 'visible', timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      await context.close();

      const budget = BUDGETS[path];
      const verdict = (bytes: number, limit: number | undefined) => {
        if (limit === undefined) return '';
        if (bytes > limit) withinBudgets = false;
        return bytes <= limit ? `  (budget ${kB(limit)}: ok)` : `  (budget ${kB(limit)}: OVER)`;
      };
      console.log(`\n${path}`);
      console.log(`  JS   ${kB(totals.script).padStart(9)}${verdict(totals.script, budget?.js)}`);
      console.log(`  CSS  ${kB(totals.stylesheet).padStart(9)}${verdict(totals.stylesheet, budget?.css)}`);
      console.log(`  font ${kB(totals.font).padStart(9)}`);
      const rest = totals.document + totals.image + totals.fetch + totals.other;
      console.log(`  rest ${kB(rest).padStart(9)}  (document, images, API, other)`);
      if (process.env.VERBOSE) console.log(files.sort().join('\n'));
    }
  } finally {
    await browser.close();
  }
  return withinBudgets;
}

const { baseUrl, paths } = parseArgs(process.argv.slice(2));
let server: ServerProcess | undefined;
let dataDir: string | undefined;
let url = baseUrl;
if (!url) {
  const port = await freePort();
  dataDir = `.data-measure-${port}`;
  server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  if (!(await waitForHealth(server, port))) {
    console.error(`The site did not start:\n${server.stderr()}`);
    await stopServer(server);
    process.exit(1);
  }
  url = `http://127.0.0.1:${port}`;
}
let ok = false;
try {
  ok = await measure(url, paths);
} finally {
  if (server) await stopServer(server);
  if (dataDir) {
    await stopCluster(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
