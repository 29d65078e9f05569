// Photo-like inputs for the image benches (the image converter's and the EXIF viewer's): `BATCH` 12 MP photos
// written once as PNG and PPM, the same pixels for a seed.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { INPUT_DIR } from './inputs.mjs';

export const PHOTO = { width: 4000, height: 3000 };
/** The 'size' column: the photo's pixels as RGB. */
export const PHOTO_BYTES = PHOTO.width * PHOTO.height * 3;
export const BATCH = 8;

/** Photo-like pixels (sky and ground gradients, a sun, texture and sensor noise), the same for a seed. */
function photoPixels({ width, height }, seed) {
  const rgb = Buffer.alloc(width * height * 3);
  let s = seed;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((s >> 16) & 15) - 8;
      const sun = (x - width * (0.6 + seed * 0.03)) ** 2 + (y - height * 0.3) ** 2 < (height * 0.1) ** 2;
      const sky = y < height * 0.55;
      const texture = Math.sin(x / 13 + seed) * Math.cos(y / 9) * 30;
      rgb[i] = sun ? 255 : sky ? 80 + (y * 90) / height + noise : 70 + texture + noise;
      rgb[i + 1] = sun ? 225 : sky ? 140 + (y * 60) / height + noise : 120 + texture / 2 + noise;
      rgb[i + 2] = sun ? 130 : sky ? 235 + noise / 2 : 50 + noise;
    }
  }
  return rgb;
}

/** Writes the photo as PPM (cjpeg's input) and PNG (the page's and cwebp's input): the same pixels. */
function writePhoto(seed) {
  const stem = join(INPUT_DIR, `photo-${PHOTO.width}x${PHOTO.height}-${seed}`);
  if (existsSync(`${stem}.png`) && existsSync(`${stem}.ppm`)) return `${stem}.png`;
  mkdirSync(INPUT_DIR, { recursive: true });
  const rgb = photoPixels(PHOTO, seed);
  writeFileSync(`${stem}.ppm`, Buffer.concat([Buffer.from(`P6\n${PHOTO.width} ${PHOTO.height}\n255\n`), rgb]));
  writeFileSync(`${stem}.png`, png(rgb, PHOTO));
  return `${stem}.png`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG (rows unfiltered, zlib-compressed by Node). */
function png(rgb, { width, height }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The inputs: `BATCH` photos (the first is the single-image cases' input); returns the first's PNG path. */
export function photos() {
  const paths = [];
  for (let seed = 1; seed <= BATCH; seed++) paths.push(writePhoto(seed));
  return paths[0];
}
