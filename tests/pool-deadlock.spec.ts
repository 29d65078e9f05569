import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type * as HashGenerator from '../src/tools/hash-generator/in-worker';
import { expect, test as base } from './fixtures';

/**
 * Two 64 MiB file jobs started at once on one pool, through the real `hashFileInWorker`, its pool, its reader
 * workers and its hash workers in Chromium. The production build exposes no module to call, and the
 * page shows one file at a time, so this spec serves the sources with Vite's dev server (on a port of
 * its own, which becomes the page's origin for the fixtures' guards) and imports the module in the page.
 */
const test = base.extend<Record<never, never>, { devServer: string }>({
  devServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none needed here.
    async ({ playwright: _playwright }, use) => {
      const server = await createServer({
        root: fileURLToPath(new URL('..', import.meta.url)),
        configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
        logLevel: 'warn',
        server: { host: '127.0.0.1', port: 0, hmr: false },
        // No dependency discovery: it would reload the page mid-test when it found one.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      await server.listen();
      await use(server.resolvedUrls!.local[0].replace(/\/$/, ''));
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ devServer }, use) => use(devServer),
});

const MiB = 1024 ** 2;
/**
 * Each file is its 1 MiB random chunk 64 times (cheap in memory: a Blob of Blobs). The size is not the point: past
 * 16 MiB a file is streamed (a reader worker serving hashing workers), and both jobs start at once.
 */
const REPEATS = 64;
const ALGORITHMS = ['md5', 'sha256'] as const;

function expectedDigests(chunk: Buffer) {
  return Object.fromEntries(
    ALGORITHMS.map((id) => {
      const hash = createHash(id);
      for (let i = 0; i < REPEATS; i++) hash.update(chunk);
      return [id, hash.digest('hex')];
    }),
  );
}

test('two streamed 64 MiB file jobs started at once on one pool both finish with the right digests', async ({
  page,
}) => {
  const chunks = [randomBytes(MiB), randomBytes(MiB)];
  await page.goto('/favicon.svg'); // any page of the dev server's origin: the module is imported below

  const hashing = page.evaluate(
    async ({ chunks, repeats, algorithms }) => {
      const url = '/src/tools/hash-generator/in-worker.ts';
      const { hashFileInWorker, hashGeneratorPool } = (await import(/* @vite-ignore */ url)) as typeof HashGenerator;
      const fileOf = (base64: string) => {
        const binary = atob(base64);
        const chunk = new Uint8Array(new ArrayBuffer(binary.length));
        for (let i = 0; i < binary.length; i++) chunk[i] = binary.charCodeAt(i);
        return new Blob(Array.from({ length: repeats }, () => chunk));
      };
      const files = chunks.map(fileOf);
      const t0 = performance.now();
      const results = await Promise.all(files.map((file) => hashFileInWorker(file, { algorithms: [...algorithms] })));
      const hex = (bytes?: Uint8Array) => Array.from(bytes ?? [], (b) => b.toString(16).padStart(2, '0')).join('');
      const digests = results.map((d) => Object.fromEntries(algorithms.map((id) => [id, hex(d.digests[id])])));
      return {
        sizes: files.map((f) => f.size),
        digests,
        seconds: (performance.now() - t0) / 1000,
        poolSize: hashGeneratorPool.size,
        stats: hashGeneratorPool.stats(),
      };
    },
    { chunks: chunks.map((c) => c.toString('base64')), repeats: REPEATS, algorithms: ALGORITHMS },
  );
  const expected = chunks.map(expectedDigests); // Node hashes while the page does
  const result = await hashing;

  expect(result.sizes).toEqual([REPEATS * MiB, REPEATS * MiB]);
  expect(result.digests).toEqual(expected);
  expect(result.stats).toMatchObject({ busy: 0, queued: 0 });
  test.info().annotations.push({
    type: 'timing',
    description: `2 × ${REPEATS} MiB (${ALGORITHMS.join(', ')}) on a pool of ${result.poolSize}: ${result.seconds.toFixed(1)} s`,
  });
});
