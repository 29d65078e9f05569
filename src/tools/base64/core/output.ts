import { PREVIEW_CHARS, type TextResult } from '../../../core/shared/text-result';

/** Decoded results bigger than this are offered as a file only: a text area of tens of MB would crawl. */
export const TEXT_LIMIT_BYTES = 16 * 1024 * 1024;

const ascii = new TextDecoder();

/**
 * Gathers ASCII output chunk by chunk into a TextResult. Each chunk becomes its own small Blob as it
 * arrives, so the chunks can be freed at once and the final Blob only references them.
 */
export class AsciiCollector {
  private readonly parts: Blob[] = [];
  private readonly head = new Uint8Array(PREVIEW_CHARS);
  private headLength = 0;
  private length = 0;

  push(chunk: Uint8Array): void {
    if (!chunk.length) return;
    if (this.headLength < PREVIEW_CHARS) {
      const take = chunk.subarray(0, PREVIEW_CHARS - this.headLength);
      this.head.set(take, this.headLength);
      this.headLength += take.length;
    }
    this.parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>]));
    this.length += chunk.length;
  }

  result(): TextResult {
    return {
      blob: new Blob(this.parts, { type: 'text/plain' }),
      length: this.length,
      preview: ascii.decode(this.head.subarray(0, this.headLength)),
    };
  }
}
