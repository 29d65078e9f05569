/**
 * Long results as a worker hands them back: the whole text as a Blob (moved by reference, never
 * copied as a giant string), its length, and the start of it for the output pane.
 */
export interface TextResult {
  /** The whole text, type text/plain (for Copy and Download). */
  blob: Blob;
  /** Characters in the whole text. */
  length: number;
  /** The first PREVIEW_CHARS characters (all of them when shorter). */
  preview: string;
}

/** Beyond this many characters an output shows only its start: more is not useful on screen. */
export const PREVIEW_CHARS = 100_000;
/** Beyond this the output is offered as a download only (a string this long strains memory and the clipboard). */
export const COPY_LIMIT_CHARS = 256 * 1024 * 1024;

/** A TextResult of text in hand (with its bytes already in a Blob, when there is one). */
export function textResult(text: string, blob?: Blob): TextResult {
  return {
    blob: !blob
      ? new Blob([text], { type: 'text/plain' })
      : blob.type === 'text/plain'
        ? blob
        : new Blob([blob], { type: 'text/plain' }),
    length: text.length,
    preview: text.slice(0, PREVIEW_CHARS),
  };
}

/** The length in UTF-16 units of valid UTF-8: one per sequence, two for a 4-byte one. */
export function utf8Units(bytes: Uint8Array): number {
  let length = 0;
  // An indexed loop: a typed array's iterator took 1-2 s over 100 MB, this some 100 ms.
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if ((byte & 0xc0) !== 0x80) length += byte >= 0xf0 ? 2 : 1;
  }
  return length;
}

/** The first PREVIEW_CHARS characters of valid UTF-8 (three bytes at most per UTF-16 unit). */
export const utf8Head = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, 3 * PREVIEW_CHARS)).slice(0, PREVIEW_CHARS);

/** The TextResult of valid UTF-8 made as bytes, never as one string. */
export const utf8TextResult = (bytes: Uint8Array<ArrayBuffer>): TextResult => ({
  blob: new Blob([bytes], { type: 'text/plain' }),
  length: utf8Units(bytes),
  preview: utf8Head(bytes),
});

/** The TextResult of output made in parts (a worker's blocks): one Blob over all of them, and the start. */
export function joinedTextResult(parts: readonly string[]): TextResult {
  let length = 0;
  let preview = '';
  for (const part of parts) {
    if (preview.length < PREVIEW_CHARS) preview += part.slice(0, PREVIEW_CHARS - preview.length);
    length += part.length;
  }
  return { blob: new Blob(parts as string[], { type: 'text/plain' }), length, preview };
}

/** Text gathered into a Blob as it is made (a file converted piece by piece), so the strings are let go as it grows. */
export class TextResultBuilder {
  private readonly blobs: Blob[] = [];
  private parts: (string | Uint8Array<ArrayBuffer>)[] = [];
  private pending = 0;
  private length = 0;
  private preview = '';

  add(text: string): void {
    if (!text) return;
    if (this.preview.length < PREVIEW_CHARS) this.preview += text.slice(0, PREVIEW_CHARS - this.preview.length);
    this.length += text.length;
    this.parts.push(text);
    this.pending += text.length;
    if (this.pending >= BLOB_PART_CHARS) this.fold();
  }

  /** Text already encoded as UTF-8 (by another worker): its bytes, its length in characters, and its start. */
  addEncoded(bytes: Uint8Array<ArrayBuffer>, length: number, head: string): void {
    if (!length) return;
    if (this.preview.length < PREVIEW_CHARS) this.preview += head.slice(0, PREVIEW_CHARS - this.preview.length);
    this.length += length;
    this.parts.push(bytes);
    this.pending += length;
    if (this.pending >= BLOB_PART_CHARS) this.fold();
  }

  result(): TextResult {
    this.fold();
    return { blob: new Blob(this.blobs, { type: 'text/plain' }), length: this.length, preview: this.preview };
  }

  private fold() {
    if (this.parts.length) this.blobs.push(new Blob(this.parts));
    this.parts = [];
    this.pending = 0;
  }
}

/** Characters gathered before they go into the builder's Blob (the browser keeps a Blob's bytes off the JS heap). */
const BLOB_PART_CHARS = 32 * 1024 * 1024;

/**
 * TextResults one after another, `separator` between two and `end` after the last (when there is one): one Blob over
 * their Blobs, so no byte is copied (parts of a result made by several workers).
 */
export function concatTextResults(results: readonly TextResult[], separator: string, end: string): TextResult {
  const texts = results.flatMap((r, i) => (i ? [separator, r] : [r]));
  if (results.length) texts.push(end);
  let length = 0;
  let preview = '';
  for (const piece of texts) {
    const { text, size } =
      typeof piece === 'string' ? { text: piece, size: piece.length } : { text: piece.preview, size: piece.length };
    if (preview.length < PREVIEW_CHARS) preview += text.slice(0, PREVIEW_CHARS - preview.length);
    length += size;
  }
  const blobParts = texts.map((piece) => (typeof piece === 'string' ? piece : piece.blob));
  return { blob: new Blob(blobParts, { type: 'text/plain' }), length, preview };
}
