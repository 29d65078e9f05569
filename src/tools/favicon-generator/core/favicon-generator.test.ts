import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../../core/shared/zip';
import {
  FAVICON_DEFAULTS,
  ICO_SIZES,
  linkTags,
  maskableLayout,
  placeOnSquare,
  squared,
  webManifest,
  writeIco,
} from '.';

/** A real RGBA PNG of a side × side gradient, written with Node's zlib (signature, IHDR, IDAT, IEND). */
function png(side: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const rows = Buffer.alloc(side * (1 + side * 4));
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) rows.set([x * 5, y * 5, 128, 255], y * (1 + side * 4) + 1 + x * 4);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

describe('favicon generator', () => {
  const images = ICO_SIZES.map((size) => ({ size, png: png(size) }));
  const ico = writeIco(images);

  it('writes the ICO header and directory by hand', () => {
    const view = new DataView(ico.buffer);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]); // reserved, type 1 (icon), 3 images
    let offset = 6 + 16 * 3;
    images.forEach(({ size, png: bytes }, i) => {
      const entry = 6 + 16 * i;
      expect([...ico.subarray(entry, entry + 4)]).toEqual([size, size, 0, 0]);
      expect(view.getUint16(entry + 4, true)).toBe(1);
      expect(view.getUint16(entry + 6, true)).toBe(32);
      expect(view.getUint32(entry + 8, true)).toBe(bytes.length);
      expect(view.getUint32(entry + 12, true)).toBe(offset);
      expect(Buffer.from(ico.subarray(offset, offset + bytes.length)).equals(bytes)).toBe(true);
      offset += bytes.length;
    });
    expect(ico.length).toBe(offset);
    expect(writeIco([{ size: 256, png: png(1) }])[6]).toBe(0); // 256 is written 0
    expect(() => writeIco([{ size: 257, png: png(1) }])).toThrow(RangeError);
  });

  it("is read by Debian's icotool: 16, 32 and 48 pixels, PNG entries", () => {
    const dir = mkdtempSync(join(tmpdir(), 'favicon-'));
    try {
      writeFileSync(join(dir, 'favicon.ico'), ico);
      const listed = spawnSync('icotool', ['-l', join(dir, 'favicon.ico')], { encoding: 'utf8' });
      expect(listed.status, listed.stderr).toBe(0);
      const sizes = [...listed.stdout.matchAll(/--width=(\d+) --height=(\d+)/g)].map(([, w, h]) => `${w}x${h}`);
      expect(sizes).toEqual(['16x16', '32x32', '48x48']);
      expect(listed.stdout).toMatch(/--bit-depth=32/);
      const extracted = spawnSync('icotool', ['-x', '-o', dir, join(dir, 'favicon.ico')], { encoding: 'utf8' });
      expect(extracted.status, extracted.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('pads the maskable icon to the central 80%', () => {
    expect(maskableLayout(512)).toEqual({ content: 410, offset: 51 });
    expect(maskableLayout(100)).toEqual({ content: 80, offset: 10 });
  });

  it('writes the manifest, with the maskable icon marked, and the head tags', () => {
    const manifest = JSON.parse(webManifest({ ...FAVICON_DEFAULTS, name: 'Ann "A" & Co' })) as {
      icons: { purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Ann "A" & Co', short_name: 'Website', theme_color: '#4f46e5' });
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toEqual([
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    const tags = linkTags({ ...FAVICON_DEFAULTS, themeColor: '"><script>' });
    expect(tags).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(tags).toContain('<meta name="theme-color" content="&quot;>&lt;script>">');
  });
});

describe('favicon pixels', () => {
  it('centres a wide image on a transparent square, and pads onto an opaque background', () => {
    const red = { data: new Uint8ClampedArray([255, 0, 0, 255, 255, 0, 0, 128]), width: 2, height: 1 };
    const square = squared(red);
    expect([square.width, square.height]).toEqual([2, 2]);
    expect([...square.data]).toEqual([255, 0, 0, 255, 255, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0]);
    const padded = placeOnSquare(red, 3, 1, 1, { r: 0, g: 0, b: 255 });
    expect([...padded.data.subarray(0, 4)]).toEqual([0, 0, 255, 255]);
    expect([...padded.data.subarray(16, 24)]).toEqual([255, 0, 0, 255, 128, 0, 127, 255]);
  });
});
