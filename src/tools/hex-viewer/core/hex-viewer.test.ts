import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openAsBlob, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { asBase64, asCArray, asHex, copyAs, COPY_LIMIT } from './copy';
import { fileTimeDate, inspect, utf8CharAt } from './inspector';
import { HEX_TEXTS } from './messages';
import { parseOffset } from './offset';
import { PAGE_BYTES, PageCache } from './pages';
import { parseHexPattern, parsePattern } from './pattern';
import { formatXxd, offsetDigits } from './rows';
import { forEachMatch } from './scan';
import { findMatches } from './simd-scan';
import { mergePieces, partCuts, searchChunks, searchPart, searchPiece, type PieceMatches } from './search';

const FILE = '/usr/share/pixmaps/debian-logo.png';
const bytes = (text: string) => new TextEncoder().encode(text);

/** Every match of `pattern` in `data`, overlapping, by brute force. */
function naiveSearch(data: Uint8Array, pattern: Uint8Array): number[] {
  const found: number[] = [];
  for (let i = 0; i + pattern.length <= data.length; i++) if (pattern.every((b, k) => data[i + k] === b)) found.push(i);
  return found;
}

/** `data` cut at `cuts` (positions, any order) into chunks. */
function cutAt(data: Uint8Array, cuts: number[]): Uint8Array[] {
  const edges = [0, ...cuts.map((c) => c % (data.length + 1)).sort((a, b) => a - b), data.length];
  return edges.slice(1).map((end, i) => data.subarray(edges[i], end));
}

describe('rows, against xxd', () => {
  it('shows at several offsets what `xxd -s OFFSET -l 256` prints, on a real file (xxd run once, batched)', () => {
    const data = new Uint8Array(readFileSync(FILE));
    const offsets = [0, 5, 16, 255, 1000, data.length - 100, data.length - 1];
    const script = offsets.map((o) => `xxd -s ${o} -l 256 "$1"; echo '#'`).join('; ');
    const run = spawnSync('sh', ['-c', script, 'sh', FILE], { encoding: 'utf8' });
    const expected = run.stdout.split('#\n').slice(0, offsets.length);
    expect(expected).toHaveLength(offsets.length);
    offsets.forEach((o, i) => expect(formatXxd(data.subarray(o, o + 256), o)).toBe(expected[i]));
  });

  it('pads offsets to the file size: 8 digits up to 4 GiB, more beyond', () => {
    expect(offsetDigits(0)).toBe(8);
    expect(offsetDigits(2 ** 32)).toBe(8);
    expect(offsetDigits(2 ** 32 + 1)).toBe(9);
  });
});

describe('offsets', () => {
  it('reads hex with 0x and decimal, with separators', () => {
    expect(parseOffset('0x1f40', 10_000)).toBe(0x1f40);
    expect(parseOffset(' 8000 ', 10_000)).toBe(8000);
    expect(parseOffset('1_000', 10_000)).toBe(1000);
    expect(parseOffset('0XFF', 256)).toBe(255);
  });

  it('says what is wrong, with the column', () => {
    expect(() => parseOffset('', 10)).toThrow('Type an offset');
    expect(() => parseOffset('0x1g', 100)).toThrow('Unexpected "g" at column 4');
    expect(() => parseOffset('12a', 100)).toThrow('Unexpected "a" at column 3: a decimal offset takes digits only');
    expect(() => parseOffset('0x', 100)).toThrow('needs hex digits');
    expect(() => parseOffset('100', 100)).toThrow('100 is past the end of the file: the last byte is at 0x63 (99).');
    expect(() => parseOffset('0', 0)).toThrow('the file is empty');
  });

  it('never throws anything but its ToolError, and finds what it was given', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(2 ** 40), (text, size) => {
        try {
          expect(parseOffset(text, size)).toBeLessThan(size);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.nat(2 ** 40), (offset) => {
        expect(parseOffset(`0x${offset.toString(16)}`, offset + 1)).toBe(offset);
        expect(parseOffset(String(offset), offset + 1)).toBe(offset);
      }),
      { numRuns: 100 },
    );
  });
});

