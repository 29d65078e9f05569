import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { crc32, zip } from '../../../core/shared/zip';
import {
  dosDateTime,
  extractEntry,
  overlappingEntries,
  RATIO_LIMIT,
  readDirectory,
  readFromBytes,
  toDosDateTime,
  type ZipEntry,
  ZIP_MESSAGES,
} from '.';

const list = (bytes: Uint8Array) => readDirectory(bytes.length, readFromBytes(bytes));

async function extract(bytes: Uint8Array, entry: ZipEntry, overlaps = false): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  await extractEntry(new Blob([bytes as Uint8Array<ArrayBuffer>]), entry, overlaps, (b) => parts.push(b.slice()));
  return Uint8Array.from(parts.flatMap((p) => [...p]));
}

async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

interface Crafted {
  name: string;
  data: Uint8Array;
  method: number;
  size: number;
  crc: number;
}

/** Little-endian fields, each [value, bytes]. */
const fields = (...list: [number, 2 | 4][]) =>
  list.flatMap(([value, width]) => Array.from({ length: width }, (_, i) => (value / 256 ** i) & 0xff));

/** A zip with headers as given (sizes that lie, say): one local header + data per entry, the directory, the end. */
function craft(entries: readonly Crafted[]): Uint8Array {
  const out: number[] = [];
  const central: number[] = [];
  for (const e of entries) {
    const name = [...new TextEncoder().encode(e.name)];
    const common = fields([0x800, 2], [e.method, 2], [0, 2], [0x5b21, 2], [e.crc, 4], [e.data.length, 4], [e.size, 4]);
    central.push(...fields([0x02014b50, 4], [20, 2], [20, 2]), ...common, ...fields([name.length, 2], [0, 2]));
    central.push(...fields([0, 2], [0, 2], [0, 2], [0, 4], [out.length, 4]), ...name);
    out.push(...fields([0x04034b50, 4], [20, 2]), ...common, ...fields([name.length, 2], [0, 2]), ...name, ...e.data);
  }
  const end = fields([0x06054b50, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2]);
  return Uint8Array.from([...out, ...central, ...end, ...fields([central.length, 4], [out.length, 4], [0, 2])]);
}

