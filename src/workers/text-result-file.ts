/**
 * A long text result written to a result file (./result-file) as its UTF-8 bytes are made: the worker keeps only
 * its start (for the preview) and its length, so a 300 MB output costs no memory in the worker or the page.
 */
import { PREVIEW_CHARS, utf8Head, utf8Units, type TextResult } from '../core/shared/text-result';
import { openResultSink, type ResultSink } from './result-file';

/** The start kept for the preview: three bytes at most per UTF-16 unit. */
const HEAD_BYTES = 3 * PREVIEW_CHARS;

export class TextResultFile {
  private length = 0;
  private head = new Uint8Array(0);

  private constructor(private readonly sink: ResultSink) {}

  static async open(): Promise<TextResultFile> {
    return new TextResultFile(await openResultSink());
  }

  /** Appends valid UTF-8, whole sequences or not (synchronously: the caller can reuse `bytes` at once). */
  readonly add = (bytes: Uint8Array): void => {
    if (this.head.length < HEAD_BYTES) this.keepHead(bytes);
    this.length += utf8Units(bytes);
    this.sink.add(bytes);
  };

  async finish(): Promise<TextResult> {
    const blob = await this.sink.finish('text/plain');
    return { blob, length: this.length, preview: utf8Head(this.head) };
  }

  discard(): Promise<void> {
    return this.sink.discard();
  }

  private keepHead(bytes: Uint8Array) {
    const more = bytes.subarray(0, HEAD_BYTES - this.head.length);
    const head = new Uint8Array(this.head.length + more.length);
    head.set(this.head);
    head.set(more, this.head.length);
    this.head = head;
  }
}
