import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  DEFAULT_STRIP_OPTIONS,
  orientationTiff,
  readOrientation,
  stripMetadata,
  toDms,
  formatShutter,
  type StripOptions,
} from '.';
import { readMetadata } from './read';

const IMAGES = join(__dirname, '../../../../tests/images');
const FIXTURES = ['photo-gps.jpg', 'badge-gps.png', 'photo-gps.webp'];
const load = (name: string) => new Uint8Array(readFileSync(join(IMAGES, name)));

/** Every case's output file, written once; exiftool reads them all in one run. */
const dir = mkdtempSync(join(tmpdir(), 'exif-viewer-'));
const VARIANTS: [string, StripOptions][] = [
  ['default', DEFAULT_STRIP_OPTIONS],
  ['no-icc', { keepIcc: false, keepOrientation: false }],
  ['orientation', { keepIcc: true, keepOrientation: true }],
];
const outputs = FIXTURES.flatMap((name) =>
  VARIANTS.map(([variant, options]) => {
    const path = join(dir, `${variant}-${name}`);
    writeFileSync(path, stripMetadata(load(name), options).bytes);
    return { name, variant, path };
  }),
);

type ExiftoolRecord = Record<string, unknown> & { SourceFile: string };
const exiftool = (paths: string[]): ExiftoolRecord[] => {
  const run = spawnSync('exiftool', ['-j', '-G', ...paths], { encoding: 'utf8' });
  return JSON.parse(run.stdout) as ExiftoolRecord[];
};

describe('exif-viewer removal, checked by exiftool', () => {
  const records = new Map(exiftool(outputs.map((o) => o.path)).map((r) => [r.SourceFile, r]));
  const groupsOf = (path: string) => Object.keys(records.get(path) ?? {}).map((k) => k.split(':')[0]);

  it.each(outputs)('$variant $name: no GPS, EXIF, XMP or IPTC left; ICC as asked', ({ variant, path }) => {
    const record = records.get(path)!;
    expect(record, `exiftool read ${path}`).toBeDefined();
    const keys = Object.keys(record);
    expect(keys.filter((k) => /GPS/i.test(k))).toEqual([]);
    expect(groupsOf(path)).not.toContain('XMP');
    expect(groupsOf(path)).not.toContain('IPTC');
    expect(keys.filter((k) => /Warning|Error/.test(k))).toEqual([]);
    if (variant === 'orientation') {
      expect(keys.filter((k) => k.startsWith('EXIF:'))).toEqual(['EXIF:Orientation']);
      expect(record['EXIF:Orientation']).toBe('Rotate 90 CW');
    } else expect(groupsOf(path)).not.toContain('EXIF');
    expect(groupsOf(path).includes('ICC_Profile')).toBe(variant !== 'no-icc');
  });

  it('the originals had all of it (the fixtures are what the test says)', () => {
    const originals = exiftool(FIXTURES.map((name) => join(IMAGES, name)));
    for (const record of originals) {
      expect(Object.keys(record).some((k) => k.startsWith('EXIF:GPSLatitude'))).toBe(true);
      expect(Object.keys(record).some((k) => k.startsWith('XMP:'))).toBe(true);
    }
  });
});

