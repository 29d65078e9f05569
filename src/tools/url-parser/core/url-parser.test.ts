import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fault, parseUrl } from '.';

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('parseUrl', { timeout: 60_000 }, () => {
  it('splits a full URL into its parts', () => {
    expect(parseUrl('  https://user:p%40ss@example.com:8080/a/b.html?q=1&tag=x&tag=y+z&empty=#top ')).toEqual({
      protocol: 'https:',
      hostname: 'example.com',
      port: '8080',
      pathname: '/a/b.html',
      search: '?q=1&tag=x&tag=y+z&empty=',
      hash: '#top',
      origin: 'https://example.com:8080',
      username: 'user',
      password: 'p@ss',
      params: [
        ['q', '1'],
        ['tag', 'x'],
        ['tag', 'y z'],
        ['empty', ''],
      ],
    });
  });

  it('handles the RFC 3986 section 1.1.2 examples', () => {
    expect(parseUrl('ftp://ftp.is.co.za/rfc/rfc1808.txt')).toMatchObject({
      protocol: 'ftp:',
      hostname: 'ftp.is.co.za',
      pathname: '/rfc/rfc1808.txt',
    });
    expect(parseUrl('http://www.ietf.org/rfc/rfc2396.txt')).toMatchObject({ origin: 'http://www.ietf.org', port: '' });
    expect(parseUrl('ldap://[2001:db8::7]/c=GB?objectClass?one')).toMatchObject({
      hostname: '[2001:db8::7]',
      pathname: '/c=GB',
      search: '?objectClass?one',
      params: [['objectClass?one', '']],
    });
    expect(parseUrl('mailto:John.Doe@example.com')).toMatchObject({
      protocol: 'mailto:',
      pathname: 'John.Doe@example.com',
      origin: 'null',
    });
    expect(parseUrl('telnet://192.0.2.16:80/')).toMatchObject({ hostname: '192.0.2.16', port: '80' });
    expect(parseUrl('urn:oasis:names:specification:docbook:dtd:xml:4.1.2')).toMatchObject({ protocol: 'urn:' });
  });

  it('drops the default port and decodes percent-encoded parameters', () => {
    expect(parseUrl('https://example.com:443/?name=J%C3%BCrgen%20M')).toMatchObject({
      port: '',
      params: [['name', 'Jürgen M']],
    });
  });

  it.each(['', 'example.com', 'not a url', 'http://', 'https://exa mple.com', '://x'])(
    'rejects %j with the fault invalidUrl',
    (bad) => {
      expect(() => parseUrl(bad)).toThrow(expect.objectContaining({ code: 'url-parser.invalidUrl' }));
    },
  );

  it('never throws anything but the fault invalidUrl', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ unit: 'binary' })),
        (input) => {
          try {
            const parsed = parseUrl(input);
            expect(parsed.protocol).toMatch(/:$/);
          } catch (error) {
            expect(fault.is(error, 'invalidUrl')).toBe(true);
          }
        },
      ),
    );
  });

  it('parses every generated web URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (input) => {
        expect(parseUrl(input).protocol).toMatch(/^https?:$/);
      }),
    );
  });
});
