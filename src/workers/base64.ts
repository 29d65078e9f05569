/**
 * Main-thread side of the Base64 tools: the file is read by a reader worker and streamed to a Base64
 * worker (runOnFile); long text is served to it in slices. The main thread only waits and gets a Blob back.
 */
import type { TextResult } from '../core/shared/text-result';
import type { DecodedFile, FileEncoding } from '../core/tools/base64';
import type { Base64Tasks } from './base64.worker';
import { serveString } from './chunks';
import { runOnFile } from './file-job';
import { createPool, type Pool, type Progress } from './pool';

export const base64Pool: Pool<Base64Tasks> = createPool<Base64Tasks>(
  () => new Worker(new URL('./base64.worker.ts', import.meta.url), { type: 'module', name: 'base64' }),
  // One job at a time per page: a second worker would only compete for the same cores.
  { name: 'Base64', size: 1 },
);

export interface JobOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

/** A file of any size to Base64 or a data URL (pass `encoding.dataUrl` with the file's type). */
export async function encodeFile(
  file: Blob,
  encoding: FileEncoding,
  { signal, onProgress }: JobOptions = {},
): Promise<TextResult> {
  const [result] = await runOnFile(base64Pool, 'encodeFile', file, {
    input: (source) => ({ source, totalBytes: file.size, encoding }),
    signal,
    onProgress,
  });
  return result;
}

/** Base64 text or a data URL to a file; rejects with the spec's ToolError on bad input. */
export async function decodeText(text: string, { signal, onProgress }: JobOptions = {}): Promise<DecodedFile> {
  const served = serveString(text, 1);
  const [source] = served.ports;
  try {
    return await base64Pool.run(
      'decodeText',
      { source, chars: text.length },
      { signal, onProgress, transfer: [source] },
    );
  } finally {
    served.close();
  }
}
