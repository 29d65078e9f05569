import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSkipWaiting, pageFileUrl } from './navigation';

const file = (address: string) => pageFileUrl(new URL(address, 'https://devtoolbox.dev')).href;

describe('pageFileUrl', () => {
  it('gives the prerendered file of each route, with or without a trailing slash', () => {
    expect(file('/')).toBe('https://devtoolbox.dev/index.html');
    expect(file('/about')).toBe('https://devtoolbox.dev/about/index.html');
    expect(file('/tools/hash-generator')).toBe('https://devtoolbox.dev/tools/hash-generator/index.html');
    expect(file('/tools/hash-generator/')).toBe('https://devtoolbox.dev/tools/hash-generator/index.html');
  });

  it('drops the query and fragment: a shared link opens the same page offline', () => {
    expect(file('/tools/base64-encoder?input=abc#x')).toBe('https://devtoolbox.dev/tools/base64-encoder/index.html');
  });

  it('stays on the same origin and names an index.html, whatever the path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webPath(), fc.string()), (path) => {
        const url = new URL('https://devtoolbox.dev');
        url.pathname = path;
        const page = pageFileUrl(url);
        expect(page.origin).toBe('https://devtoolbox.dev');
        expect(page.pathname).toMatch(/(^|\/)index\.html$/);
      }),
    );
  });
});

describe('isSkipWaiting', () => {
  it('recognises only workbox-window’s SKIP_WAITING message', () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaiting({ type: 'GET_VERSION' })).toBe(false);
    expect(isSkipWaiting('SKIP_WAITING')).toBe(false);
    expect(isSkipWaiting(null)).toBe(false);
  });
});
