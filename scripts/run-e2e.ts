/**
 * Runs the Playwright suite, or explains loudly why it cannot: without Chromium a developer's
 * `npm test` still runs every other suite, but CI (E2E_REQUIRE_BROWSER=1) fails instead.
 */
import { spawnSync } from 'node:child_process';
import { chromiumPath, hasChromium } from '../e2e/browser.ts';

if (!hasChromium()) {
  const banner = [
    '',
    '#'.repeat(78),
    `#  END-TO-END TESTS NOT RUN: no Chromium at ${chromiumPath()}`,
    '#  Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.',
    '#'.repeat(78),
    '',
  ].join('\n');
  console.error(banner);
  process.exit(process.env.E2E_REQUIRE_BROWSER === '1' ? 1 : 0);
}

// The suite runs the built site: build it now if needed, rather than inside the web server's start timeout.
const build = spawnSync(process.execPath, ['scripts/build-stamp.mjs', 'ensure'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
