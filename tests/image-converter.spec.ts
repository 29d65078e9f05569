import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, expectChosen } from './select';
import { dismissToast, expectToast } from './toasts';
import { seriousViolations } from './axe';
import { dropTestPhoto, makeTestPhoto } from './big-image';

const IMAGES = new URL('./images/', import.meta.url);
const image = async (name: string) => readFile(new URL(name, IMAGES));

const FORMATS = [
  { label: 'JPEG', ext: 'jpg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, lossy: true },
  {
    label: 'PNG',
    ext: 'png',
    magic: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
    lossy: false,
  },
  {
    label: 'WebP',
    ext: 'webp',
    magic: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
    lossy: true,
  },
  { label: 'GIF', ext: 'gif', magic: (b: Buffer) => b.toString('latin1', 0, 6) === 'GIF89a', lossy: false },
  { label: 'AVIF', ext: 'avif', magic: (b: Buffer) => b.toString('latin1', 4, 12) === 'ftypavif', lossy: true },
] as const;

/** What Chromium itself decodes from the bytes: size, and the RGBA of one pixel. */
async function decodeInPage(page: Page, bytes: Buffer, at = { x: 0, y: 0 }) {
  return page.evaluate(
    async ({ base64, at }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data]));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixel = Array.from(context.getImageData(at.x, at.y, 1, 1).data);
      return { width: bitmap.width, height: bitmap.height, pixel };
    },
    { base64: bytes.toString('base64'), at },
  );
}

async function upload(page: Page, ...files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('file-input').setInputFiles(files);
}

const jpegFile = async () => ({ name: 'landscape.jpg', mimeType: 'image/jpeg', buffer: await image('landscape.jpg') });

async function saved(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Converts, expects the spec's toast, downloads, expects the other toast; returns the download. */
async function convertAndDownload(page: Page, timeout = 5_000): Promise<Download> {
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible({ timeout });
  await expectToast(page, 'Image converted successfully!');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expectToast(page, 'Image downloaded!');
  return download;
}

// Every test encodes several images with WebAssembly codecs: slow on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/image-converter');
  await expect(page.getByRole('heading', { name: 'Image Converter' })).toBeVisible();
});

