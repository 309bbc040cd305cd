import { resumePosition, watchedRanges } from './watched-ranges.ts';

/** How often a playing video reports its progress. */
const PROGRESS_REPORT_MS = 10_000;

/** The played ranges and the position, as the lesson's progress takes them. */
export type ReportProgress = (
  progress: { watched: ReturnType<typeof watchedRanges>; position: number },
  options: { keepalive: boolean },
) => unknown;

/**
 * Resumes the video at `savedPosition` and reports the played ranges every 10 s while playing, on
 * pause, at the end, when the page is hidden or left, and when the returned stop is called (the
 * learner leaves the lesson). `report` is asked for at each report: null sends nothing.
 */
export function trackProgress(
  video: HTMLVideoElement,
  savedPosition: number,
  report: () => ReportProgress | null,
): () => void {
  let lastSent = '';
  let timer: ReturnType<typeof setInterval> | undefined;

  const send = (keepalive = false) => {
    const reportNow = report();
    if (!reportNow) return;
    const watched = watchedRanges(video.played);
    const position = video.currentTime;
    if (!Number.isFinite(position) || (watched.length === 0 && position === 0)) return;
    const sent = JSON.stringify([watched, Math.floor(position)]);
    if (sent === lastSent) return;
    lastSent = sent;
    void reportNow({ watched, position }, { keepalive });
  };
  const stopTimer = () => clearInterval(timer);
  const onPlaying = () => {
    stopTimer();
    timer = setInterval(() => send(), PROGRESS_REPORT_MS);
  };
  const onStop = () => {
    stopTimer();
    send();
  };
  // Mobile browsers may discard a hidden tab without a pagehide: report when it is hidden too.
  const onPageHide = () => send(true);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') send(true);
  };
  const onMetadata = () => {
    const at = resumePosition(savedPosition, video.duration);
    if (at > 0) video.currentTime = at;
  };

  video.addEventListener('loadedmetadata', onMetadata, { once: true });
  video.addEventListener('playing', onPlaying);
  video.addEventListener('pause', onStop);
  video.addEventListener('ended', onStop);
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);

  return () => {
    stopTimer();
    // Leaving the lesson (another lesson, another page): the last report outlives the page.
    send(true);
    video.removeEventListener('loadedmetadata', onMetadata);
    video.removeEventListener('playing', onPlaying);
    video.removeEventListener('pause', onStop);
    video.removeEventListener('ended', onStop);
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
