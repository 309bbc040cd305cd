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

  it("names domain-not-http when an area's domain code imports the HTTP layer", () => {
    expect(run.violations).toContain(
      'error domain-not-http: src/server/payments/refuse.js → src/server/plugins/errors.js',
    );
  });

  it("names no-reach-into-area when one area imports another area's file past its index", () => {
    expect(run.violations).toContain(
      'error no-reach-into-area: src/server/payments/checkout.js → src/server/accounts/sessions.js',
    );
  });

  it('names infrastructure-uses-area-index when a top-level server file reaches into an area', () => {
    expect(run.violations).toContain(
      'error infrastructure-uses-area-index: src/server/main.js → src/server/accounts/sessions.js',
    );
  });

  it('names shared-not-areas when shared code imports an area, even through its index', () => {
    expect(run.violations).toContain(
      'error shared-not-areas: src/server/shared/audit.js → src/server/accounts/index.js',
    );
  });

  it('names routes-not-schema when a route file imports the database schema', () => {
    expect(run.violations).toContain(
      'error routes-not-schema: src/server/accounts/routes.js → src/server/db/schema.js',
    );
  });

  it('names no-circular for two modules that import each other', () => {
    expect(run.violations).toContain('error no-circular: src/server/catalogue/first.js →');
  });

  it("lets a feature import its own files, components, lib and the contract, the app import features, an area another area's index, and http/ the route plugins", () => {
    // Exactly the eleven forbidden edges above: every allowed import in the fixtures passes
    // (plugins/errors.js importing shared/errors.js, payments/checkout.js importing
    // accounts/index.js and http/api-routes.js importing accounts/routes.js among them).
    expect(run.violations).toHaveLength(11);
  });
});
