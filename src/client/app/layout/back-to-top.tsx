import { IconArrowUp } from '@client/components/icons/arrow-up.tsx';
import { prefersReducedMotion } from '@client/lib/use-prefers-reduced-motion.ts';
import { BACK_TO_TOP_SCROLL_MS, BACK_TO_TOP_THRESHOLD_PX } from '@contract/constants.ts';
import { useEffect, useRef, useState } from 'react';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Phones, where any corner of the screen holds text being read. */
const NARROW_QUERY = '(max-width: 767.98px)';

/**
 * Whether the button shows: past the threshold (spec: 100 px); on a phone, also only while the
 * visitor is going back up (or is back at the very bottom), so it never covers text being read.
 */
export function backToTopVisible(y: number, previousY: number, narrow: boolean, atBottom: boolean): boolean {
  if (y <= BACK_TO_TOP_THRESHOLD_PX) return false;
  if (!narrow) return true;
  return y < previousY || atBottom;
}

/**
 * Fades in once the page is scrolled more than 100 px (on phones, while scrolling back up); scrolls back to the top over 1500 ms
 * (a jump for visitors who prefer reduced motion), then moves focus to the top of the page.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const frame = useRef<number | null>(null);

  useEffect(() => {
    const narrow = window.matchMedia(NARROW_QUERY);
    let previousY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      // On a phone a scroll event that did not move (a resize, say) keeps the direction's answer.
      setVisible((shown) =>
        narrow.matches && y === previousY && y > BACK_TO_TOP_THRESHOLD_PX
          ? shown || atBottom
          : backToTopVisible(y, previousY, narrow.matches, atBottom),
      );
      previousY = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    // The visitor's own wheel or touch wins over the animation.
    const cancel = () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    };
    window.addEventListener('wheel', cancel, { passive: true });
    window.addEventListener('touchstart', cancel, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('wheel', cancel);
      window.removeEventListener('touchstart', cancel);
    };
  }, []);

  function focusTop() {
    document.getElementById('page-top')?.focus({ preventScroll: true });
  }

  function scrollToTop() {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    const start = window.scrollY;
    if (prefersReducedMotion() || start === 0) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      focusTop();
      return;
    }
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min((now - startedAt) / BACK_TO_TOP_SCROLL_MS, 1);
      // 'instant': each frame is one step of our own animation, not a smooth scroll of its own.
      window.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))), behavior: 'instant' });
      if (progress < 1) {
        frame.current = requestAnimationFrame(step);
      } else {
        frame.current = null;
        focusTop();
      }
    };
    frame.current = requestAnimationFrame(step);
  }

  return (
    <button
      type="button"
      className={`btn btn-teal back-to-top ${visible ? 'show' : ''}`}
      aria-label="Back to top"
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={scrollToTop}
    >
      <IconArrowUp />
    </button>
  );
}