describe('DOS dates', () => {
  it('reads the fields as unzip does, and refuses impossible ones', () => {
    expect(dosDateTime(0x5b21, 0)).toBe('2025-09-01 00:00:00');
    expect(dosDateTime(((2026 - 1980) << 9) | (11 << 5) | 27, (16 << 11) | (56 << 5) | 29)).toBe('2026-11-27 16:56:58');
    expect(dosDateTime(0, 0)).toBeNull(); // month 0
  });

  it('round-trips every valid date and time (2-second steps)', () => {
    const date = fc.date({
      min: new Date('1980-01-01T00:00:00Z'),
      max: new Date('2107-12-31T23:59:58Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(date, (d) => {
        const text = d.toISOString().slice(0, 19).replace('T', ' ');
        const even = text.slice(0, 17) + String(Number(text.slice(17)) & ~1).padStart(2, '0');
        const { date: dd, time } = toDosDateTime(even);
        expect(dosDateTime(dd, time)).toBe(even);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the central directory against unzip -v', () => {
  let dir = '';
  const archives = new Map<string, Uint8Array>();
  const oracle = new Map<string, string[][]>();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'zip-viewer-'));
    const jar = '/usr/share/maven-repo/javax/inject/javax.inject/1/javax.inject-1.jar';
    // One shell: the fixtures (a folder, stored and deflated files, ZIP64, ZipCrypto, a jar), then unzip -v of each.
    // The files get a fixed time on an even second: at an odd one zip rounds the DOS fields up (07:08:59 is stored as
    // 07:09:00), which we show, while unzip -v shows the exact time of the extended-timestamp field zip adds beside
    // them; a run whose files were made at :59 failed.
    const script = `cd ${dir} && mkdir -p src/sub && printf hello > src/a.txt && seq 1 5000 > src/sub/n.txt &&
      printf 'caf\\xc3\\xa9' > src/sub/uni-é.txt && find src -exec touch -d '2024-05-06 07:08:10' {} + &&
      zip -q -r plain.zip src && zip -q -fz z64.zip src/a.txt src/sub/n.txt && zip -q -P secret enc.zip src/a.txt &&
      zip -q -0 stored.zip src/sub/n.txt && { [ -f ${jar} ] && cp ${jar} real.jar || true; } &&
      for f in *.zip *.jar; do [ -f "$f" ] && { echo "== $f"; unzip -v "$f"; }; done`;
    const out = execFileSync('bash', ['-c', script], { encoding: 'utf8' });
    for (const block of out.split('== ').slice(1)) {
      const [file, ...lines] = block.split('\n');
      archives.set(file, new Uint8Array(readFileSync(join(dir, file))));
      const rows = lines.filter((l) => /^\s*\d+\s+(Stored|Defl|BZip|Unk)/.test(l)).map((l) => l.trim().split(/\s+/));
      oracle.set(file, rows);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists what unzip lists: name, size, compressed size, date and CRC, ZIP64 included', async () => {
    expect(archives.size).toBeGreaterThanOrEqual(4);
    for (const [file, bytes] of archives) {
      const { entries, zip64 } = await list(bytes);
      expect(zip64).toBe(file === 'z64.zip');
      const ours = entries.map((e) => [
        String(e.size),
        // unzip -v leaves out ZipCrypto's 12-byte header from the compressed size; we show the bytes in the file.
        String(e.compressedSize - (e.encryption === 'zipcrypto' ? 12 : 0)),
        e.date?.slice(0, 16),
        e.crc.toString(16).padStart(8, '0'),
        e.name,
      ]);
      const theirs = oracle
        .get(file)!
        .map(([len, , size, , date, time, crc, ...name]) => [len, size, `${date} ${time}`, crc, name.join(' ')]);
      expect(ours, file).toEqual(theirs);
    }
  });

  it('extracts each entry with the bytes unzip -p gives, CRC checked', async () => {
    for (const file of ['plain.zip', 'z64.zip', 'stored.zip']) {
      const bytes = archives.get(file)!;
      for (const entry of (await list(bytes)).entries.filter((e) => !e.folder)) {
        const expected = readFileSync(join(dir, entry.name));
        expect(Buffer.from(await extract(bytes, entry)).equals(expected), `${file}: ${entry.name}`).toBe(true);
      }
    }
  });

  it('recognises a ZipCrypto entry and refuses to extract it with a clear note', async () => {
    const bytes = archives.get('enc.zip')!;
    const [entry] = (await list(bytes)).entries;
    expect(entry.encryption).toBe('zipcrypto');
    await expect(extract(bytes, entry)).rejects.toThrow(/'src\/a.txt' is encrypted/);
  });

  it('reads a jar from the machine', async () => {
    if (!existsSync('/usr/share/maven-repo/javax/inject/javax.inject/1/javax.inject-1.jar')) return;
    const { entries } = await list(archives.get('real.jar')!);
    expect(entries.some((e) => e.name === 'META-INF/MANIFEST.MF')).toBe(true);
  });
});

describe('zip bombs and lies', () => {
  const text = new TextEncoder().encode('hello zip viewer '.repeat(100));

  it('extracts an honest entry, and recognises an AES one (extra field 0x9901)', async () => {
    const bytes = zip([{ name: 'a.txt', bytes: text }]);
    const [entry] = (await list(bytes)).entries;
    expect(await extract(bytes, entry)).toEqual(text);
    const aes = { ...entry, encryption: 'aes' as const };
    await expect(extract(bytes, aes)).rejects.toThrow(/is encrypted/);
  });

  it('stops an entry that inflates past its declared size, and names a bad CRC or a short one', async () => {
    const data = await deflateRaw(text);
    const lie = (size: number, crc = crc32(text)) => craft([{ name: 'x.txt', data, method: 8, size, crc }]);
    const first = async (bytes: Uint8Array) => (await list(bytes)).entries[0];
    let bytes = lie(100);
    await expect(extract(bytes, await first(bytes))).rejects.toThrow(/more than the 100 bytes its header declares/);
    bytes = lie(text.length, 1234);
    await expect(extract(bytes, await first(bytes))).rejects.toThrow(/fails its CRC-32 check/);
    bytes = lie(text.length + 5);
    await expect(extract(bytes, await first(bytes))).rejects.toThrow(/inflates to 1,700 bytes, not the 1,705/);
  });

  it('refuses 4 MB of zeros declared honestly (past 1,000:1) before writing anything, and stops one that lies', async () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const data = await deflateRaw(zeros);
    expect(zeros.length / data.length).toBeGreaterThan(RATIO_LIMIT);
    const bytes = craft([{ name: 'zeros', data, method: 8, size: zeros.length, crc: crc32(zeros) }]);
    const [entry] = (await list(bytes)).entries;
    const written: number[] = [];
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>]);
    await expect(extractEntry(blob, entry, false, (b) => written.push(b.length))).rejects.toThrow(
      /declares 1,0\d\d times its compressed size, past the 1,000x limit/,
    );
    expect(written).toEqual([]);
    // The same data declared as 1 MB: stopped as soon as it passes 1 MB, never more written.
    const lie = { ...entry, size: 1024 * 1024 };
    await expect(extractEntry(blob, lie, false, (b) => written.push(b.length))).rejects.toThrow(
      /more than the 1,048,576 bytes its header declares/,
    );
    expect(written.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1024 * 1024);
  });

  it('refuses entries whose data overlaps another entry (the overlapping zip bomb)', async () => {
    const bytes = zip([{ name: 'a.txt', bytes: text }]);
    const [entry] = (await list(bytes)).entries;
    const overlapped = [entry, { ...entry, index: 1, localOffset: entry.localOffset + 10 }];
    expect([...overlappingEntries(overlapped)]).toEqual([0, 1]);
    expect([...overlappingEntries([entry])]).toEqual([]);
    await expect(extract(bytes, entry, true)).rejects.toThrow(/shares its data with another entry/);
  });
});

