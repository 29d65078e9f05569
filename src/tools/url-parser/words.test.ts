import { describe, expect, it } from 'vitest';
import { alignedText } from '../../core/shared/structured';
import { parseUrl } from './core';
import { urlParts } from './result';
import './words';

describe("the URL parser's words", () => {
  it.each(['', 'not a url', 'http://'])('rejects %j with Invalid URL format', (bad) => {
    expect(() => parseUrl(bad)).toThrow('Invalid URL format');
  });

  it('lists the parts as rows (user name and password only when present) and the parameters as a table', () => {
    expect(alignedText(urlParts(parseUrl('http://localhost/?tag=a&tag=b')))).toBe(
      [
        'Protocol: http:',
        'Hostname: localhost',
        'Port:',
        'Pathname: /',
        'Search:   ?tag=a&tag=b',
        'Hash:',
        'Origin:   http://localhost',
        '',
        'Query parameters (2)',
        'Name  Value',
        'tag   a',
        'tag   b',
        '',
      ].join('\n'),
    );
    expect(urlParts(parseUrl('ftp://ann:pw@h.example/'))).toContainEqual({
      kind: 'note',
      text: 'This URL has no query parameters.',
    });
    expect(alignedText(urlParts(parseUrl('ftp://ann:pw@h.example/')))).toContain('Username: ann\nPassword: pw\n');
  });
});
