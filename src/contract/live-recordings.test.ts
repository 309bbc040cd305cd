import { describe, expect, it } from 'vitest';
import { recordingLessonTitle, recordingLinkOf, SessionRecordingInputSchema } from './live-recordings.ts';
import { LIMITS } from './vocabulary.ts';

describe('recordingLinkOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456?dnt=1'],
  ])('embeds %s as the site player %s', (address, src) => {
    expect(recordingLinkOf(address)).toEqual({ kind: 'embed', src });
  });

  it('links to a Google Drive file by its id alone', () => {
    expect(recordingLinkOf('https://drive.google.com/file/d/1AbCdEfGhIjK_-x/view?usp=sharing')).toEqual({
      kind: 'drive',
      href: 'https://drive.google.com/file/d/1AbCdEfGhIjK_-x/view',
    });
  });

  it.each([
    'http://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com.evil.in/watch?v=dQw4w9WgXcQ',
    'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://a@youtu.be/dQw4w9WgXcQ',
    'https://youtu.be:8443/dQw4w9WgXcQ',
    'https://www.youtube.com/@channel',
    'https://drive.google.com/drive/folders/1AbCdEfGhIjK',
    'https://docs.google.com/file/d/1AbCdEfGhIjK/view',
    'https://meet.google.com/abc-defg-hij',
    'not a link',
  ])('refuses %s', (address) => {
    expect(recordingLinkOf(address)).toBeNull();
  });
});

describe('recordingLessonTitle', () => {
  it("names the session and its date in IST (a 23:00 UTC start is the next day's)", () => {
    expect(recordingLessonTitle('Reading candles', '2026-12-07T23:00:00Z')).toBe(
      'Recording: Reading candles (08 Dec 2026)',
    );
  });

  it('shortens a long title to fit a lesson title', () => {
    const title = recordingLessonTitle('x'.repeat(400), '2026-12-07T10:00:00Z');
    expect(title.length).toBeLessThanOrEqual(LIMITS.title);
    expect(title.endsWith('… (07 Dec 2026)')).toBe(true);
  });
});

describe('SessionRecordingInputSchema', () => {
  it('takes a media id or a link, not both, not neither', () => {
    expect(SessionRecordingInputSchema.safeParse({ url: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
    expect(
      SessionRecordingInputSchema.safeParse({ media_id: '9a1b2c3d-3333-4333-8333-000000000003' }).success,
    ).toBe(true);
    expect(SessionRecordingInputSchema.safeParse({}).success).toBe(false);
    expect(
      SessionRecordingInputSchema.safeParse({
        media_id: '9a1b2c3d-3333-4333-8333-000000000003',
        url: 'https://youtu.be/dQw4w9WgXcQ',
      }).success,
    ).toBe(false);
  });
});
