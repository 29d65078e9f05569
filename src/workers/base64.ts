/**
 * Main-thread side of the Base64 tools: the file is read by the reader worker and streamed to a
 * Base64 worker; long text is served to it in slices. The main thread only waits and gets a Blob back.
 */
import type { DecodedFile, FileEncoding, TextResult } from '../core/tools/base64';
import { ToolError } from '../core/shared/tool-error';
import type { Base64Tasks } from './base64.worker';
import { serveString } from './chunks';
import { createPool, type Pool, type Progress } from './pool';
import { serveBlob } from './reader';

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
  const reading = new AbortController();
  const onAbort = () => reading.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const served = serveBlob(file, 1, { signal: reading.signal });
  const [source] = served.ports;
  try {
    const [result] = await Promise.all([
      base64Pool
        .run('encodeFile', { source, totalBytes: file.size, encoding }, { signal, onProgress, transfer: [source] })
        .catch((error: unknown) => {
          reading.abort(error);
          throw error;
        }),
      served.done,
    ]);
    return result;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Base64 text or a data URL to a file; rejects with the spec's ToolError on bad input. */
export async function decodeText(text: string, { signal, onProgress }: JobOptions = {}): Promise<DecodedFile> {
  const served = serveString(text, 1);
  const [source] = served.ports;
  try {
    const outcome = await base64Pool.run(
      'decodeText',
      { source, chars: text.length },
      { signal, onProgress, transfer: [source] },
    );
    if (!outcome.ok) throw new ToolError(outcome.title, outcome.description);
    return outcome.decoded;
  } finally {
    served.close();
  }
}
