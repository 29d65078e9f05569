import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { preview, type Plugin } from 'vite';
import { seriousViolations } from './axe';
import { expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';
import { kitField } from './kit';
import { chooseOption } from './select';

// The first visit precaches the site but heavy tools (about 11 MB) before the service worker is ready.
test.describe.configure({ timeout: 90_000 });
// Every other test file blocks service workers (playwright.config.ts); these are about them.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (everything precached) and is active. */
async function waitForOfflineReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active!.scriptURL;
  });
}

/** Whether a request the service worker does not answer from its cache reaches the server. */
const serverReachable = (page: Page) =>
  page.evaluate(() =>
    fetch(`/robots.txt?probe=${Date.now()}`, { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );

async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  // The network is really gone, for the page and for its service worker.
  expect(await serverReachable(page)).toBe(false);
}

/** The version of the service worker controlling the page: the next one says so; the first has no answer. */
const askVersion = (page: Page) =>
  page.evaluate(async () => {
    const channel = new MessageChannel();
    const answer = new Promise((resolve) => (channel.port1.onmessage = (event) => resolve(event.data)));
    navigator.serviceWorker.controller!.postMessage('version?', [channel.port2]);
    return Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('first'), 500))]);
  });

const ROOT = new URL('../', import.meta.url);

/** Every address the page's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** Whether every file of a heavy tool is stored, as the service worker lists them (src/offline/tool-files.ts). */
const toolStored = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const worker = (await navigator.serviceWorker.getRegistration())!.active!;
    const channel = new MessageChannel();
    const heavy = await new Promise<{ cache: string; tools: { id: string; files: string[] }[] }>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<{ cache: string; tools: { id: string; files: string[] }[] }>) =>
        resolve(event.data);
      worker.postMessage('heavy-tools?', [channel.port2]);
    });
    const cache = await caches.open(heavy.cache);
    const files = heavy.tools.find((tool) => tool.id === id)!.files;
    return (await Promise.all(files.map((file) => cache.match(file, { ignoreVary: true })))).every(Boolean);
  }, id);

async function calculate(page: Page, expression: string, result: string): Promise<void> {
  await page.goto('/tools/math-evaluator');
  await pasteInto(kitField(page, 'Expressions'), expression);
  await expectEditorValue(kitField(page, 'Results by line'), result, 15_000);
}

/** Appended to the service worker to make a new version that can say so. */
const NEXT_VERSION = `self.addEventListener('message', (e) => { if (e.data === 'version?') e.ports[0].postMessage('next'); });`;

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * A server of the built site of its own (a browser fetches a service worker's script itself, where no
 * Playwright route reaches), whose `deploy()` makes it serve a next version of the service worker: the
 * same worker, which also answers which version it is.
 */
