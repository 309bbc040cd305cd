import { setToken } from '@client/lib/session.ts';
import { mockApi, on, type SentRequest } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player.tsx';

type Handler = (event: string, data: unknown) => void;

/** Just enough of hls.js to see what the player asks of it, and to raise its events. */
const fakeHls = vi.hoisted(() => {
  const instances: FakeHls[] = [];
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError', FRAG_LOADED: 'hlsFragLoaded', MANIFEST_PARSED: 'hlsManifestParsed' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    sources: string[] = [];
    handlers = new Map<string, Handler[]>();
    destroyed = false;
    constructor() {
      instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    once(event: string, handler: Handler) {
      this.on(event, handler);
    }
    emit(event: string, data: unknown = {}) {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data);
    }
    loadSource(url: string) {
      this.sources.push(url);
    }
    attachMedia() {}
    startLoad() {}
    recoverMediaError() {}
    destroy() {
      this.destroyed = true;
    }
  }
  return { FakeHls, instances };
});
vi.mock('hls.js/light', () => ({ default: fakeHls.FakeHls }));

/** A video element whose playback state the test sets (happy-dom does not play media). */
function stubPlayback(
  video: HTMLVideoElement,
  state: { currentTime: number; duration: number; played: [number, number][] },
) {
  Object.defineProperty(video, 'duration', { get: () => state.duration });
  Object.defineProperty(video, 'currentTime', {
    get: () => state.currentTime,
    set: (value: number) => {
      state.currentTime = value;
    },
  });
  Object.defineProperty(video, 'played', {
    get: () => ({
      length: state.played.length,
      start: (index: number) => state.played[index]?.[0] ?? 0,
      end: (index: number) => state.played[index]?.[1] ?? 0,
    }),
  });
}

const PROGRESS = on(endpoints.lessonProgress, { id: 'video-1' });

describe('VideoPlayer', () => {
  it('resumes at the saved position, reports the played ranges on pause and when it goes', async () => {
    setToken('learner-token');
    fakeHls.instances.length = 0;
    const sent: SentRequest[] = [];
    mockApi({
      [PROGRESS]: (request) => {
        sent.push(request);
        return { status: 200, body: { completed: false, watched_seconds: 30, position: 130 } };
      },
    });
    const { container, unmount } = renderPage(
      <VideoPlayer
        lessonId="video-1"
        title="Candles"
        playlistUrl="/api/media/m1/hls/index.m3u8?sig=first"
        savedPosition={100}
        saveProgress
        renewPlaylist={async () => null}
      />,
    );
    const video = container.querySelector('video')!;
    const state = { currentTime: 0, duration: 600, played: [] as [number, number][] };
    stubPlayback(video, state);
    await waitFor(() =>
      expect(fakeHls.instances[0]?.sources).toEqual(['/api/media/m1/hls/index.m3u8?sig=first']),
    );

    fireEvent(video, new Event('loadedmetadata'));
    expect(state.currentTime).toBe(100);

    state.played = [[100, 130.4]];
    state.currentTime = 130.4;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ watched: [[100, 130.4]], position: 130.4 });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer learner-token');

    state.played = [[100, 140]];
    state.currentTime = 140;
    unmount();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ watched: [[100, 140]], position: 140 });
    expect(fakeHls.instances[0]?.destroyed).toBe(true);
  });

  it('reports every 10 s while playing, and stops when paused', async () => {
    setToken('learner-token');
    fakeHls.instances.length = 0;
    const sent: SentRequest[] = [];
    mockApi({
      [PROGRESS]: (request) => {
        sent.push(request);
        return { status: 200, body: { completed: false, watched_seconds: 10, position: 10 } };
      },
    });
    const { container } = renderPage(
      <VideoPlayer
        lessonId="video-1"
        title="Candles"
        playlistUrl="/api/media/m1/hls/index.m3u8?sig=first"
        savedPosition={0}
        saveProgress
        renewPlaylist={async () => null}
      />,
    );
    const video = container.querySelector('video')!;
    const state = { currentTime: 0, duration: 600, played: [] as [number, number][] };
    stubPlayback(video, state);
    await waitFor(() => expect(fakeHls.instances).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

    fireEvent(video, new Event('playing'));
    state.played = [[0, 10]];
    state.currentTime = 10;
    vi.advanceTimersByTime(10_000);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ watched: [[0, 10]], position: 10 });

    state.played = [[0, 12]];
    state.currentTime = 12;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(sent).toHaveLength(2));
    vi.advanceTimersByTime(30_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
  });

  it('loads a fresh playlist at the same time once the signed URLs expire (403), and fails on a second 403 in a row', async () => {
    fakeHls.instances.length = 0;
    mockApi({});
    const renewPlaylist = vi.fn(async () => '/api/media/m1/hls/index.m3u8?sig=second');
    const { container } = renderPage(
      <VideoPlayer
        lessonId="video-1"
        title="Candles"
        playlistUrl="/api/media/m1/hls/index.m3u8?sig=first"
        savedPosition={0}
        saveProgress={false}
        renewPlaylist={renewPlaylist}
      />,
    );
    const video = container.querySelector('video')!;
    const state = { currentTime: 0, duration: 600, played: [] as [number, number][] };
    stubPlayback(video, state);
    await waitFor(() => expect(fakeHls.instances).toHaveLength(1));
    const hls = fakeHls.instances[0]!;

    state.currentTime = 312;
    const refused = { fatal: true, type: 'networkError', response: { code: 403 } };
    hls.emit('hlsError', refused);
    await waitFor(() => expect(hls.sources).toHaveLength(2));
    expect(hls.sources[1]).toBe('/api/media/m1/hls/index.m3u8?sig=second');
    state.currentTime = 0;
    hls.emit('hlsManifestParsed');
    expect(state.currentTime).toBe(312);
    expect(renewPlaylist).toHaveBeenCalledTimes(1);

    hls.emit('hlsError', refused);
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be played.');
    expect(renewPlaylist).toHaveBeenCalledTimes(1);
  });

  it('asks for a fresh playlist again after video has loaded since the last refusal', async () => {
    fakeHls.instances.length = 0;
    mockApi({});
    const renewPlaylist = vi.fn(async () => '/api/media/m1/hls/index.m3u8?sig=next');
    const { container } = renderPage(
      <VideoPlayer
        lessonId="video-1"
        title="Candles"
        playlistUrl="/api/media/m1/hls/index.m3u8?sig=first"
        savedPosition={0}
        saveProgress={false}
        renewPlaylist={renewPlaylist}
      />,
    );
    stubPlayback(container.querySelector('video')!, { currentTime: 0, duration: 600, played: [] });
    await waitFor(() => expect(fakeHls.instances).toHaveLength(1));
    const hls = fakeHls.instances[0]!;
    const refused = { fatal: true, type: 'networkError', response: { code: 403 } };

    hls.emit('hlsError', refused);
    await waitFor(() => expect(hls.sources).toHaveLength(2));
    hls.emit('hlsFragLoaded');
    hls.emit('hlsError', refused);
    await waitFor(() => expect(hls.sources).toHaveLength(3));
    expect(renewPlaylist).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
