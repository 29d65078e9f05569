import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Base64Encoder, encodeBytes } from '.';

type ToBase64 = (this: Uint8Array, options?: { alphabet?: 'base64' | 'base64url' }) => string;
const proto = Uint8Array.prototype as { toBase64?: ToBase64 };

/**
 * Node 20 has no Uint8Array.prototype.toBase64 (Chromium has): stand in for it with Buffer, which encodes
 * whole groups the same way, to test the encoder's native path here. The table path runs without it.
 */
function withPlatformEncoder() {
  const toBase64 = vi.fn(function (this: Uint8Array, options?: { alphabet?: 'base64' | 'base64url' }) {
    return Buffer.from(this.buffer, this.byteOffset, this.length).toString(options?.alphabet ?? 'base64');
  });
  proto.toBase64 = toBase64;
  return toBase64;
}

afterEach(() => {
  delete proto.toBase64;
});

/** Encodes `bytes` fed in the given chunk sizes. */
function encodeInChunks(bytes: Uint8Array, sizes: number[], options: ConstructorParameters<typeof Base64Encoder>[0]) {
  const encoder = new Base64Encoder(options);
  let out = '';
  let at = 0;
  for (const size of sizes) {
    out += encoder.push(bytes.subarray(at, at + size));
    at += size;
  }
  return out + encoder.push(bytes.subarray(at)) + encoder.end();
}

describe("Base64 encoding with the platform's encoder", () => {
  it('is used when the platform has it, and gives the table encoder output in any chunking', () => {
    const options = fc.record({
      urlSafe: fc.boolean(),
      padding: fc.boolean(),
      lineLength: fc.constantFrom(0, 4, 76),
    });
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.array(fc.nat(50), { maxLength: 8 }),
        options,
        (bytes, sizes, opts) => {
          const expected = encodeBytes(bytes, opts); // the table: no platform encoder installed
          const toBase64 = withPlatformEncoder();
          try {
            expect(encodeInChunks(bytes, sizes, opts)).toBe(expected);
            if (bytes.length >= 3) expect(toBase64).toHaveBeenCalled();
          } finally {
            delete proto.toBase64;
          }
        },
      ),
    );
  });

  it('encodes the RFC 4648 vectors through the platform', () => {
    const toBase64 = withPlatformEncoder();
    expect(encodeBytes(new TextEncoder().encode('foobar'))).toBe('Zm9vYmFy');
    expect(encodeBytes(Uint8Array.of(0xfb, 0xff, 0xbf), { urlSafe: true })).toBe('-_-_');
    expect(toBase64).toHaveBeenCalledTimes(2);
  });
});
