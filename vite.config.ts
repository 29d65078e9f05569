/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import viteWasm from 'vite-plugin-wasm';
import { cspConfigFromEnv } from './src/build/csp.ts';
import { bundleGraphPlugin } from './src/build/bundle-graph.ts';
import { chunkFileName, workerChunkFileName } from './src/build/chunk-names.ts';
import { offlinePlugins } from './src/build/pwa.ts';
import { buildSite, prerenderedPreview, SSR_ENTRY, SSR_OUT_DIR } from './src/build/sitePlugin.ts';
import { normaliseSiteUrl } from './src/core/site/seo.ts';

/** The unit tests' order (slowest files first, tests/unit/slow-first.ts), loaded only when Vitest runs. */
const testSequence = process.env.VITEST ? { sequencer: (await import('./tests/unit/slow-first.ts')).SlowestFirst } : {};

/** vite-plugin-wasm declares its plugin as `any`. */
const wasm = (): Plugin => viteWasm() as Plugin;

/** html-minifier-terser's browser bundle (an absolute path, so the alias resolves to one module). */
const HTML_MINIFIER_BROWSER = fileURLToPath(
  new URL('./node_modules/html-minifier-terser/dist/htmlminifier.esm.bundle.js', import.meta.url),
);

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** `assets/<id>.task-<hash>.js` for a tool's task chunk, the usual name for any other. */

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteUrl = normaliseSiteUrl(env.VITE_SITE_URL);
  return {
    // wasm(): WebAssembly ESM integration (`import … from './x.wasm'`) for the codecs, in the app and its workers.
    // bundleGraphPlugin(): what each built file holds and loads (src/build/bundle-graph.ts), for budgets and offline.
    // offlinePlugins(): the web app manifest and the service worker (built after prerendering: src/build/pwa.ts).
    plugins: [react(), tailwindcss(), wasm(), prerenderedPreview(), bundleGraphPlugin(), offlinePlugins()],
    define: { __APP_VERSION__: JSON.stringify(version) },
    resolve: {
      alias: [
        // react-toastify's main entry injects its CSS as an inline <style>, which the
        // Content-Security-Policy refuses (style-src 'self'). Its unstyled entry is the same library
        // without that; src/ui/main.tsx imports the stylesheet as a file instead.
        { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
        // html-minifier-terser's ES entry needs Node (clean-css reads files); its browser bundle is the same
        // version with browser stand-ins. Unit tests (Node) keep the ES entry.
        ...(process.env.VITEST ? [] : [{ find: /^html-minifier-terser$/, replacement: HTML_MINIFIER_BROWSER }]),
      ],
    },
    // A tool's task chunk (src/tools/<id>/task.ts, which the generic tool worker loads) is named after the tool:
    // the budgets and the offline split tell each tool's worker code by that name (src/build/bundle-parts.ts).
    worker: {
      format: 'es',
      plugins: () => [wasm()],
      rolldownOptions: { output: { chunkFileNames: workerChunkFileName } },
    },
    // The jSquash codecs find their .wasm beside their own module (new URL('x.wasm', import.meta.url)):
    // pre-bundling would move the module away from it in the dev server.
    optimizeDeps: {
      exclude: [
        '@jsquash/avif',
        '@jsquash/jpeg',
        '@jsquash/oxipng',
        '@jsquash/png',
        '@jsquash/resize',
        '@jsquash/webp',
      ],
    },
    build: {
      target: 'es2022',
      // The entry chunk stays small: tools and pages are lazy chunks, each named after its tool.
      chunkSizeWarningLimit: 600,
      rollupOptions: { output: { chunkFileNames: chunkFileName } },
    },
    environments: {
      // Build-time only: the server entry that prerenders every route (see src/build/sitePlugin.ts).
      ssr: {
        build: {
          outDir: SSR_OUT_DIR,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { input: { ssr: SSR_ENTRY } },
        },
      },
    },
    builder: {
      // Prerendered pages carry the Content-Security-Policy for this configuration (src/build/csp.ts).
      // The dev server (`npm run dev`) has none on purpose: React refresh injects inline scripts.
      buildApp: (builder) => buildSite(builder, siteUrl, cspConfigFromEnv(env)),
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    test: {
      environment: 'node',
      restoreMocks: true,
      unstubGlobals: true,
      // Threads on every core: on CI's two cores the default (forks, one fewer worker than cores) took 139 s, this
      // 102 s.
      pool: 'threads',
      maxWorkers: '100%',
      // A property test takes its runs' total time: on two shared cores some pass 5 s under load (a helper's build
      // beside them) while taking 1-2 s on a quiet machine.
      testTimeout: 15_000,
      sequence: testSequence,
      projects: [
        // Pure logic shares its workers' module cache (no fresh module graph per file: a quarter of the run);
        // its tests stub nothing but globals, which are put back after each test.
        {
          extends: true,
          test: {
            name: 'logic',
            include: [
              'src/core/**/*.test.ts',
              'src/tools/*/core/**/*.test.ts',
              'src/build/**/*.test.ts',
              'bench/**/*.test.mjs',
              'scripts/**/*.test.mjs',
            ],
            isolate: false,
          },
        },
        // React, jsdom and the workers' modules keep state per document: each file gets its own.
        {
          extends: true,
          test: {
            name: 'ui',
            include: ['src/{ui,workers,offline,tools}/**/*.test.{ts,tsx}'],
            exclude: ['**/node_modules/**', 'src/tools/*/core/**'],
          },
        },
      ],
    },
  };
});
