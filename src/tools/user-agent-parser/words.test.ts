import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { parseUserAgent } from './core';
import { summaryRows } from './result';
import './words';

const fields = (ua: string) =>
  Object.fromEntries(summaryRows(parseUserAgent(ua).summary).map(({ label, value }) => [label, value]));

describe("the user agent parser's words", () => {
  it('labels each part, and says which the string does not name', () => {
    expect(fields('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toMatchObject({
      Browser: 'not named in the string',
      'Bot or tool': 'Googlebot 2.1',
    });
    expect(fields('curl/8.5.0')).toEqual({
      Browser: 'not named in the string',
      Engine: 'not named in the string',
      OS: 'not named in the string',
      Device: 'not named (desktop browsers name none)',
      CPU: 'not named in the string',
      'Bot or tool': 'curl 8.5.0',
    });
  });

  it('refuses several lines and overlong text', () => {
    expect(toolErrorOf(() => parseUserAgent('a\nb'))).toMatchObject({
      title: 'Not a user agent',
      description: 'A user agent is one line: paste a single User-Agent header value.',
    });
    expect(toolErrorOf(() => parseUserAgent('x'.repeat(2001)))).toMatchObject({
      title: 'User agent too long',
      description: 'A user agent is at most 2,000 characters; this is longer.',
    });
  });
});
