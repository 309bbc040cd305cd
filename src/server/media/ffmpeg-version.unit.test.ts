import { describe, expect, it } from 'vitest';
import { judgeFfmpegVersion, parseFfmpegVersion } from './ffmpeg-version.ts';

/** First lines of `ffmpeg -version` as real builds print them, and whether production takes them. */
const CASES: [line: string, version: string | undefined, acceptable: boolean][] = [
  ['ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers', '6.1.1-3ubuntu5', true],
  ['ffmpeg version n7.1 Copyright (c) 2000-2024 the FFmpeg developers', 'n7.1', true],
  [
    'ffmpeg version 7.0.2-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2024',
    '7.0.2-static',
    true,
  ],
  ['ffmpeg version 6.0 Copyright (c) 2000-2023 the FFmpeg developers', '6.0', true],
  ['ffmpeg version 7.1.3-0+deb13u1 Copyright (c) 2000-2025 the FFmpeg developers', '7.1.3-0+deb13u1', true],
  ['ffmpeg version n6.1-12-g1b2c3d4e5f Copyright (c) 2000-2023', 'n6.1-12-g1b2c3d4e5f', true],
  ['ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 the FFmpeg developers', '5.1.9-0+deb12u1', true],
  ['ffmpeg version 5.1.4 Copyright (c) 2000-2023 the FFmpeg developers', '5.1.4', true],
  ['ffmpeg version 5.1.2-3 Copyright (c) 2000-2022 the FFmpeg developers', '5.1.2-3', false],
  ['ffmpeg version 5.1 Copyright (c) 2000-2022 the FFmpeg developers', '5.1', false],
  ['ffmpeg version 5.0.1 Copyright (c) 2000-2022 the FFmpeg developers', '5.0.1', false],
  [
    'ffmpeg version 4.4.2-0ubuntu0.22.04.1 Copyright (c) 2000-2021 the FFmpeg developers',
    '4.4.2-0ubuntu0.22.04.1',
    false,
  ],
  [
    'ffmpeg version 4.1.11-0+deb10u1 Copyright (c) 2000-2023 the FFmpeg developers',
    '4.1.11-0+deb10u1',
    false,
  ],
  [
    'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2018',
    undefined,
    false,
  ],
  [
    'ffmpeg version 2024-05-13-git-37db0454e4-full_build-www.gyan.dev Copyright (c) 2000-2024',
    undefined,
    false,
  ],
  ['ffmpeg version git-2023-01-01 Copyright', undefined, false],
  ['', undefined, false],
  ['not ffmpeg at all', undefined, false],
  ['avconv version 12.3, Copyright (c) 2000-2018 the Libav developers', undefined, false],
  ['ffmpeg version \u0000\u202e6.1', undefined, false],
];

describe('the ffmpeg versions production accepts', () => {
  it.each(CASES)('reads “%s” as %s, acceptable: %s', (line, version, acceptable) => {
    expect(parseFfmpegVersion(line)?.text).toBe(version);
    expect(judgeFfmpegVersion(line).acceptable).toBe(acceptable);
  });

  it('reads the numbers of a distribution build', () => {
    expect(parseFfmpegVersion('ffmpeg version 5.1.9-0+deb12u1 Copyright')).toEqual({
      major: 5,
      minor: 1,
      patch: 9,
      text: '5.1.9-0+deb12u1',
    });
  });

  it('says why an old release is refused, naming what would do', () => {
    const verdict = judgeFfmpegVersion('ffmpeg version 4.4.2-0ubuntu0.22.04.1 Copyright');
    expect(verdict).toMatchObject({
      acceptable: false,
      reason:
        'ffmpeg 4.4.2-0ubuntu0.22.04.1 is too old: 6.0 or later is needed, or the 5.1 LTS branch at 5.1.4 or later',
    });
  });

  it('refuses a git snapshot because its age cannot be told', () => {
    const verdict = judgeFfmpegVersion(
      'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/',
    );
    expect(verdict.acceptable).toBe(false);
    expect(!verdict.acceptable && verdict.reason).toMatch(/^its version cannot be read .*N-47683/);
  });
});
