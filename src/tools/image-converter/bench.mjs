// Drives /tools/image-converter the way a person does: chooses photos, picks the format, clicks Convert,
// waits for the result, downloads it. Baselines, on the same pixels in the same run: Debian's cwebp (libwebp)
// and a native MozJPEG cjpeg built from source with jSquash's settings (lib/mozjpeg.mjs; Debian's libjpeg-turbo
// cjpeg if that build fails). Checked: the outputs are real files of the same size, and the JPEGs the same bytes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { warm } from '../../../bench/lib/inputs.mjs';
import { jpegEncoder } from '../../../bench/lib/mozjpeg.mjs';
import { longestTaskBetween } from '../../../bench/lib/measure.mjs';
import { BATCH, PHOTO_BYTES, photos } from '../../../bench/lib/photos.mjs';

const batchPaths = (first) => Array.from({ length: BATCH }, (_, i) => first.replace(/-1\.png$/, `-${i + 1}.png`));

/** Width and height from a JPEG's frame header or a WebP's VP8/VP8L header; null when not that format. */
export function imageSize(bytes, format) {
  if (format === 'webp') {
    if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    return null;
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
  }
  return null;
}

const sizeText = (bytes, format) => {
  const size = imageSize(bytes, format);
  return size ? `${size.width}x${size.height}` : 'not a valid file';
};

/** The native encoder's command for one input; jpegEncoder() is resolved (built if need be) before any timing. */
function nativeCommand(format, png, out) {
  if (format === 'webp') return ['cwebp', ['-quiet', '-q', '90', png, '-o', out]];
  const { path, args } = jpegEncoder();
  return [path, [...args, '-outfile', out, png.replace(/\.png$/, '.ppm')]];
}

const nativeName = (format) => (format === 'webp' ? 'cwebp -q 90' : `${jpegEncoder().name}, jSquash's settings`);

/** The digests a result is checked by: its format and size; for JPEG from MozJPEG, its bytes (see lib/mozjpeg.mjs). */
function digestsOf(bytes, format, sameEncoder) {
  const digests = { [`${format} size`]: sizeText(bytes, format) };
  if (sameEncoder) digests[`${format} sha256`] = createHash('sha256').update(bytes).digest('hex');
  return digests;
}