test('says the images stay on the device, and starts with no image', async ({ page }) => {
  await expect(page.getByText('Your images are converted on your device and never uploaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
  await expectChosen(page, 'Output format', 'JPEG');
  await expect(page.getByRole('slider', { name: 'Quality' })).toHaveValue('90');
  await expect(page.getByRole('heading', { name: 'Original' })).toHaveCount(0);
});

test('converts a real photo to every format: named base + new extension, real files of the same size', async ({
  page,
}) => {
  await upload(page, await jpegFile());
  await expect(page.getByRole('heading', { name: 'Original' })).toBeVisible();
  await expect(page.getByAltText('Original: landscape.jpg')).toBeVisible();
  const original = page.getByLabel('Original image');
  await expect(original.getByTestId('fact-name')).toHaveText('landscape.jpg');
  await expect(original.getByTestId('fact-size')).toHaveText('11.2 KB');
  await expect(original.getByTestId('fact-format')).toHaveText('JPEG');
  await expect(original.getByTestId('fact-dimensions')).toHaveText('320 × 200');

  for (const format of FORMATS) {
    await chooseOption(page, 'Output format', format.label);
    await expect(page.getByRole('slider', { name: 'Quality' })).toHaveCount(format.lossy ? 1 : 0);
    const download = await convertAndDownload(page);
    expect(download.suggestedFilename()).toBe(`landscape.${format.ext}`);
    const bytes = await saved(download);
    expect(format.magic(bytes), `${format.label} magic bytes`).toBe(true);
    const decoded = await decodeInPage(page, bytes);
    expect([decoded.width, decoded.height]).toEqual([320, 200]);
    const result = page.getByLabel('Converted image');
    await expect(result.getByTestId('fact-dimensions')).toHaveText('320 × 200');
    await expect(result.getByTestId('fact-size')).toHaveText(
      bytes.length < 1024 ? `${bytes.length} bytes` : `${(bytes.length / 1024).toFixed(1)} KB`,
    );
    await expect(result.getByTestId('fact-change')).toHaveText(/^[+−]\d+\.\d%$/);
    await expect(result.getByTestId('fact-time')).toHaveText(/^\d+ ms$|^\d+\.\d\d s$/);
    await expect(page.getByTestId('out-of-date')).toHaveCount(0);
    await dismissToast(page);
  }
});

test('quality changes the JPEG; a changed option marks the result out of date', async ({ page }) => {
  await upload(page, await jpegFile());
  const low = page.getByRole('spinbutton', { name: 'Quality value' });
  await low.fill('10');
  const small = await saved(await convertAndDownload(page));
  await low.fill('100');
  await expect(page.getByTestId('out-of-date')).toHaveText('Out of date: press Convert');
  const large = await saved(await convertAndDownload(page));
  expect(small.length).toBeLessThan(large.length / 2);
});

test('transparency: PNG and WebP keep it, JPEG puts it on white', async ({ page }) => {
  await upload(page, { name: 'badge.png', mimeType: 'image/png', buffer: await image('badge.png') });
  await expect(page.getByLabel('Original image').getByTestId('fact-format')).toHaveText('PNG');
  const corner = { x: 0, y: 0 };
  for (const [label, alpha] of [
    ['PNG', 0],
    ['WebP', 0],
    ['GIF', 0],
    ['JPEG', 255],
  ] as const) {
    await chooseOption(page, 'Output format', label);
    const bytes = await saved(await convertAndDownload(page));
    const { pixel } = await decodeInPage(page, bytes, corner);
    expect(pixel[3], `${label} corner alpha`).toBe(alpha);
    if (label === 'JPEG') for (const channel of pixel.slice(0, 3)) expect(channel).toBeGreaterThan(245);
    await dismissToast(page);
  }
});

test('lossless WebP keeps every pixel of a PNG', async ({ page }) => {
  const png = await image('badge.png');
  await upload(page, { name: 'badge.png', mimeType: 'image/png', buffer: png });
  await chooseOption(page, 'Output format', 'WebP');
  await page.getByRole('switch', { name: 'Lossless' }).click();
  await expect(page.getByRole('slider', { name: 'Quality' })).toHaveCount(0);
  const webp = await saved(await convertAndDownload(page));
  const same = await page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]));
        const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = [await pixels(a), await pixels(b)];
      // Fully transparent pixels carry no colour: compare the visible ones.
      for (let i = 0; i < x.length; i += 4) {
        if (x[i + 3] !== y[i + 3]) return false;
        if (x[i + 3] && (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2])) return false;
      }
      return x.length === y.length;
    },
    [png.toString('base64'), webp.toString('base64')],
  );
  expect(same).toBe(true);
});

/** A two-frame GIF made with gifenc: the first frame red, the second blue. */
async function twoFrameGif(): Promise<Buffer> {
  // gifenc's CommonJS build, as Node loads it, puts its exports on `default`.
  const gifenc = (await import('gifenc')) as typeof import('gifenc') & { default?: typeof import('gifenc') };
  const { GIFEncoder } = gifenc.default ?? gifenc;
  const gif = GIFEncoder();
  const palette = [
    [255, 0, 0],
    [0, 0, 255],
  ];
  for (const colour of [0, 1]) gif.writeFrame(new Uint8Array(40 * 30).fill(colour), 40, 30, { palette, delay: 100 });
  gif.finish();
  return Buffer.from(gif.bytes());
}

test('reads WebP (cwebp), BMP (djpeg), AVIF and an animated GIF (its first frame) as input', async ({ page }) => {
  const photo = new URL('landscape.jpg', IMAGES).pathname;
  const webp = execFileSync('cwebp', ['-quiet', '-q', '80', photo, '-o', '-']);
  const bmp = execFileSync('djpeg', ['-bmp', photo]);
  await upload(page, await jpegFile());
  await chooseOption(page, 'Output format', 'AVIF');
  const avif = await saved(await convertAndDownload(page));
  await dismissToast(page);
  await chooseOption(page, 'Output format', 'PNG');
  for (const [name, mimeType, buffer, format, size] of [
    ['photo.webp', 'image/webp', webp, 'WebP', [320, 200]],
    ['photo.bmp', 'image/bmp', bmp, 'BMP', [320, 200]],
    ['photo.avif', 'image/avif', avif, 'AVIF', [320, 200]],
    ['frames.gif', 'image/gif', await twoFrameGif(), 'GIF', [40, 30]],
  ] as const) {
    await upload(page, { name, mimeType, buffer });
    await expect(page.getByLabel('Original image').getByTestId('fact-format')).toHaveText(format);
    const png = await saved(await convertAndDownload(page));
    const decoded = await decodeInPage(page, png, { x: 5, y: 5 });
    expect([decoded.width, decoded.height], name).toEqual(size);
    if (format === 'GIF') expect(decoded.pixel).toEqual([255, 0, 0, 255]);
    await dismissToast(page);
  }
});

