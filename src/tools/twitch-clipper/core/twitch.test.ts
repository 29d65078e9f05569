import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RANGE,
  clipFile,
  clockTime,
  fault,
  duration,
  linkAt,
  parseTwitchUrl,
  playerUrl,
  twitchTime,
  withEnd,
  withStart,
  ytDlpCommand,
} from '.';

describe('parseTwitchUrl (spec section 5)', () => {
  it('accepts each shape', () => {
    expect(parseTwitchUrl('https://www.twitch.tv/videos/2273419781')).toEqual({ kind: 'video', id: '2273419781' });
    expect(parseTwitchUrl('twitch.tv/videos/123?t=1h')).toEqual({ kind: 'video', id: '123' });
    expect(parseTwitchUrl('https://m.twitch.tv/somechannel/video/456')).toEqual({ kind: 'video', id: '456' });
    expect(parseTwitchUrl(' https://clips.twitch.tv/FunnySlugName-abc_123 ')).toEqual({
      kind: 'clip',
      slug: 'FunnySlugName-abc_123',
    });
  });

  it('refuses anything else with the spec message', () => {
    for (const bad of [
      '',
      'not a url',
      'https://www.twitch.tv/somechannel',
      'https://www.twitch.tv/videos/abc',
      'https://www.youtube.com/videos/123',
      'https://eviltwitch.tv/videos/123',
      'https://clips.twitch.tv/',
      'https://clips.twitch.tv/a/b',
    ]) {
      expect(() => parseTwitchUrl(bad), bad).toThrow(expect.objectContaining({ code: 'twitch-clipper.invalidUrl' }));
    }
  });

  it('never throws anything but its ToolError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (text) => {
        try {
          parseTwitchUrl(text);
        } catch (error) {
          expect(fault.is(error, 'invalidUrl')).toBe(true);
        }
      }),
    );
  });
});

describe('times and links', () => {
  it("formats Twitch's t parameter and clock times", () => {
    expect(twitchTime(0)).toBe('0s');
    expect(twitchTime(65)).toBe('1m5s');
    expect(twitchTime(3600)).toBe('1h0m0s');
    expect(twitchTime(3723)).toBe('1h2m3s');
    expect(clockTime(3723)).toBe('1:02:03');
    expect(clockTime(59)).toBe('0:00:59');
  });

  it('turns Twitch time back into the same seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seconds) => {
        const [, h = '0', m = '0', s] = /^(?:(\d+)h)?(?:(\d+)m)?(\d+)s$/.exec(twitchTime(seconds))!;
        expect(Number(h) * 3600 + Number(m) * 60 + Number(s)).toBe(seconds);
      }),
    );
  });

  it('builds the player address with the page host as parent, and the link at the start', () => {
    const video = parseTwitchUrl('https://www.twitch.tv/videos/123');
    expect(playerUrl(video, 'devtoolbox.dev')).toBe(
      'https://player.twitch.tv/?video=v123&parent=devtoolbox.dev&autoplay=false',
    );
    expect(linkAt(video, 3723)).toBe('https://www.twitch.tv/videos/123?t=1h2m3s');
    expect(linkAt({ kind: 'clip', slug: 'Abc' }, 5)).toBe('https://clips.twitch.tv/Abc?t=5s');
  });
});

describe('range (spec sections 4 and 9)', () => {
  it('keeps the clip within 0-3600 s, in whole seconds', () => {
    expect(withStart({ start: 0, end: 60 }, -5)).toEqual({ start: 0, end: 60 });
    expect(withStart({ start: 0, end: 60 }, 9_999)).toEqual({ start: 3599, end: 3600 });
    expect(withEnd({ start: 30, end: 60 }, 9_999)).toEqual({ start: 30, end: 3600 });
    expect(withEnd({ start: 30, end: 60 }, 45.4)).toEqual({ start: 30, end: 45 });
    expect(duration({ start: 0, end: 60 })).toBe(60);
  });

  it('pushes the end to start + 1 when the start reaches it', () => {
    expect(withStart({ start: 0, end: 60 }, 60)).toEqual({ start: 60, end: 61 });
    expect(withStart({ start: 0, end: 60 }, 100)).toEqual({ start: 100, end: 101 });
    expect(withStart({ start: 0, end: 60 }, 30)).toEqual({ start: 30, end: 60 });
    expect(withEnd({ start: 30, end: 60 }, 90)).toEqual({ start: 30, end: 90 });
    expect(withEnd({ start: 30, end: 60 }, 10)).toEqual({ start: 30, end: 31 });
  });

  it('always keeps 0 <= start < end <= 3600', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 5000 }), fc.integer({ min: -10, max: 5000 }), (a, b) => {
        const range = withEnd(withStart({ start: 0, end: 60 }, a), b);
        expect(range.start >= 0 && range.start < range.end && range.end <= RANGE.max).toBe(true);
      }),
    );
  });
});

describe('clip file', () => {
  it('needs a loaded video', () => {
    expect(() => clipFile(null, { start: 0, end: 60 }, 'x')).toThrow(
      expect.objectContaining({ code: 'twitch-clipper.notLoaded' }),
    );
  });

  it('holds the title, the link at the start, the times and a yt-dlp command', () => {
    const file = clipFile({ kind: 'video', id: '123' }, { start: 3723, end: 3783 }, 'Twitch clip 2026-11-23');
    expect(file).toEqual({
      title: 'Twitch clip 2026-11-23',
      source: 'https://www.twitch.tv/videos/123',
      link: 'https://www.twitch.tv/videos/123?t=1h2m3s',
      start: 3723,
      end: 3783,
      duration: 60,
      startTime: '1:02:03',
      endTime: '1:03:03',
      command:
        "yt-dlp --download-sections '*1:02:03-1:03:03' -o 'Twitch clip 2026-11-23.%(ext)s' 'https://www.twitch.tv/videos/123'",
    });
  });

  it('quotes any title safely for a shell', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const command = ytDlpCommand({ kind: 'video', id: '1' }, { start: 0, end: 1 }, title);
        // The shell (dash) parses the command into exactly the intended six arguments.
        const args = execFileSync('sh', ['-c', `printf '%s\\0' ${command.slice('yt-dlp '.length)}`])
          .toString()
          .split('\0');
        expect(args.slice(0, 5)).toEqual([
          '--download-sections',
          '*0:00:00-0:00:01',
          '-o',
          args[3],
          'https://www.twitch.tv/videos/1',
        ]);
        expect(args[3].endsWith('.%(ext)s')).toBe(true);
        expect(args[3]).not.toContain('/');
      }),
      { numRuns: 30 },
    );
  });
});
