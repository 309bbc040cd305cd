import './app/styles/bootstrap.scss';
import './app/styles.css';

/**
 * The start-up loader's CSS animation (index.html) counts from when the page was first styled,
 * which waits for the stylesheet; the spec's second counts from the start of navigation, the
 * document timeline's zero. Without JS the CSS alone still hides it, a little later.
 * Run from a frame callback: reading the animations needs the page's style, which the frame
 * computes anyway; read at the end of parsing it forced a style and layout pass of its own.
 */
function anchorStartupLoader() {
  const loader = document.querySelector('.startup-loader');
  for (const animation of loader?.getAnimations() ?? []) {
    if (animation instanceof CSSAnimation && animation.animationName === 'ft-startup-hide') {
      animation.startTime = 0;
    }
  }
}

/**
 * Resolves once the page has loaded (its stylesheet, images and font: the server's page is on the
 * screen) and a frame has been painted after that.
 */
function afterFirstPaint(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Resolves once the browser has reported a largest paint of the page's own content (anything but
 * the start-up loader): its time is then fixed, and fetching the app's JS cannot hold it back.
 * A page's content is presented a frame or more after it is painted; asked for before that, the
 * app's JS shared a phone's bandwidth and CPU with it (Lighthouse counted them in `/login`'s
 * LCP, ADR 036). At most a second, and at once where the browser does not report largest paints.
 */
function afterContentPresented(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => !entry.element?.closest('.startup-loader'))) done();
    });
    const timeout = setTimeout(done, 1000);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/*
 * The entry is only the stylesheet and this: the app's JS (React, the router, the page) is fetched
 * once the server's page has been painted. Fetched at once, its 130 kB shared a phone's bandwidth
 * with the stylesheet and its hydration held the first paint back (docs/product.md §10.1, ADR 020).
 */
requestAnimationFrame(anchorStartupLoader);
void Promise.all([afterFirstPaint(), afterContentPresented()])
  .then(() => import('./start.tsx'))
  .then(({ start }) => start());