const withDeployments = test.extend<{ deploy: () => void }, { site: { url: string; deployed: { next: boolean } } }>({
  site: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none needed here.
    async ({ playwright: _playwright }, use) => {
      const deployed = { next: false };
      const nextDeployment: Plugin = {
        name: 'test:next-deployment',
        configurePreviewServer(server) {
          server.middlewares.use((req, res, next) => {
            if (!deployed.next || new URL(req.url ?? '/', 'http://x').pathname !== '/sw.js') return next();
            res.setHeader('Content-Type', 'text/javascript');
            res.end(`${readFileSync(new URL('dist/sw.js', ROOT), 'utf8')}\n${NEXT_VERSION}`);
          });
        },
      };
      const server = await preview({
        root: fileURLToPath(ROOT),
        configFile: fileURLToPath(new URL('vite.config.ts', ROOT)),
        preview: { host: '127.0.0.1', port: 0 },
        plugins: [nextDeployment],
        logLevel: 'warn',
      });
      await use({ url: server.resolvedUrls!.local[0].replace(/\/$/, ''), deployed });
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  deploy: async ({ site }, use) => {
    await use(() => (site.deployed.next = true));
    site.deployed.next = false;
  },
});

/** The WebP codec's output, told by its magic bytes. */
const isWebp = (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';

withDeployments(
  'installable; a new version waits until Reload; then, offline, tools, their workers and codecs and the 404 page work',
  async ({ page, context, deploy }) => {
    await test.step('a web app manifest for installing the site, linked from the page', async () => {
      await page.goto('/tools/hash-generator');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const response = await page.request.get(href!);
      expect(response.ok()).toBe(true);
      const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] };
      expect(manifest).toMatchObject({ short_name: 'DevToolbox', start_url: '/', display: 'standalone' });
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src);
        expect(image.headers()['content-type']).toBe('image/png');
      }
      expect(await waitForOfflineReady(page)).toMatch(/\/sw\.js$/);
    });

    await test.step('the first visit precached every page and light tools, not heavy tools’ codecs', async () => {
      const cached = await cachedPaths(page);
      for (const path of ['/index.html', '/settings/index.html', '/tools/image-converter/index.html', '/404.html']) {
        expect(cached, path).toContain(path);
      }
      const webp = readdirSync(new URL('dist/assets/', ROOT)).filter((name) => /^webp_enc.*\.wasm$/.test(name));
      expect(webp.length).toBeGreaterThan(0);
      for (const name of webp) expect(cached, name).not.toContain(`/assets/${name}`);
    });

    await test.step('opening a heavy tool once online stores all its files', async () => {
      await calculate(page, '2 + 3', '5');
      await expect.poll(() => toolStored(page, 'math-evaluator'), { timeout: 15_000 }).toBe(true);
      await page.goto('/tools/hash-generator');
    });

    await test.step('a new version waits until Reload, which swaps it in and reloads the page', async () => {
      await page.reload();
      // The page runs under the first version; nothing offers an update.
      await expect(page.getByText('Update available')).toHaveCount(0);

      deploy();
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const notice = page.locator('[aria-live="polite"]').filter({ hasText: 'Update available' });
      await expect(notice).toBeVisible({ timeout: 30_000 });
      // The page is left alone until the visitor chooses.
      await page.getByLabel('Text to hash').fill('kept');
      await expect(page.getByTestId('digest-md5')).toHaveValue(createHash('md5').update('kept').digest('hex'));
      await expect(notice).toBeVisible();
      expect(await askVersion(page)).toBe('first');
      expect(await seriousViolations(page)).toEqual([]);

      await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
      await notice.getByRole('button', { name: 'Reload' }).focus();
      await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), page.keyboard.press('Enter')]);
      await expect(page.getByRole('heading', { name: 'Hash Generator' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
      await expect(page.getByText('Update available')).toHaveCount(0);
      // The new version controls the page now, and nothing else waits.
      expect(await askVersion(page)).toBe('next');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
    });

    await test.step('offline, the tool page reloads from the cache, hydrated, and works', async () => {
      await goOffline(page, context);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Hash Generator' })).toBeVisible();
      await page.getByLabel('Text to hash').fill('offline');
      await expect(page.getByTestId('digest-sha256')).toHaveValue(createHash('sha256').update('offline').digest('hex'));
      await expect(page.getByTestId('digest-md5')).toHaveValue(createHash('md5').update('offline').digest('hex'));
    });

    await test.step('offline, another tool never opened before reads a file in its workers', async () => {
      await page.goto('/tools/base64-encoder');
      await page.getByRole('tab', { name: 'File' }).click();
      await page
        .getByTestId('file-input')
        .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
      await expectEditorValue(page.getByRole('textbox', { name: 'Base64', exact: true }), PNG_1X1);
    });

    await test.step('offline, the heavy tool used once works; one never opened says it needs one online visit', async () => {
      await calculate(page, '6 * 7', '42');
      await page.goto('/tools/image-converter');
      await expect(page.getByRole('alert')).toContainText('This tool needs one online visit');
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('offline, an address with no page shows the 404 page', async () => {
      await page.goto('/no-such-page');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page.getByRole('heading', { name: 'All Tools' })).toBeVisible();
      expect(await serverReachable(page)).toBe(false);
    });

    await test.step('online, Settings makes every tool available offline, saying the size and the progress', async () => {
      await context.setOffline(false);
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Offline' }).click();
      const status = page.getByTestId('offline-status');
      await expect(status).toContainText(/Downloads the rest now: [\d.]+ MB in \d+ files/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Make every tool available offline' }).click();
      await expect(status).toHaveText('Every tool is available offline. Updates bring their new files with them.', {
        timeout: 30_000,
      });
      expect(await toolStored(page, 'image-converter')).toBe(true);
      await goOffline(page, context);
    });

    await test.step('after the Settings switch, offline, the never-opened image converter encodes with a WebAssembly codec', async () => {
      await page.goto('/tools/image-converter');
      const photo = await readFile(new URL('./images/landscape.jpg', import.meta.url));
      await page
        .getByTestId('file-input')
        .setInputFiles({ name: 'landscape.jpg', mimeType: 'image/jpeg', buffer: photo });
      await chooseOption(page, 'Output format', 'WebP');
      await page.getByRole('button', { name: 'Convert' }).click();
      await expect(page.getByLabel('Converted image').getByTestId('fact-dimensions')).toHaveText('320 × 200', {
        timeout: 30_000,
      });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      expect(isWebp(await readFile(await (await download).path())), 'WebP magic bytes').toBe(true);
    });
  },
);