/** The photo with an EXIF block saying 'rotate 90° clockwise to show' (orientation 6). */
async function rotatedJpeg(): Promise<Buffer> {
  const jpeg = await image('landscape.jpg');
  const tiff = Buffer.from('4d4d002a00000008' + '0001' + '011200030000000100060000' + '00000000', 'hex');
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, body.length + 2]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

test('honours EXIF orientation: a sideways photo comes out upright', async ({ page }) => {
  await upload(page, { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: await rotatedJpeg() });
  await chooseOption(page, 'Output format', 'PNG');
  const bytes = await saved(await convertAndDownload(page));
  const decoded = await decodeInPage(page, bytes);
  expect([decoded.width, decoded.height]).toEqual([200, 320]);
  await expect(page.getByLabel('Converted image').getByTestId('fact-dimensions')).toHaveText('200 × 320');
});

test('resizes with the aspect ratio kept, or to an exact size', async ({ page }) => {
  await upload(page, await jpegFile());
  await page.getByRole('switch', { name: 'Resize' }).click();
  const width = page.getByLabel('Width (px)');
  const height = page.getByLabel('Height (px)');
  await expect(width).toHaveValue('320');
  await expect(height).toHaveValue('200');
  await width.fill('160');
  await expect(height).toHaveValue('100');
  let bytes = await saved(await convertAndDownload(page));
  expect(await decodeInPage(page, bytes)).toMatchObject({ width: 160, height: 100 });
  await dismissToast(page);

  await page.getByRole('switch', { name: 'Keep aspect ratio' }).click();
  await height.fill('40');
  await expect(width).toHaveValue('160');
  bytes = await saved(await convertAndDownload(page));
  expect(await decodeInPage(page, bytes)).toMatchObject({ width: 160, height: 40 });

  await width.fill('0');
  await expect(page.getByText('Width and height must be whole numbers from 1 to 16384.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
});

/** A PNG of black and white pixels in a 1-pixel checkerboard, drawn by Chromium. */
async function checkerboard(page: Page, size: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (size) => {
    const canvas = new OffscreenCanvas(size, size);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#000';
    context.fillRect(0, 0, size, size);
    context.fillStyle = '#fff';
    for (let y = 0; y < size; y++) for (let x = (y + 1) % 2; x < size; x += 2) context.fillRect(x, y, 1, 1);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
  }, size);
  return Buffer.from(base64, 'base64');
}

test('resizes with Lanczos3 in linear light: a halved checkerboard is the grey of half the light', async ({ page }) => {
  await upload(page, { name: 'board.png', mimeType: 'image/png', buffer: await checkerboard(page, 64) });
  await chooseOption(page, 'Output format', 'PNG');
  await page.getByRole('switch', { name: 'Resize' }).click();
  await page.getByLabel('Width (px)').fill('32');
  await expect(page.getByLabel('Height (px)')).toHaveValue('32');
  const bytes = await saved(await convertAndDownload(page));
  const { width, height, pixel } = await decodeInPage(page, bytes, { x: 16, y: 16 });
  expect([width, height]).toEqual([32, 32]);
  // Averaging the sRGB values (what a canvas or createImageBitmap resize does) gives about 128; averaging
  // the light, as @jsquash/resize does, gives about 188.
  for (const channel of pixel.slice(0, 3)) expect(channel).toBeGreaterThan(170);
  for (const channel of pixel.slice(0, 3)) expect(channel).toBeLessThan(205);
});

test('PNG optimisation level: oxipng makes a smaller PNG with the same pixels; Off skips it', async ({ page }) => {
  await upload(page, await jpegFile());
  await expect(page.getByLabel('Optimisation level', { exact: true })).toHaveCount(0);
  await chooseOption(page, 'Output format', 'PNG');
  await expectChosen(page, 'Optimisation level', '1 (fast)');
  const optimised = await saved(await convertAndDownload(page));
  await dismissToast(page);
  await chooseOption(page, 'Optimisation level', 'Off');
  await expect(page.getByTestId('out-of-date')).toBeVisible();
  const plain = await saved(await convertAndDownload(page));
  await dismissToast(page);
  await chooseOption(page, 'Optimisation level', '6 (smallest, slowest)');
  const smallest = await saved(await convertAndDownload(page, 60_000));
  for (const png of [optimised, plain, smallest]) expect(FORMATS[1].magic(png)).toBe(true);
  expect(optimised.length).toBeLessThan(plain.length);
  expect(smallest.length).toBeLessThanOrEqual(optimised.length);
  const pixels = await page.evaluate(
    async (files) =>
      Promise.all(
        files.map(async (base64) => {
          const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]);
          const bitmap = await createImageBitmap(blob);
          const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
          return [bitmap.width, bitmap.height, Array.from(data).join()];
        }),
      ),
    [optimised, plain, smallest].map((b) => b.toString('base64')),
  );
  expect(pixels[0].slice(0, 2)).toEqual([320, 200]);
  expect(pixels[1]).toEqual(pixels[0]);
  expect(pixels[2]).toEqual(pixels[0]);
});