describe('patterns', () => {
  it('reads hex in pairs, spaced or not, with 0x', () => {
    expect([...parseHexPattern('50 4b 03 04')]).toEqual([0x50, 0x4b, 3, 4]);
    expect([...parseHexPattern('504B0304')]).toEqual([0x50, 0x4b, 3, 4]);
    expect([...parseHexPattern('0x50, 0x4b')]).toEqual([0x50, 0x4b]);
    expect([...parsePattern('text', 'é')]).toEqual([0xc3, 0xa9]);
  });

  it('names a wrong character and its column, an odd count, an empty pattern', () => {
    expect(() => parseHexPattern('50 4z')).toThrow('Unexpected "z" at column 5');
    expect(() => parseHexPattern('504')).toThrow('3 hex digits');
    expect(() => parsePattern('hex', '  ')).toThrow('Type the bytes');
    expect(() => parsePattern('text', '')).toThrow('Type the text');
  });

  it('round-trips any bytes written as hex, and throws only its ToolError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (data) => {
        expect([...parseHexPattern(asHex(data))]).toEqual([...data]);
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('hex' as const, 'text' as const), (text, mode) => {
        try {
          parsePattern(mode, text);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('scans any buffer as a brute-force search does, at any byte offset (the aligned words and the bytes around them)', () => {
    const data = fc.uint8Array({ minLength: 0, maxLength: 80, max: 2 });
    fc.assert(
      fc.property(data, fc.uint8Array({ minLength: 1, maxLength: 5, max: 2 }), fc.nat(7), (bytes, p, skip) => {
        const view = bytes.subarray(Math.min(skip, bytes.length));
        const found: number[] = [];
        forEachMatch(view, p, (i) => found.push(i));
        expect(found).toEqual(naiveSearch(view, p));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the SIMD scan (scan.wat)', () => {
  it('finds what a brute-force search finds, the count and the first offsets, in buffers the module takes', () => {
    // Three byte values, so that a short pattern matches often and a long one sometimes; lengths past 16 too.
    const data = fc.uint8Array({ minLength: 4096, maxLength: 4200, max: 2 });
    fc.assert(
      fc.property(
        data,
        fc.uint8Array({ minLength: 1, maxLength: 40, max: 2 }),
        fc.nat(9),
        fc.nat(3000),
        (bytes, p, skip, listing) => {
          const view = bytes.subarray(skip);
          const expected = naiveSearch(view, p);
          const found = findMatches(view, p, listing);
          expect(found.count).toBe(expected.length);
          expect(found.offsets).toEqual(expected.slice(0, listing));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds in real files what a brute-force search finds: a program and a text, for patterns taken from them', () => {
    for (const path of ['/bin/bash', 'node_modules/typescript/lib/lib.dom.d.ts']) {
      const file = new Uint8Array(readFileSync(path)).subarray(0, 600_000);
      const patterns = [new Uint8Array(4), bytes('the '), bytes('\n'), file.slice(1000, 1004), file.slice(-17)];
      for (const p of [...patterns, file.slice(file.length >> 1, (file.length >> 1) + 100)]) {
        const expected = naiveSearch(file, p);
        const found = findMatches(file, p, 1000);
        expect(found.count, `${path}: ${p.length} bytes`).toBe(expected.length);
        expect(found.offsets).toEqual(expected.slice(0, 1000));
      }
    }
  });

  it('is assembled from the current scan.wat (node scripts/wasm.mjs)', () => {
    const check = spawnSync('node', ['scripts/wasm.mjs', '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});

/** `data` cut at `cut` (0 to its length) into two parts, as the hex search's runOnFile `cuts` does, each in chunks. */
function partsOf(data: Uint8Array, cut: number, chunkBytes: number): { start: number; chunks: Uint8Array[] }[] {
  return [
    [0, cut],
    [cut, data.length],
  ].map(([from, to]) => ({ start: from, chunks: cutAt(data.subarray(from, to), chunkCuts(to - from, chunkBytes)) }));
}

const chunkCuts = (length: number, chunkBytes: number) =>
  Array.from({ length: Math.floor(length / chunkBytes) }, (_, k) => (k + 1) * chunkBytes);

async function* fed(chunks: Uint8Array[]) {
  for (const chunk of chunks) yield await Promise.resolve(chunk);
}

describe('search shared by several workers', () => {
  it('finds, from parts searched apart and merged, what a plain search of the whole finds: any data, pattern, chunking', async () => {
    const data = fc.uint8Array({ minLength: 0, maxLength: 200, max: 2 });
    const pattern = fc.uint8Array({ minLength: 1, maxLength: 6, max: 2 });
    await fc.assert(
      fc.asyncProperty(
        data,
        pattern,
        fc.integer({ min: 1, max: 9 }),
        fc.nat(200),
        fc.nat(12),
        async (d, p, chunkBytes, cut, limit) => {
          const parts = partsOf(d, cut % (d.length + 1), chunkBytes);
          const pieces = await Promise.all(
            parts.map(({ start, chunks }) => searchPart(fed(chunks), p, start, undefined, limit)),
          );
          const expected = naiveSearch(d, p);
          expect(mergePieces(pieces.flat(), p, limit)).toEqual({
            offsets: expected.slice(0, limit),
            count: expected.length,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('merges pieces in any order, and refuses pieces that leave a gap', () => {
    const p = bytes('abc');
    const pieces = [searchPiece(bytes('xab'), p, 0), searchPiece(bytes('cabc'), p, 3), searchPiece(bytes('ab'), p, 7)];
    expect(mergePieces([pieces[2], pieces[0], pieces[1]], p)).toEqual({ offsets: [1, 4], count: 2 });
    expect(() => mergePieces([pieces[0], pieces[2]], p)).toThrow(RangeError);
  });

  it('cuts a file into the parts asked for (fewer if it has fewer chunks), on chunk edges, each near an equal share', () => {
    const sizes = fc.integer({ min: 1, max: 10_000 });
    fc.assert(
      fc.property(sizes, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 64 }), (size, parts, chunk) => {
        const cuts = partCuts(size, parts, chunk);
        const n = Math.max(1, Math.min(parts, Math.floor(size / chunk)));
        expect(cuts).toHaveLength(n - 1);
        for (const cut of cuts) expect(cut % chunk).toBe(0);
        const bounds = [0, ...cuts, size];
        for (let i = 1; i < bounds.length; i++) {
          expect(bounds[i]).toBeGreaterThan(bounds[i - 1]);
          expect(Math.abs(bounds[i] - bounds[i - 1] - size / n)).toBeLessThanOrEqual(chunk);
        }
      }),
    );
    expect(partCuts(1024, 4, 64)).toEqual([256, 512, 768]);
    expect(partCuts(100, 4, 64)).toEqual([]);
    expect(partCuts(0, 4, 64)).toEqual([]);
  });

  it('keeps only the edges of a piece, not its bytes', () => {
    const piece: PieceMatches = searchPiece(new Uint8Array(1000).fill(7), new Uint8Array([7, 7, 7]), 5000, 2);
    expect(piece).toMatchObject({ at: 5000, bytes: 1000, count: 998, offsets: [5000, 5001] });
    expect([piece.head.length, piece.tail.length]).toEqual([2, 2]);
  });
});

describe('search over chunks', () => {
  it('finds matches that straddle chunk edges, overlapping ones too', () => {
    const data = bytes('xxabcabcxx');
    expect(searchChunks(cutAt(data, [3, 4, 6]), bytes('abc')).offsets).toEqual([2, 5]);
    expect(searchChunks([bytes('a'), bytes('a'), bytes('a')], bytes('aa'))).toEqual({ offsets: [0, 1], count: 2 });
  });

  it('keeps the first offsets and counts the rest', () => {
    expect(searchChunks([new Uint8Array(10)], new Uint8Array(1), 3)).toEqual({ offsets: [0, 1, 2], count: 10 });
  });

  it('finds what a brute-force search finds, however the data is cut', () => {
    const small = fc.uint8Array({ minLength: 0, maxLength: 300, max: 3 });
    fc.assert(
      fc.property(small, fc.uint8Array({ minLength: 1, maxLength: 6, max: 3 }), fc.array(fc.nat()), (data, p, cuts) => {
        const expected = naiveSearch(data, p);
        expect(searchChunks(cutAt(data, cuts), p)).toEqual({ offsets: expected, count: expected.length });
      }),
      { numRuns: 200 },
    );
  });
});

describe('inspector', () => {
  const at = (...b: number[]) => Object.fromEntries(inspect(Uint8Array.from(b)).map((r) => [r.name, r]));

  it('reads integers and floats little and big endian', () => {
    const row = at(0xff, 0xfe, 0, 0, 0, 0, 0xf0, 0x3f);
    expect(row.int8.little).toBe('-1');
    expect(row.uint8.little).toBe('255');
    expect(row.int16).toMatchObject({ little: '-257', big: '-2' });
    expect(row.uint16).toMatchObject({ little: '65279', big: '65534' });
    expect(row.uint32.little).toBe('65279');
    expect(row.float64.little).toBe(
      String(new DataView(new Uint8Array([0xff, 0xfe, 0, 0, 0, 0, 0xf0, 0x3f]).buffer).getFloat64(0, true)),
    );
    expect(at(0, 0, 0x80, 0x3f).float32.little).toBe('1');
    expect(at(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff).int64.little).toBe('-1');
    expect(at(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff).uint64.big).toBe('18446744073709551615');
  });

  it('leaves out what the bytes left are too short for', () => {
    const row = at(1, 2);
    expect(row.int16.little).toBe('513');
    expect(row.int32.little).toBe('');
  });

  it('reads Unix and FILETIME dates', () => {
    expect(at(0, 0, 0, 0)['Unix time (32-bit seconds)'].little).toBe('1970-01-01T00:00:00Z');
    // 0x386d4380 is 2000-01-01T00:00:00Z.
    expect(at(0x38, 0x6d, 0x43, 0x80)['Unix time (32-bit seconds)'].big).toBe('2000-01-01T00:00:00Z');
    // 2000-01-01T00:00:00Z is 125911584000000000 ticks since 1601.
    expect(fileTimeDate(125_911_584_000_000_000n)).toBe('2000-01-01T00:00:00Z');
    expect(fileTimeDate(0n)).toBe('1601-01-01T00:00:00Z');
  });

  it('names the UTF-8 character at the cursor, or nothing inside one', () => {
    expect(utf8CharAt(bytes('é!'))).toBe('"é" U+00E9 (2 bytes)');
    expect(utf8CharAt(bytes('😀'))).toBe('"😀" U+1F600 (4 bytes)');
    expect(utf8CharAt(bytes('é').subarray(1))).toBe('');
    expect(utf8CharAt(Uint8Array.from([0xed, 0xa0, 0x80]))).toBe(''); // a surrogate
    expect(utf8CharAt(Uint8Array.from([0x0a]))).toBe('U+000A (1 byte)');
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 8 }), (data) => {
        expect(inspect(data)).toHaveLength(14);
      }),
      { numRuns: 200 },
    );
  });
});

describe('copying a selection', () => {
  it('as hex, a C array like xxd -i, Base64', () => {
    const data = Uint8Array.from([0x50, 0x4b, 3, 4]);
    expect(asHex(data)).toBe('50 4b 03 04');
    expect(asCArray(data)).toBe('unsigned char data[4] = {\n  0x50, 0x4b, 0x03, 0x04\n};\n');
    expect(asBase64(data)).toBe('UEsDBA==');
  });

  it('encodes Base64 as Node does, at any length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100_000 }), (data) => {
        expect(asBase64(data)).toBe(Buffer.from(data).toString('base64'));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses more than 1 MiB with a clear message', () => {
    expect(() => copyAs('c', new Uint8Array(COPY_LIMIT + 1))).toThrow('Selection too large to copy');
    expect(copyAs('base64', new Uint8Array(COPY_LIMIT))).toHaveLength(Math.ceil(COPY_LIMIT / 3) * 4);
  });
});

/** Node 20's openAsBlob read nothing at the end of a 4 GiB file; the browser test opens one that size. */
const SPARSE = 1024 ** 3;

describe('reading a page at a time', () => {
  it('reads only the pages asked for: the end of a sparse 1 GiB file is one page (4 GiB: in the browser test)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hex-viewer-'));
    try {
      const path = join(dir, 'disk.img');
      writeFileSync(path, '');
      truncateSync(path, SPARSE);
      const pages = new PageCache(await openAsBlob(path));
      const last = await pages.read(SPARSE - 16, 64);
      expect([...last]).toEqual(new Array(16).fill(0));
      expect(pages.reads).toBe(1);
      expect(pages.peek(SPARSE - 16, 16)).not.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives what a slice gives, across pages, and keeps at most its pages', async () => {
    const data = Uint8Array.from({ length: 3 * PAGE_BYTES + 7 }, (_, i) => (i * 31) & 0xff);
    const pages = new PageCache(new Blob([data]), 2);
    await fc.assert(
      fc.asyncProperty(fc.nat(data.length + 10), fc.nat(2 * PAGE_BYTES), async (start, length) => {
        expect([...(await pages.read(start, length))]).toEqual([...data.subarray(start, start + length)]);
      }),
      { numRuns: 15 },
    );
    // Any two pages may be the ones kept (say 0 and 3), but never more than two (peek reads nothing in).
    const kept = [0, 1, 2, 3].filter((p) => pages.peek(p * PAGE_BYTES, 1) !== null);
    expect(kept.length).toBeLessThanOrEqual(2);
  });
});

describe('file size', () => {
  it('gives the exact count once below a KB, and beside the rounded size above', () => {
    expect(HEX_TEXTS.size(491)).toBe('491 bytes');
    expect(HEX_TEXTS.size(1)).toBe('1 byte');
    expect(HEX_TEXTS.size(1234)).toBe('1.2 KB (1,234 bytes)');
  });
});
