import type { RootOptions } from 'react-dom/client';

/**
 * What the browser's console shows when React recovered from an error by throwing away what it
 * had and rendering again: above all a hydration mismatch, where the server's HTML for a part of
 * the page was replaced by the browser's render (a flash, lost work, and a sign that the server
 * and the browser disagree). The end-to-end suite fails a test on this text (e2e/support.ts).
 */
export const RECOVERABLE_ERROR_LOG = 'React recovered from a rendering error';

/** Where the root reports recoverable errors: the console, under a text a test can look for. */
export const reportRecoverableError: NonNullable<RootOptions['onRecoverableError']> = (error, info) => {
  // The production build's messages are codes (react.dev/errors/418 is a text mismatch); the
  // component stack says where.
  console.error(`${RECOVERABLE_ERROR_LOG}:`, error, info.componentStack ?? '');
};
