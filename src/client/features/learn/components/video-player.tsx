import { useEffect, useRef, useState } from 'react';
import { useReportVideoProgress } from '../api/save-lesson-progress.ts';
import { resumePosition, watchedRanges } from '../watched-ranges.ts';

/** How often a playing video reports its progress. */
const PROGRESS_REPORT_MS = 10_000;
/** Fatal network errors hls.js may recover from in a row before the player gives up. */
const NETWORK_RECOVERIES = 3;

/**
 * An HLS lesson video: hls.js's light build (loaded with this page only) where Media Source
 * Extensions exist, the browser's own HLS otherwise (Safari on iOS). It resumes at the saved
 * position and reports the played ranges every 10 s while playing, on pause, at the end and when
 * the learner leaves.
 * The playlist's signed URLs expire after a few minutes (ADR 022): when the media server refuses
 * one (403), the lesson is fetched again for a fresh playlist, which is loaded at the same time.
 */
export function VideoPlayer({
  lessonId,
  title,
  playlistUrl,
  savedPosition,
  saveProgress,
  renewPlaylist,
}: {
  lessonId: string;
  title: string;
  playlistUrl: string;
  savedPosition: number;
  /** False for an anonymous visitor on a preview: there is no one to keep the progress for. */
  saveProgress: boolean;
  /** Fetches the lesson again and gives its new playlist URL (null when it has none any more). */
  renewPlaylist: () => Promise<string | null>;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useReportVideoProgress(lessonId);
  // The effect below runs once per lesson (the parent keys this component by lesson): a refetched
  // lesson must not restart the video, so later props are read through refs.
  const start = useRef({ playlistUrl, savedPosition });
  const latest = useRef({ report, renewPlaylist, saveProgress });
  useEffect(() => {
    latest.current = { report, renewPlaylist, saveProgress };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let disposed = false;
    let renewing = false;
    let recoveries = 0;
    let lastSent = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    let destroyHls: (() => void) | undefined;

    const send = (keepalive = false) => {
      if (!latest.current.saveProgress) return;
      const watched = watchedRanges(video.played);
      const position = video.currentTime;
      if (!Number.isFinite(position) || (watched.length === 0 && position === 0)) return;
      const sent = JSON.stringify([watched, Math.floor(position)]);
      if (sent === lastSent) return;
      lastSent = sent;
      void latest.current.report({ watched, position }, { keepalive });
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
      const at = resumePosition(start.current.savedPosition, video.duration);
      if (at > 0) video.currentTime = at;
    };
    /** Once per refusal: a fresh playlist, loaded at the current time; a second refusal in a row fails. */
    const renew = async (load: (url: string, at: number) => void) => {
      if (renewing) {
        setFailed(true);
        return;
      }
      renewing = true;
      const at = video.currentTime;
      const url = await latest.current.renewPlaylist().catch(() => null);
      if (disposed) return;
      if (url) load(url, at);
      else setFailed(true);
    };

    video.addEventListener('loadedmetadata', onMetadata, { once: true });
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);

    const attach = async () => {
      const { default: Hls } = await import('hls.js/light');
      if (disposed) return;
      if (!Hls.isSupported()) {
        if (!video.canPlayType('application/vnd.apple.mpegurl')) {
          setFailed(true);
          return;
        }
        const onNativeError = () =>
          void renew((url, at) => {
            video.src = url;
            video.addEventListener(
              'loadedmetadata',
              () => {
                video.currentTime = at;
                renewing = false;
              },
              { once: true },
            );
          });
        video.addEventListener('error', onNativeError);
        video.src = start.current.playlistUrl;
        destroyHls = () => video.removeEventListener('error', onNativeError);
        return;
      }
      const hls = new Hls();
      hls.on(Hls.Events.FRAG_LOADED, () => {
        renewing = false;
        recoveries = 0;
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR && data.response?.code === 403) {
          void renew((url, at) => {
            hls.once(Hls.Events.MANIFEST_PARSED, () => {
              video.currentTime = at;
            });
            hls.loadSource(url);
          });
        } else if (data.type === Hls.ErrorTypes.NETWORK_ERROR && recoveries < NETWORK_RECOVERIES) {
          recoveries += 1;
          hls.startLoad();
        } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && recoveries < NETWORK_RECOVERIES) {
          recoveries += 1;
          hls.recoverMediaError();
        } else {
          setFailed(true);
          hls.destroy();
        }
      });
      hls.loadSource(start.current.playlistUrl);
      hls.attachMedia(video);
      destroyHls = () => hls.destroy();
    };
    void attach().catch(() => setFailed(true));

    return () => {
      disposed = true;
      stopTimer();
      // Leaving the lesson (another lesson, another page): the last report outlives the page.
      send(true);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      destroyHls?.();
    };
  }, []);

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: lessons have no caption tracks yet (uploads are video only) */}
      <video
        ref={videoRef}
        className="lesson-player w-100 rounded-3 d-block"
        controls
        playsInline
        preload="metadata"
        aria-label={title}
      />
      {failed ? (
        <div className="alert alert-danger mt-3" role="alert">
          The video could not be played. Reload the page to try again.
        </div>
      ) : null}
    </>
  );
}
