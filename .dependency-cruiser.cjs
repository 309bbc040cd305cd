// The layering the ADRs claim (001, 009, 016, 017), checked on resolved paths: an alias, a relative path
// of any depth and a dynamic import() of the same file are the same edge here, which Biome's
// string patterns cannot promise (docs/decisions/017-component-tests-and-layering-lint.md).
// `npm run lint:deps` runs it; `npm run check` includes it.

/** The server's areas (ADR 046, docs/architecture.md): each is one folder with one index.ts. */
const AREAS = [
  'accounts',
  'admin',
  'backups',
  'catalogue',
  'certificates',
  'community',
  'contact',
  'courses',
  'evaluation',
  'mail',
  'notifications',
  'media',
  'journal',
  'leads',
  'live',
  'legal',
  'metrics',
  'payments',
  'privacy',
  'quizzes',
  'render',
  'simulator',
  'subscriptions',
].join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature',
      comment:
        'A feature imports only shared code (components, lib, contract) and its own files, never another feature (ADR 001). Move what two features share to components/ or lib/.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'no-feature-to-app',
      comment:
        'Imports run one way, shared -> features -> app: a feature never imports the app layer (ADR 001).',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'no-shared-to-feature',
      comment:
        'Shared client code (components/, lib/) imports no feature and not the app layer: shared -> features -> app (ADR 001).',
      severity: 'error',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'no-lib-to-components',
      comment: 'lib/ holds plain helpers and hooks; it does not draw UI from components/.',
      severity: 'error',
      from: { path: '^src/client/lib/' },
      to: { path: '^src/client/components/' },
    },
    {
      name: 'contract-imports-neither-side',
      comment:
        'The contract imports neither the client nor the server, nor React, Fastify or Drizzle (ADR 001).',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: ['^src/(client|server)/', 'node_modules/(react|react-dom|fastify|drizzle-orm)/'] },
    },
    {
      name: 'client-not-server',
      comment: 'Client code never imports server code; share through the contract (ADR 001).',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: ['^src/server/', 'node_modules/(fastify|drizzle-orm|pg|nodemailer)/'] },
    },
    {
      name: 'server-not-client',
      comment: 'Server code never imports client code; share through the contract (ADR 001).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: ['^src/client/', 'node_modules/(react|react-dom)/'] },
    },
    {
      name: 'no-reach-into-area',
      comment:
        'An area (src/server/<area>/) is used by other areas only through its index.ts; tests and the test harness may reach in (ADR 046).',
      severity: 'error',
      from: { path: '^src/server/([^/]+)/', pathNot: ['^src/server/(http|test)/', '\\.test\\.[jt]s$'] },
      to: {
        path: `^src/server/(${AREAS})/`,
        pathNot: ['^src/server/$1/', '^src/server/[^/]+/index\\.[jt]s$'],
      },
    },
    {
      name: 'infrastructure-uses-area-index',
      comment:
        'Infrastructure (top-level files, http/) uses an area through its index.ts; only http/ composes the route plugins, each file named routes.ts or *-routes.ts (ADR 046).',
      severity: 'error',
      from: { path: ['^src/server/[^/]+\\.[jt]s$', '^src/server/http/'], pathNot: '\\.test\\.[jt]s$' },
      to: {
        path: `^src/server/(${AREAS})/`,
        pathNot: ['^src/server/[^/]+/index\\.[jt]s$', '^src/server/[^/]+/[a-z-]*routes\\.[jt]s$'],
      },
    },
    {
      name: 'shared-not-areas',
      comment:
        'src/server/shared/ (errors, audit, rate limits, the app secret) is used by every area and imports none (ADR 046).',
      severity: 'error',
      from: { path: '^src/server/shared/' },
      to: { path: `^src/server/(${AREAS})/` },
    },
    {
      name: 'routes-not-schema',
      comment:
        'A route file validates, calls its area and presents: it never queries the tables itself (ADR 046).',
      severity: 'error',
      from: { path: '^src/server/.+/[a-z-]*routes\\.[jt]s$' },
      to: { path: '^src/server/db/schema\\.[jt]s$' },
    },
    {
      name: 'domain-not-http',
      comment:
        'Domain code raises DomainError and never imports the HTTP layer (plugins, http/, Fastify); the errors plugin maps kinds to statuses (ADR 016, ADR 046).',
      severity: 'error',
      from: {
        path: `^src/server/(${AREAS}|shared)/`,
        pathNot: ['\\.test\\.[jt]s$', '[a-z-]*routes\\.[jt]s$'],
      },
      to: { path: ['^src/server/(plugins|http)/', 'node_modules/fastify'] },
    },
    {
      name: 'no-circular',
      comment:
        'Modules import in one direction: a cycle makes load order matter and hides layering (ADR 046).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-test-helpers-in-app',
      comment:
        'The component-test helpers (src/client/test/) are for *.test.tsx files only: they stub fetch.',
      severity: 'error',
      from: { path: '^src/client/', pathNot: ['\\.test\\.[jt]sx?$', '^src/client/test/'] },
      to: { path: '^src/client/test/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file would hide an edge from the rules above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
