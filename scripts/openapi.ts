/**
 * The OpenAPI document of the endpoint table, built without a server or a database (ADR 058): the
 * same document GET /api/openapi.json serves.
 *   npm run openapi -- --out openapi.json   writes it to a file (to stdout without --out)
 *   npm run lint:openapi                    lints it with Redocly's recommended rules (redocly.yaml)
 * The lint fails on any error; warnings are printed and pass. `npm run check` runs the lint.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildOpenApiDocument } from '../src/server/plugins/api-docs.ts';

const { values } = parseArgs({
  options: { out: { type: 'string' }, lint: { type: 'boolean', default: false } },
});
const text = `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`;

if (!values.lint) {
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
  process.exit(0);
}

// Linted in a directory of its own, so that Redocly's report names the file `openapi.json`.
const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-openapi-'));
writeFileSync(path.join(dir, 'openapi.json'), text);
if (values.out) writeFileSync(values.out, text);
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const config = path.resolve('redocly.yaml');
const lint = spawnSync(
  process.execPath,
  [cli, 'lint', 'openapi.json', '--config', config, '--format', 'summary', '--max-problems', '1000'],
  // No telemetry and no update notice: CI and the developers' machines reach only the registries.
  {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