describe('exif-viewer removal keeps the pixels', () => {
  const decoded = (path: string) => {
    if (path.endsWith('.jpg')) return spawnSync('djpeg', ['-pnm', path]).stdout;
    return spawnSync('dwebp', ['-quiet', '-pam', path, '-o', '-']).stdout;
  };
  it.each(outputs.filter((o) => !o.name.endsWith('.png')))('$variant $name decodes to the same pixels', (o) => {
    const before = decoded(join(IMAGES, o.name));
    expect(before.length).toBeGreaterThan(1000);
    expect(decoded(o.path).equals(before)).toBe(true);
  });

  it('PNG: the inflated IDAT data is the same (python3 zlib)', () => {
    const pngs = [join(IMAGES, 'badge-gps.png'), ...outputs.filter((o) => o.name.endsWith('.png')).map((o) => o.path)];
    const script = `
import json, struct, sys, zlib, hashlib
out = []
for path in json.load(sys.stdin):
    b = open(path, 'rb').read(); i = 8; idat = b''
    while i < len(b):
        n, t = struct.unpack('>I4s', b[i:i+8])
        if t == b'IDAT': idat += b[i+8:i+8+n]
        if zlib.crc32(b[i+4:i+8+n]) != struct.unpack('>I', b[i+8+n:i+12+n])[0]: out.append('bad crc'); break
        i += 12 + n
    else: out.append(hashlib.sha256(zlib.decompress(idat)).hexdigest())
print(json.dumps(out))`;
    const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(pngs), encoding: 'utf8' });
    const hashes = JSON.parse(run.stdout) as string[];
    expect(hashes).toHaveLength(pngs.length);
    expect(new Set(hashes).size).toBe(1);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('exif-viewer reading', () => {
  it.each(FIXTURES)('%s: camera, exposure, date and GPS', async (name) => {
    const report = await readMetadata(load(name));
    expect(report.summary).toMatchObject({
      camera: 'DevToolbox Test Camera X100',
      lens: 'Test Lens 23mm F2',
      shutter: '1/250 s',
      aperture: 'f/2.8',
      iso: '200',
      focalLength: '23 mm',
      dateTaken: '2024-05-17 14:32:10',
      orientation: 'Rotate 90 CW',
    });
    expect(report.summary.gps).toMatchObject({
      decimal: '48.858370, 2.294481',
      dms: '48°51′30.13″ N, 2°17′40.13″ E',
      altitude: 35.5,
    });
    const blocks = report.groups.map((g) => g.block);
    expect(blocks).toEqual(expect.arrayContaining(['ifd0', 'exif', 'gps', 'icc', 'dc']));
  });

  it('JPEG: IPTC and the embedded thumbnail (a JPEG)', async () => {
    const report = await readMetadata(load('photo-gps.jpg'));
    expect(report.groups.find((g) => g.block === 'iptc')?.rows).toContainEqual({ tag: 'City', value: 'Paris' });
    expect([...(report.thumbnail ?? new Uint8Array()).subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('TIFF: read (GPS south of the equator), and removal says it is read-only', async () => {
    const tiff = load('scan-gps.tif');
    const report = await readMetadata(tiff);
    expect(report.format).toBe('TIFF');
    expect(report.summary.gps?.dms).toBe('33°52′7.68″ S, 151°12′33.48″ E');
    expect(() => stripMetadata(tiff, DEFAULT_STRIP_OPTIONS)).toThrow(/Removing metadata from TIFF is not supported/);
  });

  it('nothing is left to read after removal', async () => {
    const stripped = stripMetadata(load('photo-gps.jpg'), { keepIcc: false, keepOrientation: false });
    const report = await readMetadata(stripped.bytes);
    expect(report.summary.gps).toBeNull();
    expect(report.groups.map((g) => g.block)).toEqual(['jfif']);
    expect(stripped.removed).toEqual(['EXIF', 'IPTC', 'XMP', 'ICC', 'Comment']);
  });

  it('formats exposure and coordinates', () => {
    expect(formatShutter(0.004)).toBe('1/250 s');
    expect(formatShutter(2)).toBe('2 s');
    expect(toDms(-33.8688, 'N', 'S')).toBe('33°52′7.68″ S');
    expect(toDms(10.999999999, 'E', 'W')).toBe('11°0′0.00″ E');
    expect(readOrientation(orientationTiff(8))).toBe(8);
  });
});

describe('exif-viewer damaged and foreign files', () => {
  const errorOf = (bytes: Uint8Array) => {
    try {
      stripMetadata(bytes, DEFAULT_STRIP_OPTIONS);
    } catch (error) {
      return error;
    }
    return null;
  };

  it('names the offset of a truncated JPEG segment', () => {
    const jpeg = load('photo-gps.jpg');
    const error = errorOf(jpeg.subarray(0, 100));
    expect(error).toBeInstanceOf(ToolError);
    expect(String(error)).toBe(
      'ToolError: The file is damaged or cut short: The APP1 segment at offset 20 needs 1730 bytes, but the file ends at 100.',
    );
  });

  it('names the offset of a PNG chunk whose length runs past the end', () => {
    const png = load('badge-gps.png').slice();
    new DataView(png.buffer).setUint32(33, 0x7fffffff); // the chunk after IHDR
    expect(String(errorOf(png))).toMatch(/PNG iCCP chunk at offset 33 needs 2147483659 bytes, but the file ends at/);
  });

  it('refuses a non-image and says HEIC is read-only', () => {
    expect(String(errorOf(new TextEncoder().encode('hello, world')))).toMatch(/Not a JPEG, PNG, WebP, HEIC or TIFF/);
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    expect(String(errorOf(heic))).toMatch(/Removing metadata from HEIC is not supported.*Image Converter/);
  });

  const mutated = fc
    .tuple(
      fc.constantFrom(...FIXTURES),
      fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 8 }),
      fc.option(fc.nat()),
    )
    .map(([name, edits, cut]) => {
      const bytes = load(name).slice();
      for (const [at, value] of edits) bytes[at % bytes.length] = value;
      return cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
    });
  const random = fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array([0xff, 0xd8, ...b])),
    fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...b])),
  );

  it('random and mutated files never escape a ToolError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, random), async (bytes) => {
        for (const run of [() => stripMetadata(bytes, VARIANTS[2][1]), () => readMetadata(bytes)]) {
          try {
            await run();
          } catch (error) {
            if (!(error instanceof ToolError)) throw error;
          }
        }
      }),
      { numRuns: 150, seed: 31 },
    );
  });
});
