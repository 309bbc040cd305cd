import { confirmAction } from '@client/lib/alerts.ts';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While a timed attempt runs, leaving it asks first (docs/product.md §12.4): a link to another
 * page in the app opens "Leave the quiz?", and closing or reloading the tab gets the browser's
 * own question (`beforeunload`, whose text browsers no longer let a page choose). The clock keeps
 * running on the server either way; the answers saved so far stay, and Resume brings them back.
 */
export function useLeaveGuard(active: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void confirmAction({
      title: 'Leave the quiz?',
      text: 'The timer keeps running while you are away. Your saved answers are kept, and you can resume the quiz from its lesson until the time is up.',
      confirmText: 'Leave',
    }).then((leave) => {
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
