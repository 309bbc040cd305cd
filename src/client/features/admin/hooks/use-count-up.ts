import { usePrefersReducedMotion } from '@client/lib/use-prefers-reduced-motion.ts';
import { COUNTER_ANIMATION_MS } from '@contract/constants.ts';
import { useEffect, useState } from 'react';
import { countUpValue } from '../utils/count-up.ts';

/**
 * The value a dashboard counter shows: counting up from 0 to `target` over 1.5 s with
 * requestAnimationFrame, or `target` at once for visitors who prefer reduced motion.
 */
export function useCountUp(target: number, durationMs = COUNTER_ANIMATION_MS): number {
  const reducedMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(() => (reducedMotion ? target : 0));

  useEffect(() => {
    if (reducedMotion) {
      setValue(target);
      return;
    }
    let frame = 0;
    const startedAt = performance.now();
    const step = (now: number) => {
      const elapsed = now - startedAt;
      setValue(countUpValue(target, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reducedMotion]);

  return value;
}