test('no drawing surface in the worker gives the spec’s canvas message, and the image stays', async ({ page }) => {
  // The image worker as served, with OffscreenCanvas's getContext giving no context (as when Chromium cannot
  // make a drawing surface), set before the worker's own code runs.
  await page.route(/image-converter\.worker[^/]*\.(js|ts)(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = `OffscreenCanvas.prototype.getContext = () => null;\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
  await upload(page, await jpegFile());
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectToast(page, 'Canvas context could not be created. Please try again.');
  await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0);
  await expect(page.getByLabel('Original image').getByTestId('fact-name')).toHaveText('landscape.jpg');
});

const svgFile = async (path: string, name: string) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: await readFile(new URL(`../node_modules/playwright-core/lib/vite/${path}`, import.meta.url)),
});

test('SVG: drawn at its own size, or sharp at the resize’s, then converted like any image', async ({ page }) => {
  await upload(page, await svgFile('traceViewer/playwright-logo.svg', 'logo.svg'));
  const original = page.getByLabel('Original image');
  await expect(original.getByTestId('fact-format')).toHaveText('SVG');
  await expect(original.getByTestId('fact-dimensions')).toHaveText('400 × 400');
  await chooseOption(page, 'Output format', 'PNG');
  let download = await convertAndDownload(page);
  expect(download.suggestedFilename()).toBe('logo.png');
  let bytes = await saved(download);
  expect(FORMATS[1].magic(bytes)).toBe(true);
  // The logo's corner is transparent; its centre is drawn.
  expect(await decodeInPage(page, bytes)).toMatchObject({ width: 400, height: 400, pixel: [0, 0, 0, 0] });
  expect((await decodeInPage(page, bytes, { x: 200, y: 200 })).pixel[3]).toBe(255);
  await dismissToast(page);

  await page.getByRole('switch', { name: 'Resize' }).click();
  await page.getByLabel('Width (px)').fill('1000');
  await expect(page.getByLabel('Height (px)')).toHaveValue('1000');
  bytes = await saved(await convertAndDownload(page));
  expect(await decodeInPage(page, bytes)).toMatchObject({ width: 1000, height: 1000 });

  // An SVG with only a viewBox (Firefox's logo, in units of 51,500), to JPEG: 4,096 pixels a side.
  await page.getByRole('button', { name: 'Clear' }).click();
  await upload(page, await svgFile('dashboard/assets/firefox-1bWoP6pv.svg', 'firefox.svg'));
  await expect(original.getByTestId('fact-dimensions')).toHaveText('4,096 × 4,096');
  await page.getByLabel('Width (px)').fill('512');
  await chooseOption(page, 'Output format', 'JPEG');
  download = await convertAndDownload(page);
  expect(download.suggestedFilename()).toBe('firefox.jpg');
  bytes = await saved(download);
  expect(FORMATS[0].magic(bytes)).toBe(true);
  expect(await decodeInPage(page, bytes)).toMatchObject({ width: 512, height: 512 });
});

test('SVG: refused past its limits, saying which: 10 MB of text, 64 megapixels drawn', async ({ page }) => {
  const svg = (attributes: string, padding = 0) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><!--${' '.repeat(padding)}--></svg>`);
  await upload(page, { name: 'long.svg', mimeType: 'image/svg+xml', buffer: svg('width="10"', 11 * 1024 * 1024) });
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectToast(page, 'SVG too large', 'This SVG is 11.0 MB; the limit for SVG files is 10 MB.');
  await dismissToast(page);
  await upload(page, { name: 'wide.svg', mimeType: 'image/svg+xml', buffer: svg('width="20000" height="10000"') });
  await expect(page.getByLabel('Original image').getByTestId('fact-dimensions')).toHaveText('20,000 × 10,000');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectToast(
    page,
    'Image too large',
    '20,000 × 10,000 pixels is 200.0 megapixels; the limit is 64 megapixels. Please resize it first.',
  );
});

test('SVG: a broken one gets the spec’s load message', async ({ page }) => {
  await upload(page, { name: 'broken.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg><path d="M0') });
  await expect(page.getByLabel('Original image').getByTestId('fact-format')).toHaveText('SVG');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectToast(page, 'Failed to load image. Please try again with a different image.');
});

