import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREVIEW_CHARS } from '../../../core/shared/text-result';
import { dataUrlPrefix, encodeBytes, encodeChunk, encodeShare, joinShares, wholeLineBytes, type FileEncoding } from '.';

/** The bytes cut into pieces of `size` (the last may be shorter). */
const piecesOf = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) => bytes.subarray(k * size, (k + 1) * size));

/** What one-shot encoding of the whole file gives. */
const whole = (bytes: Uint8Array, { dataUrl, ...options }: FileEncoding) =>
  dataUrl ? dataUrlPrefix(dataUrl.mimeType) + encodeBytes(bytes) : encodeBytes(bytes, options);

const ascii = new TextDecoder();

const encodings: fc.Arbitrary<FileEncoding> = fc.oneof(
  fc.record({
    urlSafe: fc.boolean(),
    padding: fc.boolean(),
    lineLength: fc.oneof(fc.constantFrom(0, 76), fc.integer({ min: 1, max: 90 })),
  }),
  fc.record({ dataUrl: fc.record({ mimeType: fc.constantFrom('image/png', 'text/plain', '') }) }),
);

// Files of one piece or none take the one-worker path (src/tools/base64/in-worker.ts), so every file here has a byte.
describe('Base64 of a file in pieces encoded apart (two workers sharing one file)', () => {
  it('pieces at multiples of wholeLineBytes, each encoded on its own, join into the whole encoding', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 2000 }),
        encodings,
        fc.integer({ min: 1, max: 6 }),
        (bytes, enc, m) => {
          const pieces = piecesOf(bytes, m * wholeLineBytes(enc));
          const joined = pieces.flatMap((piece, k) => encodeChunk(piece, enc, k).map((part) => ascii.decode(part)));
          expect(joined.join('')).toBe(whole(bytes, enc));
        },
      ),
    );
  });

  it('whole lines for MIME (57 bytes make one 76-character line) and whole groups otherwise', () => {
    expect(wholeLineBytes({ lineLength: 76 })).toBe(57);
    expect(wholeLineBytes({ lineLength: 64 })).toBe(48);
    expect(wholeLineBytes({ lineLength: 0 })).toBe(3);
    expect(wholeLineBytes({ lineLength: 76, dataUrl: { mimeType: 'text/plain' } })).toBe(3);
    // A continuing piece starts on a new line; the first does not.
    expect(ascii.decode(encodeChunk(new Uint8Array(57), { lineLength: 76 }, 1)[0]).startsWith('\r\nAAAA')).toBe(true);
    expect(ascii.decode(encodeChunk(new Uint8Array(57), { lineLength: 76 }, 0)[0]).startsWith('AAAA')).toBe(true);
  });

  it('shares dealt out to several jobs (piece k to job k mod n) join in file order, with the preview and length', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 3000 }),
        encodings,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        async (bytes, enc, jobs, m) => {
          const pieces = piecesOf(bytes, m * wholeLineBytes(enc));
          const shares = await Promise.all(
            Array.from({ length: jobs }, (_, job) =>
              encodeShare(
                pieces.filter((_, k) => k % jobs === job),
                enc,
                { job, jobs },
              ),
            ),
          );
          const result = await joinShares(shares);
          const expected = whole(bytes, enc);
          expect(await result.blob.text()).toBe(expected);
          expect(result.length).toBe(expected.length);
          expect(result.preview).toBe(expected.slice(0, PREVIEW_CHARS));
          expect(result.blob.type).toBe('text/plain');
        },
      ),
      { numRuns: 50 },
    );
  });

  it('reports each job its own bytes done', async () => {
    const seen: number[] = [];
    await encodeShare([new Uint8Array(6), new Uint8Array(4)], {}, { job: 1, jobs: 2 }, (done) => seen.push(done));
    expect(seen).toEqual([6, 10]);
  });
});
