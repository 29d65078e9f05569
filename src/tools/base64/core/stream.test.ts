import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { streamOf } from '../../../../tests/unit/streams';
import { PREVIEW_CHARS } from '../../../core/shared/text-result';
import { ToolError } from '../../../core/shared/tool-error';
import {
  AsciiCollector,
  Base64Encoder,
  TEXT_LIMIT_BYTES,
  concatBytes,
  decodeBytes,
  decodeStream,
  describeDecoded,
  encodeBytes,
  encodeStream,
} from '.';

const big = (n: number) => {
  const bytes = new Uint8Array(n);
  for (let i = 0; i < n; i++) bytes[i] = (i * 31 + (i >> 8)) & 255;
  return bytes;
};

/** The bytes cut into chunks of `size` (the last may be shorter). */
const chunked = (bytes: Uint8Array, size: number) => {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
};
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('encodeStream', { timeout: 60_000 }, () => {
  it('encodes a multi-chunk file exactly like one-shot encoding, reporting progress', async () => {
    const chunk = 3 * 256 * 1024;
    const bytes = big(chunk * 2 + 1000);
    const onBytes = vi.fn<(done: number) => void>();
    const result = await encodeStream(chunked(bytes, chunk), { lineLength: 76 }, onBytes);
    const expected = encodeBytes(bytes, { lineLength: 76 });
    expect((await result.blob.text()) === expected).toBe(true);
    expect(result.length).toBe(expected.length);
    expect(result.preview).toBe(expected.slice(0, PREVIEW_CHARS));
    expect(result.blob.type).toBe('text/plain');
    expect(onBytes.mock.calls.map((c) => c[0])).toEqual([chunk, chunk * 2, bytes.length]);
  });

  it('makes a data URL with the file type, always standard and unwrapped', async () => {
    const result = await encodeStream([new TextEncoder().encode('Hi!')], {
      dataUrl: { mimeType: 'text/plain' },
      urlSafe: true,
      lineLength: 76,
    });
    expect(await result.blob.text()).toBe('data:text/plain;base64,SGkh');
    expect(result.preview).toBe('data:text/plain;base64,SGkh');
    const unknown = await encodeStream([Uint8Array.of(0xfb, 0xff)], { dataUrl: { mimeType: '' } });
    expect(unknown.preview).toBe('data:application/octet-stream;base64,+/8=');
  });

  it('handles an empty file', async () => {
    const result = await encodeStream([], {});
    expect(result).toMatchObject({ length: 0, preview: '' });
    expect(result.blob.size).toBe(0);
  });

  it('reads async chunk streams (as the worker gets them)', async () => {
    const chunks = streamOf([Uint8Array.of(102, 111), Uint8Array.of(111, 98)]);
    expect((await encodeStream(chunks, {})).preview).toBe('Zm9vYg==');
  });
});

describe('Base64Encoder bytes', () => {
  it('gives the same ASCII in any chunking, wrapped or not, as the text API', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 400 }),
        fc.array(fc.nat({ max: 400 }), { maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(0, 1, 4, 5, 76),
        (bytes, cuts, urlSafe, padding, lineLength) => {
          const options = { urlSafe, padding, lineLength };
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const encoder = new Base64Encoder(options);
          const out: Uint8Array[] = [];
          let start = 0;
          for (const p of [...points, bytes.length]) {
            out.push(encoder.pushBytes(bytes.subarray(start, p)));
            start = p;
          }
          out.push(encoder.endBytes());
          expect(new TextDecoder().decode(concatBytes(out))).toBe(encodeBytes(bytes, options));
        },
      ),
    );
  });
});

