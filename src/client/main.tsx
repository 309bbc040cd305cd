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

/*
 * The entry is only the stylesheet and this: the app's JS (React, the router, the page) is fetched
 * once the server's page has been painted. Fetched at once, its 100 kB shared a phone's bandwidth
 * with the stylesheet and its hydration held the first paint back (issue 10, ADR 020).
 */
requestAnimationFrame(anchorStartupLoader);
void afterFirstPaint()
  .then(() => import('./start.tsx'))
  .then(({ start }) => start());
