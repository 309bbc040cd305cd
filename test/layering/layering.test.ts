import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Runs the real checker (`npm run lint:deps` uses the same config) on a small tree under fixtures/,
// which `npm run check` does not cruise: it holds forbidden imports on purpose.
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const depcruise = fileURLToPath(new URL('../../node_modules/.bin/depcruise', import.meta.url));
const config = fileURLToPath(new URL('../../.dependency-cruiser.cjs', import.meta.url));

type Run = { exitCode: number; violations: string[] };

function cruiseFixtures(): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      depcruise,
      ['src', '--config', config, '--progress', 'none'],
      // CI=true makes the checker colour its output even into a pipe: ask for plain text, and
      // strip any colour codes that still come.
      { cwd: fixtures, timeout: 90_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
      (error, stdout) => {
        const violations = stdout
          .replaceAll(String.fromCharCode(27), '')
          .replace(/\[[0-9;]*m/g, '')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line.startsWith('error '));
        resolve({ exitCode: error ? Number(error.code ?? 1) : 0, violations });
      },
    );
  });
}

describe('the layering lint', () => {
  let run: Run;
  beforeAll(async () => {
    run = await cruiseFixtures();
  }, 90_000);

  it('fails with a non-zero exit code when a tree breaks the layering', () => {
    expect(run.exitCode).not.toBe(0);
  });

  it('names no-cross-feature for a relative import from one feature into another', () => {
    expect(run.violations).toContain(
      'error no-cross-feature: src/client/features/alpha/alpha-page.js → src/client/features/beta/beta-card.js',
    );
  });

  it('names no-cross-feature for an alias import and for a dynamic import two folders deep', () => {
    expect(run.violations).toContain(
      'error no-cross-feature: src/client/features/alpha/api/get-alpha.js → src/client/features/beta/beta-helper.js',
    );
    expect(run.violations).toContain(
      'error no-cross-feature: src/client/features/alpha/components/lazy-beta.js → src/client/features/beta/beta-card.js',
    );
  });

  it('names no-shared-to-feature when components/ imports a feature', () => {
    expect(run.violations).toContain(
      'error no-shared-to-feature: src/client/components/feature-card.js → src/client/features/beta/beta-card.js',
    );
  });

  it('names no-test-helpers-in-app when application code imports a component-test helper', () => {
    expect(run.violations).toContain(
      'error no-test-helpers-in-app: src/client/lib/uses-test-helper.js → src/client/test/render.js',
    );
  });

  it('names domain-not-http when domain code imports the HTTP layer', () => {
    expect(run.violations).toContain(
      'error domain-not-http: src/server/domain/refuse.js → src/server/plugins/errors.js',
    );
  });

  it('lets a feature import its own files, components, lib and the contract, and the app import features', () => {
    // Exactly the six forbidden edges above: every allowed import in the fixtures passes
    // (plugins/errors.js importing domain/errors.js among them).
    expect(run.violations).toHaveLength(6);
  });
});
