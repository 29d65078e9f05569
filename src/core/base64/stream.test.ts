import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CodecError } from '../codec/error';
import { ENCODE_SLICE_BYTES, concatBytes, decodeBytes, decodeSliced, encodeBlob, encodeBytes } from '.';

const big = (n: number) => {
  const bytes = new Uint8Array(n);
  for (let i = 0; i < n; i++) bytes[i] = (i * 31 + (i >> 8)) & 255;
  return bytes;
};

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('encodeBlob', { timeout: 60_000 }, () => {
  it('encodes a multi-slice file exactly like one-shot encoding, reporting progress', async () => {
    const bytes = big(ENCODE_SLICE_BYTES * 2 + 1000);
    const onProgress = vi.fn();
    const parts = await encodeBlob(new Blob([bytes]), { lineLength: 76 }, { onProgress });
    expect(parts.join('') === encodeBytes(bytes, { lineLength: 76 })).toBe(true);
    expect(onProgress.mock.calls.map((c) => c[0])).toEqual([ENCODE_SLICE_BYTES, ENCODE_SLICE_BYTES * 2, bytes.length]);
  });

  it('makes a data URL with the file type, always standard and unwrapped', async () => {
    const parts = await encodeBlob(new Blob(['Hi!'], { type: 'text/plain' }), { dataUrl: true, urlSafe: true, lineLength: 76 });
    expect(parts.join('')).toBe('data:text/plain;base64,SGkh');
  });

  it('handles an empty file and stops when cancelled', async () => {
    expect((await encodeBlob(new Blob([]), {})).join('')).toBe('');
    const controller = new AbortController();
    controller.abort();
    await expect(encodeBlob(new Blob([big(10)]), {}, { signal: controller.signal })).rejects.toThrow();
  });
});

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('decodeSliced', { timeout: 60_000 }, () => {
  it('decodes long text across slices, whitespace and all', async () => {
    const bytes = big(800_000);
    const text = encodeBytes(bytes, { lineLength: 76 });
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const result = await decodeSliced(text);
    expect(result.chunks.length).toBeGreaterThan(1);
    expect(result.size).toBe(bytes.length);
    expect(Buffer.from(concatBytes(result.chunks)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('reads data URLs, Base64 or percent-encoded', async () => {
    const png = await decodeSliced('data:image/png;base64,iVBORw0KGgo=');
    expect(png.mimeType).toBe('image/png');
    expect(concatBytes(png.chunks)).toEqual(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
    const plain = await decodeSliced('data:text/plain,a%20b');
    expect(new TextDecoder().decode(concatBytes(plain.chunks))).toBe('a b');
  });

  it('rejects bad input with the spec error', async () => {
    await expect(decodeSliced('not base64!')).rejects.toThrow(
      new CodecError('Decoding Error', 'Unable to decode. Make sure the input is valid Base64.'),
    );
  });

  it('agrees with one-shot decoding', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.boolean(), async (bytes, urlSafe) => {
        const text = encodeBytes(bytes, { urlSafe });
        expect(concatBytes((await decodeSliced(text)).chunks)).toEqual(decodeBytes(text));
      }),
    );
  });
});
