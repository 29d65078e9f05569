// Drives /tools/exif-viewer the way a person does: chooses 8 photos (12 MP JPEGs carrying EXIF, GPS, XMP and IPTC),
// waits for their metadata to show, clicks Remove metadata, timed inside the page until every photo is cleaned,
// then downloads the .zip. Baseline in the same run: `exiftool -all= -o OUT/ IN…`, one exiftool for the 8 files
// (its Perl start-up paid once). Checked for both: every output decodes (djpeg -pnm) to the input's exact pixels,
// and exiftool finds no GPS, EXIF, XMP or IPTC tag in any of them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INPUT_DIR } from '../../../bench/lib/inputs.mjs';
import { longestTaskBetween } from '../../../bench/lib/measure.mjs';
import { BATCH, photos } from '../../../bench/lib/photos.mjs';

const TAGS = [
  '-GPSLatitude=48.8583701',
  '-GPSLatitudeRef=N',
  '-GPSLongitude=2.2944813',
  '-GPSLongitudeRef=E',
  '-GPSAltitude=35.5',
  '-Make=DevToolbox',
  '-Model=Bench Camera',
  '-LensModel=Bench Lens 35mm',
  '-ExposureTime=1/250',
  '-FNumber=4',
  '-ISO=100',
  '-DateTimeOriginal=2024:05:17 14:32:10',
  '-Orientation#=1',
  '-Artist=Bench',
  '-XMP:Creator=Bench',
  '-XMP:Title=Bench photo',
  '-IPTC:City=Paris',
];

const jpegPath = (i) => join(INPUT_DIR, `exif-photo-4000x3000-${i}.jpg`);
const batch = () => Array.from({ length: BATCH }, (_, i) => jpegPath(i + 1));

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { maxBuffer: 256 * 1024 * 1024, ...options });
  if (r.error?.code === 'ENOENT')
    throw new Error(`${command} not found: install libimage-exiftool-perl and libjpeg-turbo-progs`);
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

/** The inputs: the image converter's 8 photo-like 4000x3000 pictures as q90 JPEGs, metadata added by exiftool. */
export function exifPhotos() {
  const first = photos(); // PPMs beside the PNGs, made once
  for (const [i, path] of batch().entries()) {
    if (existsSync(path)) continue;
    mkdirSync(INPUT_DIR, { recursive: true });
    const ppm = first.replace(/-1\.png$/, `-${i + 1}.ppm`);
    writeFileSync(path, run('cjpeg', ['-quality', '90', ppm]));
    run('exiftool', ['-q', '-overwrite_original', ...TAGS, path]);
  }
  return batch()[0];
}

const pixelsSha = (path) =>
  createHash('sha256')
    .update(run('djpeg', ['-pnm', path]))
    .digest('hex');

/** What both outputs must give: each file's pixels as the input's, and no GPS/EXIF/XMP/IPTC tag left. */
function digestsOf(paths) {
  const records = JSON.parse(run('exiftool', ['-j', '-G', ...paths], { encoding: 'utf8' }));
  const leftovers = records.flatMap((r) => Object.keys(r).filter((k) => /GPS|^EXIF:|^XMP:|^IPTC:/.test(k)));
  const same = paths.every((p, i) => pixelsSha(p) === inputPixels()[i]);
  return { 'pixels equal to the input': same ? 'yes' : 'NO', 'metadata left': leftovers.join(', ') || 'none' };
}

let inputHashes = null;
const inputPixels = () => (inputHashes ??= batch().map(pixelsSha));

const exiftool = {
  name: `exiftool -all= -o OUT/ on the ${BATCH} files (one run)`,
  run() {
    const out = mkdtempSync(join(tmpdir(), 'bench-exiftool-'));
    try {
      const t0 = process.hrtime.bigint();
      run('exiftool', ['-q', '-all=', '-o', `${out}/`, ...batch()]);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      return { ms, digests: digestsOf(batch().map((p) => join(out, p.split('/').pop()))) };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};

/** The files of a stored .zip (ours writes no compression and no data descriptors). */
function unzipStored(bytes) {
  const files = [];
  for (let at = 0; bytes.readUInt32LE(at) === 0x04034b50;) {
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extra = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extra;
    files.push({ name, bytes: bytes.subarray(start, start + size) });
    at = start + size;
  }
  return files;
}

/** In the page: start the clock on Remove metadata, stop when every photo is cleaned (or one failed). */
function arm(page, count) {
  return page.evaluate((count) => {
    const bench = (window.__bench = { t0: 0 });
    bench.done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const done = document.querySelectorAll('[data-testid="photo-item"][data-status="done"]').length === count;
        const failed = document.querySelector('[data-testid="photo-item"][data-status="failed"]');
        if (bench.t0 && (done || failed)) {
          observer.disconnect();
          const t1 = performance.now();
          resolve({ t0: bench.t0, t1, state: done ? 'done' : 'error' });
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const remove = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Remove metadata');
    bench.start = () => {
      bench.t0 = performance.now();
      remove.click();
    };
  }, count);
}

async function open(page, url) {
  if (!page.url().endsWith('/tools/exif-viewer')) {
    await page.goto(`${url}/tools/exif-viewer`);
    await page.waitForFunction(() => !document.querySelector('fieldset[data-hydration-gate]:disabled'));
  }
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  if (await clear.isVisible()) await clear.click();
}

export function exifRemovalCase(name) {
  return {
    name,
    bytes: 0, // set from the files once made (the 'size' column)
    input() {
      const first = exifPhotos();
      this.bytes = batch().reduce((sum, p) => sum + readFileSync(p).length, 0);
      return first;
    },
    baseline: [exiftool],
    async prepare({ page, url }) {
      inputPixels();
      await open(page, url);
    },
    async run({ page, url }) {
      await open(page, url);
      await page.getByTestId('file-input').setInputFiles(batch());
      // The metadata is read as the files land: wait for it, so the timing is removal alone.
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="photo-item"]:not([data-read="reading"])').length === count,
        BATCH,
      );
      await arm(page, BATCH);
      await page.evaluate(() => window.__bench.start());
      const { t0, t1, state } = await page.evaluate(() => window.__bench.done);
      if (state !== 'done') throw new Error(`metadata removal ended as ${state}`);
      const longestTaskMs = await longestTaskBetween(page, t0, t1);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download all (.zip)' }).click();
      const files = unzipStored(readFileSync(await (await download).path()));
      const out = mkdtempSync(join(tmpdir(), 'bench-exif-ours-'));
      try {
        const paths = files.map((f) => join(out, f.name));
        files.forEach((f, i) => writeFileSync(paths[i], f.bytes));
        return { ms: t1 - t0, longestTaskMs, digests: digestsOf(paths) };
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  };
}

export const cases = [exifRemovalCase('EXIF: metadata removed from 8 × 12 MP JPEG photos, vs exiftool -all= -o')];
