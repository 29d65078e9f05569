import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspConfigFromEnv,
  GOOGLE_ADSENSE,
  GOOGLE_ANALYTICS,
  headersFile,
  inlineScripts,
  integrationsFor,
  policyFromHeadersFile,
  sha256Source,
} from './csp';

const HASH = "'sha256-abc='";

/** A policy as a map of directive to sources, to check one directive at a time. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [directive, ...sources] = part.split(' ');
      return [directive, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows only the own origin with the default configuration', () => {
    expect(contentSecurityPolicy({}, { scriptHashes: [HASH] })).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='; style-src 'self'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
        "worker-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });

  it('never allows inline or evaluated scripts, nor blob: workers', () => {
    const policy = parse(contentSecurityPolicy({ analyticsId: 'G-X', adClient: 'ca-pub-1' }, { scriptHashes: [HASH] }));
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
  });

  it('leaves out frame-ancestors in the meta form (a meta tag cannot carry it)', () => {
    const meta = contentSecurityPolicy({}, { form: 'meta' });
    expect(meta).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({})).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it('adds Google Analytics origins only when an analytics id is configured', () => {
    const policy = parse(contentSecurityPolicy({ analyticsId: 'G-ABC123' }));
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://*.googletagmanager.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ analyticsId: '  ' })).toBe(contentSecurityPolicy({}));
  });

  it('adds AdSense origins, frames included, only when an ad client is configured', () => {
    const policy = parse(contentSecurityPolicy({ adClient: 'ca-pub-123' }));
    expect(policy.get('script-src')).toContain('https://pagead2.googlesyndication.com');
    expect(policy.get('frame-src')).toEqual(GOOGLE_ADSENSE.sources['frame-src']);
    expect(policy.get('frame-src')).not.toContain("'none'");
    expect(policy.get('connect-src')).toEqual(["'self'", ...GOOGLE_ADSENSE.sources['connect-src']!]);
    expect(policy.get('script-src')).not.toContain('https://*.googletagmanager.com');
  });

  it("adds the support endpoint's origin to connect-src only", () => {
    const policy = parse(contentSecurityPolicy({ supportEndpoint: 'https://api.example.com:8443/support?x=1' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com:8443']);
    const others = new Map(parse(contentSecurityPolicy({})));
    others.delete('connect-src');
    for (const [directive, sources] of others) expect(policy.get(directive), directive).toEqual(sources);
  });

  it('refuses a support endpoint that is not an https URL (http only on localhost)', () => {
    expect(() => contentSecurityPolicy({ supportEndpoint: 'api.example.com/support' })).toThrow(
      /VITE_SUPPORT_ENDPOINT/,
    );
    expect(() => contentSecurityPolicy({ supportEndpoint: 'http://api.example.com/support' })).toThrow(/https/);
    expect(parse(contentSecurityPolicy({ supportEndpoint: 'http://localhost:9000/s' })).get('connect-src')).toEqual([
      "'self'",
      'http://localhost:9000',
    ]);
  });

  it('combines every configured integration without duplicates', () => {
    const config = { analyticsId: 'G-1', adClient: 'ca-pub-1', supportEndpoint: 'https://s.example.com/x' };
    expect(integrationsFor(config).map((i) => i.name)).toEqual([
      GOOGLE_ANALYTICS.name,
      GOOGLE_ADSENSE.name,
      'Support endpoint',
    ]);
    const connect = parse(contentSecurityPolicy(config)).get('connect-src')!;
    expect(new Set(connect).size).toBe(connect.length);
    expect(connect).toContain('https://s.example.com');
    expect(connect).toContain('https://*.google-analytics.com');
    expect(connect).toContain('https://pagead2.googlesyndication.com');
  });
});

describe('cspConfigFromEnv', () => {
  it('reads the VITE_ variables, trimmed', () => {
    expect(cspConfigFromEnv({ VITE_ANALYTICS_ID: ' G-1 ', VITE_SUPPORT_EMAIL: 'a@b.c' })).toEqual({
      analyticsId: 'G-1',
      adClient: '',
      supportEndpoint: '',
    });
  });
});

describe('inline script hashes', () => {
  it("hashes a script's exact text as the browser does", () => {
    const text = "\n  document.documentElement.classList.add('x');\n";
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(sha256Source(text)).toBe(`'sha256-${digest}'`);
    expect(sha256Source('a')).not.toBe(sha256Source('a '));
  });

  it('finds inline scripts and skips scripts loaded from files', () => {
    const html =
      '<head><script>one()</script><script type="module" crossorigin src="/a.js"></script>' +
      '<SCRIPT type="text/javascript">\ntwo()\n</SCRIPT></head>';
    expect(inlineScripts(html)).toEqual(['one()', '\ntwo()\n']);
  });
});

describe('_headers', () => {
  it('sets the policy for every path and reads it back', () => {
    const policy = contentSecurityPolicy({});
    const file = headersFile(policy);
    expect(file).toBe(`/*\n  Content-Security-Policy: ${policy}\n`);
    expect(policyFromHeadersFile(file)).toBe(policy);
  });

  it('reads only the policy for all paths', () => {
    const file =
      "# comment\n/admin\n  Content-Security-Policy: default-src 'none'\n\n/*\n  X-Other: 1\n  Content-Security-Policy: default-src 'self'\n";
    expect(policyFromHeadersFile(file)).toBe("default-src 'self'");
    expect(policyFromHeadersFile('/*\n  X-Other: 1\n')).toBeUndefined();
  });
});
