/**
 * Long results as the worker hands them back: the whole text as a Blob (moved by reference, never
 * copied as a giant string), its length, and the start of it for the text area.
 */
export interface TextResult {
  /** The whole text, type text/plain (for Copy and Download). */
  blob: Blob;
  /** Characters in the whole text. */
  length: number;
  /** The first PREVIEW_CHARS characters (all of them when shorter). */
  preview: string;
}

/** Beyond this many characters the text area shows only the start: a huge textarea makes typing and scrolling crawl. */
export const PREVIEW_CHARS = 100_000;
/** Beyond this the output is offered as a download only (a string this long strains memory and the clipboard). */
export const COPY_LIMIT_CHARS = 256 * 1024 * 1024;
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

/** A TextResult of text already in hand (decoded bytes that turned out to be UTF-8 text). */
export function textResult(text: string, blob: Blob): TextResult {
  return {
    blob: blob.type === 'text/plain' ? blob : new Blob([blob], { type: 'text/plain' }),
    length: text.length,
    preview: text.slice(0, PREVIEW_CHARS),
  };
}
