import { closeDialog, confirmAction } from '@client/lib/alerts.ts';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While a timed attempt runs, leaving it asks first (docs/product.md §12.4): a link to another
 * page in the app opens "Leave the quiz?", and closing or reloading the tab gets the browser's
 * own question (`beforeunload`, whose text browsers no longer let a page choose). When the time
 * runs out meanwhile, the question closes by itself and the result shows. The clock keeps
 * running on the server either way; the answers saved so far stay, and Resume brings them back.
 */
export function useLeaveGuard(active: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  // True while "Leave the quiz?" is on screen.
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    asking.current = true;
    void confirmAction({
      title: 'Leave the quiz?',
      text: 'The timer keeps running while you are away. Your saved answers are kept, and you can resume the quiz from its lesson until the time is up.',
      confirmText: 'Leave',
    }).then((leave) => {
      asking.current = false;
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker]);

  // The attempt ended while the learner was being asked (the time ran out, ADR 028: the server
  // grades it at the deadline): the question is moot, so it closes and the learner stays to see
  // the result. Also when the attempt's screen goes before the answer.
  useEffect(() => {
    if (active) return;
    if (asking.current) {
      asking.current = false;
      void closeDialog();
    }
    if (blocker.state === 'blocked') blocker.reset();
  }, [active, blocker]);
  useEffect(
    () => () => {
      if (asking.current) void closeDialog();
    },
    [],
  );

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