/** Native encoders on the same pixels: cwebp reads the PNG, cjpeg the PPM. Timed, output checked. */
function native(format, paths) {
  return {
    // Read after the runs, once the JPEG encoder is known.
    get name() {
      const name = nativeName(format);
      return paths > 1 ? `${name}, ${paths} one after another` : name;
    },
    run(first) {
      const inputs = paths > 1 ? batchPaths(first) : [first];
      const outputs = inputs.map((_, i) => join(tmpdir(), `devtoolbox-bench-native-${i + 1}.${format}`));
      const commands = inputs.map((png, i) => nativeCommand(format, png, outputs[i]));
      if (format === 'jpeg') inputs.forEach((png) => warm(png.replace(/\.png$/, '.ppm')));
      const t0 = process.hrtime.bigint();
      for (const [command, args] of commands) {
        const r = spawnSync(command, args, { encoding: 'utf8' });
        if (r.error?.code === 'ENOENT') {
          throw new Error(`${command} not found: install Debian's webp and libjpeg-turbo-progs packages`);
        }
        if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr}`);
      }
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      return { ms, digests: digestsOf(readFileSync(outputs[0]), format, sameEncoder(format)) };
    },
  };
}

/** The page's JPEG encoder is MozJPEG: with a native MozJPEG baseline, the files must be byte-identical. */
const sameEncoder = (format) => format === 'jpeg' && jpegEncoder().mozjpeg;

const LABEL = { webp: 'WebP', jpeg: 'JPEG' };

async function open(page, url, format) {
  if (!page.url().endsWith('/tools/image-converter')) {
    await page.goto(`${url}/tools/image-converter`);
    await page.waitForFunction(() => !document.querySelector('fieldset[data-hydration-gate]:disabled'));
  }
  const clear = page.getByRole('button', { name: 'Clear' });
  if (await clear.isVisible()) await clear.click();
  const select = page.getByLabel('Output format', { exact: true });
  if ((await select.textContent()) !== LABEL[format]) {
    await select.click();
    await page.getByRole('option', { name: LABEL[format], exact: true }).click();
  }
}

/** In the page: start the clock on Convert, stop when every image is converted (or one failed). */
function arm(page, count) {
  return page.evaluate((count) => {
    const bench = (window.__bench = { t0: 0 });
    bench.done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const done =
          count === 1
            ? !!document.querySelector('[aria-label="Converted image"]')
            : document.querySelectorAll('[data-testid="batch-item"][data-status="done"]').length === count;
        const failed = document.querySelector('.Toastify__toast--error');
        if (bench.t0 && (done || failed)) {
          observer.disconnect();
          const t1 = performance.now();
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ t0: bench.t0, t1, settled: performance.now(), state: done ? 'done' : 'error' })),
          );
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const convert = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Convert');
    bench.start = () => {
      bench.t0 = performance.now();
      convert.click();
    };
  }, count);
}

async function convertInPage(page, url, format, files) {
  await open(page, url, format);
  await page.getByTestId('file-input').setInputFiles(files);
  await page.getByRole('button', { name: 'Convert' }).and(page.locator(':enabled')).waitFor();
  await arm(page, files.length);
  await page.evaluate(() => window.__bench.start());
  const { t0, t1, settled, state } = await page.evaluate(() => window.__bench.done);
  if (state !== 'done') throw new Error(`image conversion ended as ${state}`);
  const longestTaskMs = await longestTaskBetween(page, t0, settled);
  return { ms: t1 - t0, longestTaskMs };
}

/** Downloads a result as a person would; its digests (format and size, and for JPEG its SHA-256). */
async function downloadedDigests(page, format, buttonName) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  return digestsOf(readFileSync(await (await download).path()), format, format === 'jpeg');
}

/** One 12 MP photo at quality 90 (the page's default), against the native encoder. */
export function convertPhoto(format) {
  return {
    baseline: [native(format, 1)],
    async prepare({ page, url }) {
      if (format === 'jpeg') jpegEncoder(); // builds MozJPEG's cjpeg on the first run, before any timing
      await open(page, url, format);
    },
    async run({ page, url, path }) {
      const r = await convertInPage(page, url, format, [path]);
      return { ...r, digests: await downloadedDigests(page, format, 'Download') };
    },
  };
}

/**
 * `BATCH` photos at once across the pool. Reports images per second and the speed-up over one worker: the
 * same photos converted one at a time, timed in the same run just before (the machine's load changes).
 */
export function convertBatch(format) {
  return {
    baseline: [native(format, BATCH)],
    async prepare({ page, url }) {
      if (format === 'jpeg') jpegEncoder(); // builds MozJPEG's cjpeg on the first run, before any timing
      await open(page, url, format);
    },
    async run({ page, url, path }) {
      let oneAtATimeMs = 0;
      for (const file of batchPaths(path)) oneAtATimeMs += (await convertInPage(page, url, format, [file])).ms;
      const r = await convertInPage(page, url, format, batchPaths(path));
      const perSecond = (BATCH / r.ms) * 1000;
      process.stdout.write(
        `[${perSecond.toFixed(2)} images/s; one at a time ${(oneAtATimeMs / 1000).toFixed(1)} s, ` +
          `${(oneAtATimeMs / r.ms).toFixed(2)}x faster together] `,
      );
      const first = batchPaths(path)[0].split('/').pop();
      const name = `Download ${first.replace(/\.png$/, `.${format === 'jpeg' ? 'jpg' : format}`)}`;
      return { ...r, digests: await downloadedDigests(page, format, name) };
    },
  };
}

export const cases = [
  { name: 'Image: 12 MP photo to WebP q90', bytes: PHOTO_BYTES, input: photos, ...convertPhoto('webp') },
  { name: 'Image: 12 MP photo to JPEG q90', bytes: PHOTO_BYTES, input: photos, ...convertPhoto('jpeg') },
  {
    name: `Image: ${BATCH} × 12 MP photos to WebP q90`,
    bytes: BATCH * PHOTO_BYTES,
    input: photos,
    ...convertBatch('webp'),
  },
];