describe('hostile bytes', () => {
  it('never escapes the tool’s ToolError, whatever the bytes (random, or a real zip damaged)', async () => {
    const real = zip([
      { name: 'a.txt', bytes: new TextEncoder().encode('abc') },
      { name: 'b/', bytes: new Uint8Array(0) },
    ]);
    const damaged = fc
      .tuple(fc.nat(real.length - 1), fc.integer({ min: 0, max: 255 }))
      .map(([at, byte]) => Uint8Array.from(real, (b, i) => (i === at ? byte : b)));
    const random = fc
      .uint8Array({ maxLength: 300 })
      .map((tail) => Uint8Array.from([...tail, 0x50, 0x4b, 5, 6, ...tail.slice(0, 18)]));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ maxLength: 200 }), damaged, random), async (bytes) => {
        try {
          const { entries } = await list(bytes);
          for (const entry of entries)
            await extract(bytes, entry).catch((e: unknown) => {
              if (!(e instanceof ToolError)) throw e;
            });
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('counts in words', () => {
  it('writes one entry, file, folder or byte in the singular', () => {
    expect(ZIP_MESSAGES.entries(2, 1, 1)).toBe('2 entries: 1 file, 1 folder');
    expect(ZIP_MESSAGES.entries(1_200, 1_000, 200)).toBe('1,200 entries: 1,000 files, 200 folders');
    expect(ZIP_MESSAGES.bytes(1)).toBe('1 byte');
  });
});
