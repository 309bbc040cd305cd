import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReportProgress, trackProgress } from './video-progress.ts';

/** A video element that has played its first 20 seconds and ended there. */
function endedVideo() {
  const video = document.createElement('video');
  const played = { length: 1, start: () => 0, end: () => 20 };
  Object.defineProperty(video, 'played', { value: played });
  Object.defineProperty(video, 'currentTime', { value: 20, writable: true });
  Object.defineProperty(video, 'ended', { value: true });
  return video;
}

describe('a finished video’s progress reports', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('repeat every 10 s after the end until the server counts the lesson complete, then stop', async () => {
    const answers = [false, false, true];
    const report = vi.fn<ReportProgress>(async () => ({ completed: answers.shift() ?? true }));
    const video = endedVideo();
    const stop = trackProgress(video, 0, () => report);

    video.dispatchEvent(new Event('ended'));
    await vi.advanceTimersByTimeAsync(0);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toEqual({ watched: [[0, 20]], position: 20 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(report).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(report).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(report).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stop repeating when the learner leaves the lesson', async () => {
    const report = vi.fn<ReportProgress>(async () => ({ completed: false }));
    const video = endedVideo();
    const stop = trackProgress(video, 0, () => report);
    video.dispatchEvent(new Event('ended'));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    const sent = report.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(report).toHaveBeenCalledTimes(sent);
  });
});
