/// <reference lib="webworker" />
/** Worker entry of the Base64 encoder and decoder: a file to Base64 or a data URL, and long Base64 back to bytes. */
import type { TextResult } from '../core/shared/text-result';
import { decodeStream, encodeStream, type DecodedFile, type FileEncoding } from '../core/tools/base64';
import { readChunks } from './chunks';
import { exposeTasks } from './expose';
import type { TaskContext } from './protocol';

export interface EncodeFileInput {
  /** The port `runOnFile` (./file-job) serves the file's chunks on. */
  source: MessagePort;
  totalBytes: number;
  encoding: FileEncoding;
}

export interface DecodeTextInput {
  /** A port from `serveString` (./chunks) serving the Base64 text in slices. */
  source: MessagePort;
  /** Characters in all, for progress. */
  chars: number;
}

export const base64Tasks = {
  /** Encodes a streamed file; the result is a Blob (passed by reference) and the start of the text. */
  encodeFile(input: EncodeFileInput, ctx: TaskContext): Promise<TextResult> {
    return encodeStream(readChunks(input.source, ctx.signal), input.encoding, (done) =>
      ctx.progress(done, input.totalBytes),
    );
  },
  /**
   * Decodes Base64 text (or a data URL) served in slices into a file, with its text when it is UTF-8.
   * Bad input throws the spec's ToolError, which reaches the caller as it is (the worker stays).
   */
  decodeText(input: DecodeTextInput, ctx: TaskContext): Promise<DecodedFile> {
    return decodeStream(readChunks<string>(input.source, ctx.signal), (done) => ctx.progress(done, input.chars));
  },
};

export type Base64Tasks = typeof base64Tasks;

exposeTasks(base64Tasks);
