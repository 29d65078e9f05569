/**
 * Offline and installable (Node only): the web app manifest and the service worker, through
 * vite-plugin-pwa. The plugin writes the manifest, links it from index.html (so every prerendered page
 * carries the link) and provides `virtual:pwa-register`, which the page loads lazily
 * (src/ui/shell/appUpdate.ts). The service worker (src/offline/sw.ts, injectManifest) must list the
 * prerendered pages, which do not exist when the plugin would build it (at the end of the client build):
 * `buildSite` calls `buildServiceWorker` after prerendering instead.
 */
import type { InlineConfig, Logger, Plugin, PluginOption, ViteBuilder } from 'vite';
import { VitePWA, type ManifestOptions, type VitePluginPWAAPI } from 'vite-plugin-pwa';
import { SITE_NAME } from '../core/site/catalogue.ts';
import { DEFAULT_DESCRIPTION } from '../core/site/seo.ts';
import type { HeavyTools } from '../offline/tool-files.ts';
import type { bundleGraphPlugin } from './bundle-graph.ts';
import { HEAVY_TOOL_BYTES, offlineSplit, type OfflineSplit } from './offline-split.ts';

/** The logo's indigo (public/favicon.svg): the installed app's title bar. */
export const THEME_COLOR = '#4f46e5';
/** The light theme's page background (Tailwind slate-50), shown while the installed app starts. */
const BACKGROUND_COLOR = '#f8fafc';

/** Icons made from public/favicon.svg (the maskable one without rounded corners; the glyph fits its safe zone). */
const ICONS: ManifestOptions['icons'] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const WEB_MANIFEST: Partial<ManifestOptions> = {
  name: `${SITE_NAME} - Free, private developer tools`,
  short_name: SITE_NAME,
  description: DEFAULT_DESCRIPTION,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  lang: 'en',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: ICONS,
};

/**
 * The largest file precached (the AVIF encoder's .wasm is 3.5 MB). A file over it fails the build
 * (vite-plugin-pwa throws rather than drop it), so no tool silently loses its offline use.
 */
const MAX_PRECACHED_BYTES = 8 * 1024 * 1024;

/** The plugin's step that builds the service worker when the client build closes: replaced by buildServiceWorker. */
const CLIENT_BUILD_STEP = 'vite-plugin-pwa:build';

/** The service worker reads its heavy tools from this constant (src/offline/sw.ts). */
export const HEAVY_TOOLS_CONSTANT = '__HEAVY_TOOLS__';

/** Workbox's manifest transform, as far as it is used here. */
type ManifestTransform = <E extends { url: string; size: number }>(
  entries: E[],
) => { manifest: E[]; warnings: string[] };

/** Leaves heavy tools' own files out of the precache (they are stored on first use) and reports what remains. */
const leaveOutHeavyTools =
  (state: OfflineState): ManifestTransform =>
  (entries) => {
    const { split, logger } = state;
    const manifest = split ? entries.filter((entry) => !split.notPrecached.has(entry.url)) : entries;
    const precached = manifest.reduce((sum, entry) => sum + entry.size, 0);
    const left = split ? Object.values(split.heavy.bytes).reduce((sum, bytes) => sum + bytes, 0) : 0;
    logger?.info(
      `precache: ${manifest.length} files, ${megabytes(precached)}; stored on first use: ` +
        `${split?.notPrecached.size ?? 0} files, ${megabytes(left)} (tools from ${HEAVY_TOOL_BYTES / 1024} KB: ` +
        `${split?.heavy.tools.map((tool) => tool.id).join(', ') ?? 'none'})`,
    );
    return { manifest, warnings: [] };
  };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * The service worker is one file: the plugin asks for it with Rollup's `inlineDynamicImports`, which
 * Vite 8 (Rolldown) takes, with a deprecation warning, as `codeSplitting: false`.
 */
function oneFileServiceWorker(config: InlineConfig): void {
  const output = config.build?.rollupOptions?.output;
  if (!output || Array.isArray(output)) return;
  delete output.inlineDynamicImports;
  output.codeSplitting = false;
}

/**
 * What the offline plugins of one config share: the split, set by buildServiceWorker through the client
 * environment's plugin (Vite loads the config once per environment, so module state would not be shared).
 */
interface OfflineState {
  split?: OfflineSplit;
  logger?: Logger;
}

const OFFLINE_STATE_PLUGIN = 'devtoolbox:offline-split';

/** Writes the heavy tools of this build into the service worker. */
function withHeavyTools(config: InlineConfig, { split }: OfflineState): void {
  if (!split) throw new Error('the service worker was built before the offline split');
  const heavy: HeavyTools = split.heavy;
  config.define = { ...config.define, [HEAVY_TOOLS_CONSTANT]: JSON.stringify(heavy) };
}

export function offlinePlugins(): PluginOption[] {
  const state: OfflineState = {};
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'sw.ts',
    // A new version waits for the page's Reload (src/ui/shell/UpdateNotice.tsx): never skipWaiting on its own.
    registerType: 'prompt',
    injectRegister: false,
    // `npm run dev` registers no service worker.
    devOptions: { enabled: false },
    manifest: WEB_MANIFEST,
    includeAssets: ['favicon.svg'],
    injectManifest: {
      // Every page, chunk, worker and codec but heavy tools' own (leaveOutHeavyTools). The multithreaded AVIF
      // encoder (avif_enc_mt*) is left out: it loads only with SharedArrayBuffer, which needs cross-origin
      // isolation, which the site does not have.
      globPatterns: ['**/*.{html,js,css,wasm}'],
      globIgnores: ['**/avif_enc_mt*'],
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
      manifestTransforms: [leaveOutHeavyTools(state)],
    },
    integration: {
      configureCustomSWViteBuild: (config) => {
        oneFileServiceWorker(config);
        withHeavyTools(config, state);
      },
    },
  });
  const statePlugin: Plugin & { state: OfflineState } = {
    name: OFFLINE_STATE_PLUGIN,
    state,
    configResolved: (config) => void (state.logger ??= config.logger),
  };
  plugins.push(statePlugin);
  return plugins.map((plugin) => (plugin.name === CLIENT_BUILD_STEP ? { ...plugin, closeBundle: undefined } : plugin));
}

/**
 * Builds the service worker into the output folder: the precache list of everything there now but heavy
 * tools' own files, and the list of those, which it stores on a tool's first use.
 */
export async function buildServiceWorker(builder: ViteBuilder): Promise<void> {
  const plugins = builder.environments.client.config.plugins;
  const graphs = plugins.find((plugin) => plugin.name === 'devtoolbox:bundle-graph') as
    ReturnType<typeof bundleGraphPlugin> | undefined;
  const offline = plugins.find((plugin) => plugin.name === OFFLINE_STATE_PLUGIN) as
    (Plugin & { state: OfflineState }) | undefined;
  if (!graphs || !offline) throw new Error('the bundle graph or offline plugin is missing from the Vite config');
  offline.state.split = offlineSplit(graphs.graph());
  // The client build's own plugin instance (each environment resolves its config, and its plugins, anew).
  const main = plugins.find((plugin: Plugin) => plugin.name === 'vite-plugin-pwa');
  const api = main?.api as VitePluginPWAAPI | undefined;
  if (!api) throw new Error('vite-plugin-pwa is missing from the Vite config: no service worker was built');
  await api.generateSW();
}
