/**
 * The app's React is Preact (docs/decisions/023): `react` and `react-dom` resolve to
 * `preact/compat` in the browser build, the server-side renderer's build and the component tests,
 * so one tree of code runs on one runtime everywhere. Exact matches only: `react-router` and
 * `react-chartjs-2` must not match `react`.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * Packages written against React that must be bundled (or, in tests, transformed) rather than
 * loaded by Node as they are, so that their `react` imports take the aliases above.
 */
export const REACT_LIBRARIES = [
  'react-router',
  '@tanstack/react-query',
  '@testing-library/react',
  'swiper',
  'react-chartjs-2',
];