describe('AsciiCollector', () => {
  it('keeps exactly the first PREVIEW_CHARS characters across chunks', () => {
    const collector = new AsciiCollector();
    const a = new Uint8Array(PREVIEW_CHARS - 3).fill(65);
    const b = new Uint8Array(10).fill(66);
    collector.push(a);
    collector.push(new Uint8Array(0));
    collector.push(b);
    const result = collector.result();
    expect(result.length).toBe(PREVIEW_CHARS + 7);
    expect(result.preview).toBe('A'.repeat(PREVIEW_CHARS - 3) + 'BBB');
    expect(result.blob.size).toBe(PREVIEW_CHARS + 7);
  });
});

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('decodeStream', { timeout: 60_000 }, () => {
  it('decodes long text across slices, whitespace and all', async () => {
    const bytes = big(800_000);
    const text = encodeBytes(bytes, { lineLength: 76 });
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const slices = text.match(/[^]{1,65536}/g)!;
    const onChars = vi.fn();
    const result = await decodeStream(slices, onChars);
    expect(result.file.size).toBe(bytes.length);
    expect(Buffer.from(await bytesOf(result.file)).equals(Buffer.from(bytes))).toBe(true);
    expect(onChars).toHaveBeenLastCalledWith(text.length);
    expect(onChars).toHaveBeenCalledTimes(slices.length);
  });

  it('reads data URLs, Base64 or percent-encoded, and keeps their media type', async () => {
    const png = await decodeStream(['data:image/png;base64,iVBORw0KGgo=']);
    expect(png.mimeType).toBe('image/png');
    expect(png.file.type).toBe('image/png');
    expect(png.text).toBeNull();
    expect(await bytesOf(png.file)).toEqual(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
    const plain = await decodeStream(['data:text/plain,a%2', '0b']);
    expect(plain.mimeType).toBe('text/plain');
    expect(plain.text?.preview).toBe('a b');
  });

  it('gives text, and its whole as a text/plain Blob for Copy', async () => {
    const result = await decodeStream(['SGVsbG8sIFdvcmxkISBj\n  YWbDqSDwn5iA']);
    expect(result.text).toMatchObject({ preview: 'Hello, World! café 😀', length: 'Hello, World! café 😀'.length });
    expect(result.text?.blob.type).toBe('text/plain');
    expect(await result.text?.blob.text()).toBe('Hello, World! café 😀');
    expect(result.mimeType).toBe('text/plain');
  });

  it('rejects bad input with the decoding fault', async () => {
    await expect(decodeStream(['not ', 'base64!'])).rejects.toMatchObject({
      code: 'base64.invalidCharacter',
      params: { char: '!', line: 1, column: 11 },
      at: { line: 1, column: 11 },
    });
    await expect(decodeStream(['Zm9v', 'Y'])).rejects.toThrow(ToolError);
  });

  it('agrees with one-shot decoding in any slicing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 200 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 50 }),
        async (bytes, urlSafe, size) => {
          const text = encodeBytes(bytes, { urlSafe });
          const slices = text.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? [];
          expect(await bytesOf((await decodeStream(slices)).file)).toEqual(decodeBytes(text));
        },
      ),
    );
  });
});

describe('describeDecoded', () => {
  it('recognises the type from the content when the data URL names none', () => {
    const json = describeDecoded([new TextEncoder().encode('{"a":1}')], '');
    expect(json.mimeType).toBe('application/json');
    expect(json.file.type).toBe('application/json');
    const binary = describeDecoded([Uint8Array.of(255, 1), Uint8Array.of(2)], '');
    expect(binary).toMatchObject({ mimeType: '', text: null });
    expect(binary.file.type).toBe('application/octet-stream');
    expect(binary.file.size).toBe(3);
  });

  it('offers no text beyond TEXT_LIMIT_BYTES', () => {
    const big = describeDecoded([new Uint8Array(TEXT_LIMIT_BYTES).fill(97), Uint8Array.of(97)], '');
    expect(big.text).toBeNull();
    expect(big.mimeType).toBe('text/plain');
    expect(describeDecoded([concatBytes([new Uint8Array(TEXT_LIMIT_BYTES).fill(97)])], '').text?.length).toBe(
      TEXT_LIMIT_BYTES,
    );
  });
});
