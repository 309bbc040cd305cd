// The layering the ADRs claim (001, 009, 016, 017), checked on resolved paths: an alias, a relative path
// of any depth and a dynamic import() of the same file are the same edge here, which Biome's
// string patterns cannot promise (docs/decisions/017-component-tests-and-layering-lint.md).
// `npm run lint:deps` runs it; `npm run check` includes it.

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
      name: 'domain-not-http',
      comment:
        'Domain code raises DomainError and never imports the HTTP layer (plugins, routes, Fastify); the errors plugin maps kinds to statuses (ADR 016).',
      severity: 'error',
      from: { path: '^src/server/(domain|auth)/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^src/server/(plugins|routes)/', 'node_modules/fastify'] },
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
