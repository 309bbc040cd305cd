import { useEffect, useRef, useState } from 'react';
import { useReportVideoProgress } from '../api/save-lesson-progress.ts';
import { trackProgress } from '../video-progress.ts';
import { attachSource } from '../video-source.ts';

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
    let destroySource: (() => void) | undefined;
    const stopTracking = trackProgress(video, start.current.savedPosition, () =>
      latest.current.saveProgress ? latest.current.report : null,
    );
    void attachSource(video, {
      playlistUrl: start.current.playlistUrl,
      renewPlaylist: () => latest.current.renewPlaylist(),
      fail: () => setFailed(true),
      disposed: () => disposed,
      setDestroy: (destroy) => {
        destroySource = destroy;
      },
    }).catch(() => setFailed(true));

    return () => {
      disposed = true;
      stopTracking();
      destroySource?.();
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