test('a non-image file, a corrupt image and an empty file get the spec’s messages; Clear resets', async ({ page }) => {
  await upload(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, 'Please upload an image file.');
  await expect(page.getByRole('heading', { name: 'Original' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
  await dismissToast(page);

  for (const buffer of [
    Buffer.from('this is text, not a PNG'),
    Buffer.alloc(0),
    (await image('badge.png')).subarray(0, 300),
  ]) {
    await upload(page, { name: 'broken.png', mimeType: 'image/png', buffer });
    await expect(page.getByLabel('Original image').getByTestId('fact-name')).toHaveText('broken.png');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToast(page, 'Failed to load image. Please try again with a different image.');
    await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0);
    await dismissToast(page);
  }

  // A good image converts after the failures (the worker survived them), and Clear resets everything.
  await upload(page, await jpegFile());
  await convertAndDownload(page);
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('heading', { name: 'Original' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
});

test('a new image clears the previous result', async ({ page }) => {
  await upload(page, await jpegFile());
  await convertAndDownload(page);
  await upload(page, { name: 'badge.png', mimeType: 'image/png', buffer: await image('badge.png') });
  await expect(page.getByLabel('Original image').getByTestId('fact-name')).toHaveText('badge.png');
  await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0);
});

test('refuses a 100-megapixel image up front, naming the limit', async ({ page }) => {
  // A real PNG header declaring 10,000 × 10,000 pixels (the pixel data never matters: it is never decoded).
  const png = Buffer.from(await image('badge.png'));
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(10_000, 20);
  await upload(page, { name: 'huge.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectToast(
    page,
    'Image too large',
    '10,000 × 10,000 pixels is 100.0 megapixels; the limit is 64 megapixels. Please resize it first.',
  );
});

test('batch: converts several images across the pool, downloads each or all as a .zip', async ({ page }) => {
  await upload(
    page,
    await jpegFile(),
    { name: 'badge.png', mimeType: 'image/png', buffer: await image('badge.png') },
    { name: 'readme.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('no image here') },
    { name: 'landscape.png', mimeType: 'image/png', buffer: await image('badge.png') },
  );
  await expectToast(page, 'Please upload an image file.');
  await expect(page.getByRole('heading', { name: '4 images' })).toBeVisible();
  await chooseOption(page, 'Output format', 'WebP');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectToast(page, '3 of 4 images converted', 'The others say why in the list.');
  const items = page.getByTestId('batch-item');
  await expect(items.filter({ hasText: 'broken.png' })).toContainText(
    'Failed to load image. Please try again with a different image.',
  );
  await expect(items.and(page.locator('[data-status="done"]'))).toHaveCount(3);

  const one = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download badge.webp' }).click();
  expect((await one).suggestedFilename()).toBe('badge.webp');

  const all = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  const zip = await all;
  expect(zip.suggestedFilename()).toBe('images.zip');
  const path = await zip.path();
  expect(execFileSync('unzip', ['-tq', path], { encoding: 'utf8' })).toMatch(/No errors detected/);
  // Two images named landscape.* both become landscape.webp: the second is renamed, nothing is lost.
  expect(execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n')).toEqual([
    'landscape.webp',
    'badge.webp',
    'landscape (2).webp',
  ]);
  const webp = execFileSync('unzip', ['-p', path, 'landscape.webp']);
  expect(await decodeInPage(page, webp)).toMatchObject({ width: 320, height: 200 });
});

test('a 24-megapixel photo: progress while decoding and encoding, Cancel stops it, then it converts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await makeTestPhoto(page, 6000, 4000);
  await dropTestPhoto(page);
  await expect(page.getByLabel('Original image').getByTestId('fact-dimensions')).toHaveText('6,000 × 4,000');
  await chooseOption(page, 'Output format', 'AVIF');
  await page.getByRole('button', { name: 'Convert' }).click();
  // AVIF takes seconds on 24 megapixels: the bar moves on to encoding, and Cancel stops it.
  await expect(page.getByRole('progressbar', { name: 'Encoding' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel converting' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0);
  // The image stays, and converts after all (the pool replaced the worker stuck in its encode).
  await chooseOption(page, 'Output format', 'WebP');
  const bytes = await saved(await convertAndDownload(page, 60_000));
  expect(await decodeInPage(page, bytes)).toMatchObject({ width: 6000, height: 4000 });
  await expect(page.getByLabel('Converted image').getByTestId('fact-dimensions')).toHaveText('6,000 × 4,000');
});

test('before/after view: the split follows the slider, and Actual pixels shows the images 1:1', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await upload(page, await jpegFile());
  await chooseOption(page, 'Output format', 'GIF');
  await convertAndDownload(page);
  const after = page.getByAltText('Converted, right of the split');
  const before = page.getByAltText('Original, left of the split');
  await expect(after).toHaveCSS('clip-path', 'inset(0px 0px 0px 50%)');
  await page.getByRole('slider', { name: 'Split between original and converted' }).fill('20');
  await expect(after).toHaveCSS('clip-path', 'inset(0px 0px 0px 20%)');
  // On a narrow screen the 320-pixel photo is scaled down to fit, until Actual pixels shows it 1:1.
  expect((await before.boundingBox())!.width).toBeLessThan(320);
  await page.getByRole('switch', { name: 'Actual pixels' }).click();
  await expect.poll(async () => (await before.boundingBox())!.width).toBe(320);
  expect((await after.boundingBox())!.width).toBe(320);
});

test('a cancelled batch: every image says Cancelled, none is lost, and the batch converts again', async ({ page }) => {
  test.setTimeout(120_000);
  await makeTestPhoto(page, 3000, 2000);
  await dropTestPhoto(page, 3);
  await expect(page.getByRole('heading', { name: '3 images' })).toBeVisible();
  await chooseOption(page, 'Output format', 'AVIF');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('progressbar', { name: 'Converting 3 images' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Converting big.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel converting' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
  const items = page.getByTestId('batch-item');
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) await expect(item).toContainText('Cancelled');
  await chooseOption(page, 'Output format', 'JPEG');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(items.and(page.locator('[data-status="done"]'))).toHaveCount(3, { timeout: 60_000 });
  await expectToast(page, 'Image converted successfully!');
  await expect(page.getByRole('button', { name: 'Download big 3.jpg' })).toBeVisible();
});

test('an enlargement past the 64-megapixel limit is refused with the same message', async ({ page }) => {
  await upload(page, await jpegFile());
  await page.getByRole('switch', { name: 'Resize' }).click();
  await page.getByLabel('Width (px)').fill('16000');
  await expect(page.getByLabel('Height (px)')).toHaveValue('10000');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectToast(
    page,
    'Image too large',
    '16,000 × 10,000 pixels is 160.0 megapixels; the limit is 64 megapixels. Please resize it first.',
  );
});

test('every control shown with a result, PNG options and resize on passes axe', async ({ page }) => {
  await upload(page, await svgFile('traceViewer/playwright-logo.svg', 'logo.svg'));
  await chooseOption(page, 'Output format', 'PNG');
  await page.getByRole('switch', { name: 'Resize' }).click();
  await page.getByLabel('Width (px)').fill('100');
  await convertAndDownload(page);
  await expect(page.getByLabel('Optimisation level', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
