import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterEach, vi } from 'vitest';
import { takeUnanswered } from './fetch-mock.ts';

// findBy… and waitFor give up after 5 s rather than 1 s: on a loaded shared machine a render that
// takes a few milliseconds alone can take a second. A passing test does not wait any longer.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library's automatic cleanup is not registered: do it here,
// with everything else a test may leave behind (a SweetAlert2 dialog, a stored token, a fetch stub).
afterEach(() => {
  cleanup();
  Swal.close();
  for (const container of document.querySelectorAll('.swal2-container')) container.remove();
  document.body.removeAttribute('class');
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const unanswered = takeUnanswered();
  if (unanswered.length > 0) {
    throw new Error(`The component sent requests the test did not expect: ${unanswered.join(', ')}`);
  }
});
