import { GZIP_DEFAULTS, type GzipOptions } from './core';
import { GZIP_MESSAGES as M, sizeNote } from './words';
import { gzipTextInWorker } from './in-worker';
import type { KitResult, ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

const FORMATS = [
  { value: 'gzip', label: M.formatGzip },
  { value: 'deflate', label: M.formatZlib },
  { value: 'deflate-raw', label: M.formatRaw },
] as const;

const isCompress = (action: string) => action === 'compress';

/** Gzip, zlib and raw deflate with the browser's own zlib: texts as Base64 here, files below (./index). */
export const gzipTool: ToolDeclaration<GzipOptions> = {
  input: {
    label: (_options, action) => (isCompress(action) ? M.inputCompress : M.inputDecompress),
    placeholder: (_options, action) => (isCompress(action) ? M.placeholderCompress : M.placeholderDecompress),
  },
  defaults: GZIP_DEFAULTS,
  options: { format: { kind: 'select', label: M.format, choices: FORMATS } },
  actions: [
    {
      id: 'compress',
      label: M.compress,
      jobLabel: M.compressing,
      blank: M.blankCompress,
      faultTitle: M.compressTitle,
      outputs: [{ id: 'output', label: M.compressed, fileName: 'compressed.b64.txt' }],
    },
    {
      id: 'decompress',
      label: M.decompress,
      jobLabel: M.decompressing,
      blank: M.blankDecompress,
      faultTitle: M.decompressTitle,
      outputs: [{ id: 'output', label: M.decompressed, fileName: 'decompressed.txt' }],
    },
  ],
  run: {
    core: async (action, text, options): Promise<KitResult> => {
      const { GZIP_ACTIONS } = await import('./core');
      const direction = isCompress(action) ? 'compress' : 'decompress';
      const { output, sizes } = await GZIP_ACTIONS[direction](text, options);
      return { outputs: { output }, notes: { output: sizeNote(sizes, direction) } };
    },
    inWorker: async (action, text, options, job): Promise<KitResult> => {
      const { output, sizes } = await gzipTextInWorker(action, text, options, job);
      return {
        outputs: { output },
        notes: { output: sizeNote(sizes, isCompress(action) ? 'compress' : 'decompress') },
      };
    },
    workerFromChars: 0,
    // zlib runs at some 50 MB/s (compress) and 300 MB/s (decompress): as you type up to 1 MB, in the worker.
    liveUpToChars: 1_000_000,
  },
  examples: EXAMPLES,
};

export default gzipTool;
