/**
 * Which files the first visit precaches and which wait for a tool's first use (pure, build time). A tool is
 * heavy when its own files beyond the shell (view, libraries, workers, WebAssembly) weigh HEAVY_TOOL_BYTES or
 * more: its files are stored when it is first opened (src/offline/sw.ts), or from Settings. Everything else
 * (the shell, every page, the light tools) is precached.
 */
import { createHash } from 'node:crypto';
import { TOOL_CACHE_PREFIX, type HeavyTools } from '../offline/tool-files.ts';
import type { BundleGraph } from './bundle-graph.ts';
import { toolParts, type ToolParts } from './bundle-parts.ts';

/** From this size of its own files (raw bytes) a tool is heavy: about 150 KB gzip of code. */
export const HEAVY_TOOL_BYTES = 512 * 1024;

/**
 * Files the site never loads: the multithreaded AVIF encoder needs SharedArrayBuffer, so cross-origin
 * isolation, which the site does not have. Neither precached nor stored on use.
 */
export const NEVER_LOADED = /(^|\/)avif_enc_mt/;

const address = (file: string) => `/${file}`;

export interface OfflineSplit {
  heavy: HeavyTools;
  /** The files (as the output folder names them: 'assets/x.js') only heavy tools use: not precached. */
  notPrecached: Set<string>;
  light: ToolParts[];
}

export function offlineSplit(graph: BundleGraph, heavyFrom = HEAVY_TOOL_BYTES): OfflineSplit {
  const parts = toolParts(graph).map((tool) => ({
    ...tool,
    files: tool.files.filter((file) => !NEVER_LOADED.test(file)),
  }));
  const heavyParts = parts.filter((tool) => tool.bytes >= heavyFrom);
  const light = parts.filter((tool) => tool.bytes < heavyFrom);
  const lightFiles = new Set(light.flatMap((tool) => tool.files));
  const notPrecached = new Set(heavyParts.flatMap((tool) => tool.files).filter((file) => !lightFiles.has(file)));
  const tools = heavyParts.map((tool) => ({
    id: tool.id,
    view: address(tool.view),
    files: tool.files.filter((file) => notPrecached.has(file)).map(address),
  }));
  const bytes = Object.fromEntries([...notPrecached].map((file) => [address(file), graph[file].bytes]));
  const version = createHash('sha256')
    .update([...notPrecached].sort().join('\n'))
    .digest('hex')
    .slice(0, 12);
  return { heavy: { cache: `${TOOL_CACHE_PREFIX}${version}`, tools, bytes }, notPrecached, light };
}
