import { describe, expect, it } from 'vitest';
import { isAllowedVideoEmbed, isAllowedVideoEmbedSrc, videoEmbedSrc } from './video-embed.ts';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('videoEmbedSrc', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1', YT],
    ['  https://m.youtube.com/watch?v=dQw4w9WgXcQ  ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', YT],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    [YT, YT],
    ['http://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', YT],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://www.vimeo.com/76979871#t=10', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('turns %s into the player address', (address, src) => {
    expect(videoEmbedSrc(address)).toBe(src);
    expect(isAllowedVideoEmbedSrc(src)).toBe(true);
  });

  it.each([
    '',
    'not a url',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ%22',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'https://evil.com/youtu.be/dQw4w9WgXcQ',
    'https://a@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:444/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/0',
    'https://player.vimeo.com/video/abc',
  ])('refuses %j', (address) => {
    expect(videoEmbedSrc(address)).toBeNull();
  });
});

describe('isAllowedVideoEmbed', () => {
  it('needs an exact player address and a title', () => {
    expect(isAllowedVideoEmbed(YT, 'Lesson 1')).toBe(true);
    expect(isAllowedVideoEmbed(YT, ' ')).toBe(false);
    expect(isAllowedVideoEmbed(YT, undefined)).toBe(false);
    for (const src of [
      `${YT}?autoplay=1`,
      `${YT}/`,
      YT.toUpperCase(),
      YT.replace('https:', ''),
      YT.replace('.com/', '.com.evil.com/'),
      YT.replace('https://', 'https://a@'),
      'https://player.vimeo.com/video/1%30',
      null,
    ]) {
      expect(isAllowedVideoEmbed(src, 'Lesson 1'), String(src)).toBe(false);
    }
  });
});
