import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import { fault, looksLikeUserAgent, parseUserAgent, type UserAgentParts } from '.';

/** Real user agents with what each names: browser, engine, OS, device, CPU (and bot). */
const REAL: [string, string, Partial<UserAgentParts>][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { browser: 'Chrome 120.0.0.0', engine: 'Blink 120.0.0.0', os: 'Windows 10', cpu: 'amd64' },
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
    { browser: 'Firefox 121.0', engine: 'Gecko 121.0', os: 'Windows 10' },
  ],
  [
    'Safari on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
    { browser: 'Mobile Safari 17.1.2', os: 'iOS 17.1.2', device: 'Apple iPhone (mobile)' },
  ],
  [
    'Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
    { browser: 'Edge 120.0.2210.91', engine: 'Blink 120.0.0.0' },
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    { browser: 'Chrome 120.0.6099.144', os: 'Android 14', device: 'Google Pixel 8 (mobile)' },
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet 23.0', device: 'Samsung SM-S918B (mobile)' },
  ],
  [
    'Chrome on an iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome 120.0.6099.119', engine: 'WebKit 605.1.15', device: 'Apple iPad (tablet)' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    { browser: 'Safari 17.2', os: 'Mac OS 10.15.7', device: 'Apple Macintosh' },
  ],
  [
    'Googlebot',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    { browser: undefined, bot: 'Googlebot 2.1' },
  ],
  ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', { bot: 'bingbot 2.0' }],
  ['curl', 'curl/8.5.0', { browser: undefined, device: undefined, bot: 'curl 8.5.0' }],
];

describe('user agent parser', () => {
  it.each(REAL)('reads %s', (_name, ua, expected) => {
    const { summary, json } = parseUserAgent(ua);
    expect(summary).toMatchObject(expected);
    expect(JSON.parse(json)).toMatchObject({ ua });
  });

  it('recognises the real strings for smart paste, bar a bare tool name', () => {
    for (const [name, ua] of REAL) expect(looksLikeUserAgent(ua), name).toBe(name !== 'curl');
  });

  it('refuses several lines and overlong text', () => {
    expect(
      fault.is(
        toolErrorOf(() => parseUserAgent('a\nb')),
        'oneLine',
      ),
    ).toBe(true);
    expect(toolErrorOf(() => parseUserAgent('x'.repeat(2001)))).toMatchObject({
      code: 'user-agent-parser.tooLong',
      params: { max: 2000 },
    });
  });

  it('never throws anything but its own error on random text, and reads long hostile text fast', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        try {
          parseUserAgent(text);
          looksLikeUserAgent(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 100 },
    );
    const started = performance.now();
    parseUserAgent(`Mozilla/5.0 (${'a;'.repeat(990)})`);
    looksLikeUserAgent(`Mozilla/5.0 (${'a'.repeat(150)})${' Mobile'.repeat(120)}x`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
