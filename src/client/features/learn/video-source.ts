/** Fatal network errors hls.js may recover from in a row before the player gives up. */
const NETWORK_RECOVERIES = 3;

/** What attaching a playlist needs from the player. */
export interface SourceOptions {
  playlistUrl: string;
  /** Fetches the lesson again and gives its new playlist URL (null when it has none any more). */
  renewPlaylist: () => Promise<string | null>;
  /** The video cannot be played. */
  fail: () => void;
  /** The player is gone: a late answer changes nothing. */
  disposed: () => boolean;
  /** Keeps the way to detach the source, for when the player goes. */
  setDestroy: (destroy: () => void) => void;
}

/** Loads `url`, carrying on at `at` seconds. */
type Load = (url: string, at: number) => void;

/**
 * The playlist's signed URLs expire after a few minutes (ADR 022): once per refusal, a fresh
 * playlist, loaded at the current time; a second refusal in a row fails. `settled` ends a refusal
 * once the fresh playlist plays.
 */
function playlistRenewer(video: HTMLVideoElement, options: SourceOptions) {
  let renewing = false;
  return {
    async renew(load: Load) {
      if (renewing) {
        options.fail();
        return;
      }
      renewing = true;
      const at = video.currentTime;
      const url = await options.renewPlaylist().catch(() => null);
      if (options.disposed()) return;
      if (url) load(url, at);
      else options.fail();
    },
    settled() {
      renewing = false;
    },
  };
}

/** The browser's own HLS (Safari on iOS); fails where there is none. */
function attachNative(
  video: HTMLVideoElement,
  options: SourceOptions,
  renewer: ReturnType<typeof playlistRenewer>,
) {
  if (!video.canPlayType('application/vnd.apple.mpegurl')) {
    options.fail();
    return;
  }
  const onNativeError = () =>
    void renewer.renew((url, at) => {
      video.src = url;
      video.addEventListener(
        'loadedmetadata',
        () => {
          video.currentTime = at;
          renewer.settled();
        },
        { once: true },
      );
    });
  video.addEventListener('error', onNativeError);
  video.src = options.playlistUrl;
  options.setDestroy(() => video.removeEventListener('error', onNativeError));
}

/**
 * Attaches the playlist to the video: hls.js's light build (loaded with this page only) where Media
 * Source Extensions exist, the browser's own HLS otherwise. A refused playlist (403) is renewed;
 * other fatal errors are recovered from a few times in a row, then the video fails.
 */
export async function attachSource(video: HTMLVideoElement, options: SourceOptions): Promise<void> {
  const { default: Hls } = await import('hls.js/light');
  if (options.disposed()) return;
  const renewer = playlistRenewer(video, options);
  if (!Hls.isSupported()) {
    attachNative(video, options, renewer);
    return;
  }
  let recoveries = 0;
  const hls = new Hls();
  hls.on(Hls.Events.FRAG_LOADED, () => {
    renewer.settled();
    recoveries = 0;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && data.response?.code === 403) {
      void renewer.renew((url, at) => {
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
      options.fail();
      hls.destroy();
    }
  });
  hls.loadSource(options.playlistUrl);
  hls.attachMedia(video);
  options.setDestroy(() => hls.destroy());
}
