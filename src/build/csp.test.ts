import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../core/site/tools';
import { prerenderPaths } from '../core/site/seo';
import { PLAYER_ORIGINS } from '../tools/twitch-clipper/core/embed';
import {
  contentSecurityPolicy,
  cspConfigFromEnv,
  GOOGLE_ADSENSE,
  GOOGLE_ANALYTICS,
  headerForPath,
  headersFile,
  inlineScripts,
  integrationsFor,
  parseHeadersFile,
  permissionsPolicy,
  policyFromHeadersFile,
  ROUTE_INTEGRATIONS,
  routeAddresses,
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

const TWITCH = '/tools/twitch-clipper';
const EVERY_INTEGRATION = { analyticsId: 'G-1', adClient: 'ca-pub-1', supportEndpoint: 'https://s.example.com/x' };

describe('per-page widening', () => {
  it("adds the Twitch player's frame sources to the Twitch clip helper's page only", () => {
    const twitch = parse(contentSecurityPolicy({}, { path: TWITCH }));
    expect(twitch.get('frame-src')).toEqual(['https://player.twitch.tv', 'https://clips.twitch.tv']);
    expect(PLAYER_ORIGINS).toEqual(twitch.get('frame-src'));
    for (const path of [
      '/',
      '/about',
      '/tools/json-formatter',
      '/tools/twitch-clipper-2',
      '/tools',
      '/__not-found__',
    ]) {
      expect(parse(contentSecurityPolicy({}, { path })).get('frame-src'), path).toEqual(["'none'"]);
      expect(contentSecurityPolicy({}, { path })).toBe(contentSecurityPolicy({}));
    }
  });

  it('widens frame-src only: every other directive is the site-wide one', () => {
    for (const config of [{}, EVERY_INTEGRATION]) {
      const site = parse(contentSecurityPolicy(config, { scriptHashes: [HASH] }));
      const twitch = parse(contentSecurityPolicy(config, { scriptHashes: [HASH], path: TWITCH }));
      for (const [directive, sources] of site) {
        if (directive !== 'frame-src') expect(twitch.get(directive), directive).toEqual(sources);
      }
      expect(twitch.get('frame-src')).toEqual([
        ...site.get('frame-src')!.filter((s) => s !== "'none'"),
        ...PLAYER_ORIGINS,
      ]);
    }
  });

  it('widens the page at every address a host serves it at, in the meta and header forms', () => {
    for (const address of routeAddresses(TWITCH)) {
      const meta = contentSecurityPolicy({}, { form: 'meta', path: address });
      expect(parse(meta).get('frame-src'), address).toEqual([...PLAYER_ORIGINS]);
      expect(meta).not.toContain('frame-ancestors');
      expect(contentSecurityPolicy({}, { path: address })).toBe(`${meta}; frame-ancestors 'none'`);
    }
  });

  it('names only pages the site has', () => {
    const paths = prerenderPaths(TOOLS);
    for (const route of ROUTE_INTEGRATIONS.keys()) expect(paths).toContain(route);
  });
});

describe('_headers', () => {
  it('sets the site-wide policy for every path, and each widened page its own', () => {
    const site = contentSecurityPolicy({}, { scriptHashes: [HASH] });
    const twitch = contentSecurityPolicy({}, { scriptHashes: [HASH], path: TWITCH });
    const sitePermissions = 'camera=(self), microphone=(self), fullscreen=(self), gamepad=(self)';
    const twitchPermissions = permissionsPolicy(TWITCH);
    const blocks = routeAddresses(TWITCH).map(
      (address) =>
        `${address}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${twitch}\n` +
        `  ! Permissions-Policy\n  Permissions-Policy: ${twitchPermissions}\n`,
    );
    expect(headersFile({}, { scriptHashes: [HASH] })).toBe(
      [`/*\n  Content-Security-Policy: ${site}\n  Permissions-Policy: ${sitePermissions}\n`, ...blocks].join('\n'),
    );
  });

  it('grants camera, microphone, fullscreen and gamepad to the site only, and fullscreen to the Twitch player', () => {
    const rules = parseHeadersFile(headersFile({}, { scriptHashes: [HASH] }));
    expect(headerForPath(rules, '/tools/webcam-test', 'Permissions-Policy')).toBe(permissionsPolicy());
    expect(permissionsPolicy()).not.toMatch(/\*|https?:/);
    const twitch = headerForPath(rules, `${TWITCH}/`, 'Permissions-Policy') ?? '';
    expect(twitch).toContain('fullscreen=(self "https://player.twitch.tv"');
    expect(twitch).toContain('camera=(self)');
  });

  it('gives each page, read as a static host reads it, the same policy as its meta tag (plus frame-ancestors)', () => {
    for (const config of [{}, EVERY_INTEGRATION]) {
      const rules = parseHeadersFile(headersFile(config, { scriptHashes: [HASH] }));
      const paths = [...prerenderPaths(TOOLS), ...routeAddresses(TWITCH), '/assets/app-1a2b.js', '/no/such/page'];
      for (const path of paths) {
        expect(headerForPath(rules, path), path).toBe(contentSecurityPolicy(config, { scriptHashes: [HASH], path }));
      }
    }
  });

  it('keeps every line within what Cloudflare Pages reads (2,000 characters)', () => {
    for (const line of headersFile(EVERY_INTEGRATION, { scriptHashes: [HASH, HASH] }).split('\n')) {
      expect(line.length).toBeLessThanOrEqual(2000);
    }
  });

  it('applies rules as Cloudflare Pages does: every match in order, detach, then set', () => {
    const file = [
      '# comment',
      '/*',
      '  Content-Security-Policy: a',
      '  X-Other: 1',
      '/x',
      '  ! Content-Security-Policy',
      '  Content-Security-Policy: b',
      '/joined',
      '  Content-Security-Policy: c',
      '/files/*.js',
      '  ! content-security-policy',
      '',
    ].join('\n');
    expect(policyFromHeadersFile(file)).toBe('a');
    expect(policyFromHeadersFile(file, '/x')).toBe('b');
    expect(policyFromHeadersFile(file, '/x/')).toBe('a');
    // Without a detach, a second value is joined to the first (two policies, both enforced).
    expect(policyFromHeadersFile(file, '/joined')).toBe('a, c');
    expect(policyFromHeadersFile(file, '/files/a.js')).toBeUndefined();
    expect(headerForPath(parseHeadersFile(file), '/x', 'X-Other')).toBe('1');
    expect(policyFromHeadersFile('/admin\n  X-Other: 1\n')).toBeUndefined();
  });
});
