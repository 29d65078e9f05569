import fc from 'fast-check';
import type { KeyValueRow } from '../../../core/shared/structured';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import { USER_AGENT_MESSAGES as M, looksLikeUserAgent, parseUserAgent } from '.';

/** Real user agents with what each names: browser, engine, OS, device, CPU (and bot). */
const REAL: [string, string, Record<string, string>][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { Browser: 'Chrome 120.0.0.0', Engine: 'Blink 120.0.0.0', OS: 'Windows 10', CPU: 'amd64' },
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
    { Browser: 'Firefox 121.0', Engine: 'Gecko 121.0', OS: 'Windows 10' },
  ],
  [
    'Safari on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
    { Browser: 'Mobile Safari 17.1.2', OS: 'iOS 17.1.2', Device: 'Apple iPhone (mobile)' },
  ],
  [
    'Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
    { Browser: 'Edge 120.0.2210.91', Engine: 'Blink 120.0.0.0' },
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    { Browser: 'Chrome 120.0.6099.144', OS: 'Android 14', Device: 'Google Pixel 8 (mobile)' },
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    { Browser: 'Samsung Internet 23.0', Device: 'Samsung SM-S918B (mobile)' },
  ],
  [
    'Chrome on an iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    { Browser: 'Chrome 120.0.6099.119', Engine: 'WebKit 605.1.15', Device: 'Apple iPad (tablet)' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    { Browser: 'Safari 17.2', OS: 'Mac OS 10.15.7', Device: 'Apple Macintosh' },
  ],
  [
    'Googlebot',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    { Browser: M.notNamed, 'Bot or tool': 'Googlebot 2.1' },
  ],
  [
    'bingbot',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    { 'Bot or tool': 'bingbot 2.0' },
  ],
  ['curl', 'curl/8.5.0', { Browser: M.notNamed, Device: M.noDevice, 'Bot or tool': 'curl 8.5.0' }],
];

const fields = (summary: readonly KeyValueRow[]) =>
  Object.fromEntries(summary.map(({ label, value }) => [label, value]));

describe('user agent parser', () => {
  it.each(REAL)('reads %s', (_name, ua, expected) => {
    const { summary, json } = parseUserAgent(ua);
    expect(fields(summary)).toMatchObject(expected);
    expect(JSON.parse(json)).toMatchObject({ ua });
  });

  it('recognises the real strings for smart paste, bar a bare tool name', () => {
    for (const [name, ua] of REAL) expect(looksLikeUserAgent(ua), name).toBe(name !== 'curl');
  });

  it('refuses several lines and overlong text', () => {
    expect(toolErrorOf(() => parseUserAgent('a\nb')).description).toBe(M.oneLine);
    expect(toolErrorOf(() => parseUserAgent('x'.repeat(2001))).title).toBe(M.tooLongTitle);
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
