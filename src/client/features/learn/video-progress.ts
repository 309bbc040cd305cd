import { resumePosition, watchedRanges } from './watched-ranges.ts';

/** How often a playing video reports its progress. */
const PROGRESS_REPORT_MS = 10_000;

/** The played ranges and the position, as the lesson's progress takes them. */
export type ReportProgress = (
  progress: { watched: ReturnType<typeof watchedRanges>; position: number },
  options: { keepalive: boolean },
) => Promise<{ completed: boolean } | undefined> | undefined;

/**
 * How many times a finished video reports again while the lesson is not yet complete. The server
 * counts watched seconds no faster than the clock allows (ADR 054), so a learner who watched at
 * 1.5× or 2× is credited the rest as time passes: reporting every 10 s for up to two hours covers a
 * two-hour lesson watched at double speed.
 */
const CATCH_UP_REPORTS = 720;

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
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const send = (keepalive = false, again = false) => {
    const reportNow = report();
    if (!reportNow) return undefined;
    const watched = watchedRanges(video.played);
    const position = video.currentTime;
    if (!Number.isFinite(position) || (watched.length === 0 && position === 0)) return undefined;
    const sent = JSON.stringify([watched, Math.floor(position)]);
    if (sent === lastSent && !again) return undefined;
    lastSent = sent;
    return reportNow({ watched, position }, { keepalive });
  };
  const stopTimer = () => {
    clearInterval(timer);
    clearTimeout(timer);
  };
  const onPlaying = () => {
    stopTimer();
    timer = setInterval(() => send(), PROGRESS_REPORT_MS);
  };
  // After the end, the same ranges are sent again until the lesson counts as complete.
  const catchUp = (answer: ReturnType<ReportProgress>, left: number) => {
    void answer?.then((progress) => {
      if (stopped || progress?.completed !== false || left === 0 || !video.ended) return;
      stopTimer();
      timer = setTimeout(() => catchUp(send(false, true), left - 1), PROGRESS_REPORT_MS);
    });
  };
  const onStop = () => {
    stopTimer();
    send();
  };
  const onEnded = () => {
    stopTimer();
    catchUp(send(false, true), CATCH_UP_REPORTS);
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
  video.addEventListener('ended', onEnded);
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);

  return () => {
    stopped = true;
    stopTimer();
    // Leaving the lesson (another lesson, another page): the last report outlives the page.
    send(true);
    video.removeEventListener('loadedmetadata', onMetadata);
    video.removeEventListener('playing', onPlaying);
    video.removeEventListener('pause', onStop);
    video.removeEventListener('ended', onEnded);
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
