/// <reference lib="webworker" />
/** Worker tasks of the Base64 encoder and decoder: a file to Base64 or a data URL, and long Base64 back to bytes. */
import type { TextResult } from '../../core/shared/text-result';
import {
  decodeStream,
  encodeShare,
  encodeStream,
  utf8Bytes,
  type DecodedFile,
  type EncodedShare,
  type EncodeOptions,
  type FileEncoding,
} from './core';
import { readChunks, type ChunkPort } from '../../workers/chunks';
import type { TaskContext } from '../../workers/protocol';
import type { TextSource } from '../../workers/text-task';

export interface EncodeFileInput {
  /** The port `runOnFile` (./file-job) serves the file's chunks on. */
  source: ChunkPort;
  totalBytes: number;
  encoding: FileEncoding;
}

export interface EncodeShareInput extends EncodeFileInput {
  /** This job's number and how many share the file: it gets pieces job, job + jobs, ... (runOnFile's split). */
  job: number;
  jobs: number;
}

export interface EncodeTextInput extends TextSource {
  options: EncodeOptions;
}

/** The UTF-8 bytes of each slice of a text (slices never split a surrogate pair), counting characters done. */
async function* utf8Slices(slices: AsyncIterable<string>, onChars: (done: number) => void) {
  let done = 0;
  for await (const slice of slices) {
    yield utf8Bytes(slice);
    done += slice.length;
    onChars(done);
  }
}

export const base64Tasks = {
  /** Encodes a streamed file; the result is a Blob (passed by reference) and the start of the text. */
  encodeFile(input: EncodeFileInput, ctx: TaskContext): Promise<TextResult> {
    return encodeStream(readChunks(input.source, ctx.signal), input.encoding, (done) =>
      ctx.progress(done, input.totalBytes),
    );
  },
  /** Encodes this job's share of a file dealt out in pieces; each piece is a Blob, joined in order by the caller. */
  encodeShare(input: EncodeShareInput, ctx: TaskContext): Promise<EncodedShare> {
    const { source, encoding, job, jobs, totalBytes } = input;
    return encodeShare(readChunks(source, ctx.signal), encoding, { job, jobs }, (done) =>
      ctx.progress(done, totalBytes),
    );
  },
  /**
   * Decodes Base64 text (or a data URL) served in slices into a file, with its text when it is UTF-8.
   * Bad input throws the spec's ToolError, which reaches the caller as it is (the worker stays).
   */
  decodeText(input: TextSource, ctx: TaskContext): Promise<DecodedFile> {
    return decodeStream(readChunks<string>(input.source, ctx.signal), (done) => ctx.progress(done, input.chars));
  },
  /** Encodes the UTF-8 bytes of a long text (runOnText); a lone surrogate throws the spec's ToolError. */
  encodeText(input: EncodeTextInput, ctx: TaskContext): Promise<TextResult> {
    const bytes = utf8Slices(readChunks<string>(input.source, ctx.signal), (done) => ctx.progress(done, input.chars));
    return encodeStream(bytes, input.options);
  },
};

export type Base64Tasks = typeof base64Tasks;

export default base64Tasks;
