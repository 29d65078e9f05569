import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption, expectChosen, select } from '../../../tests/select';
import { expectToast } from '../../../tests/toasts';
import { seriousViolations } from '../../../tests/axe';
import { dropTestPhoto, makeTestPhoto } from '../../../tests/big-image';

const IMAGES = new URL('../../../tests/images/', import.meta.url);
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
async function convertAndDownload(page: Page): Promise<Download> {
  await page.getByRole('button', { name: 'Convert' }).click();
  // A codec's first use fetches and compiles its WebAssembly in the worker (AVIF's took over 5 s on a loaded CI run).
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible({ timeout: 15_000 });
  await expectToast(page, 'Image converted successfully!');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expectToast(page, 'Image downloaded!');
  return download;
}

/** Chooses the output format in two clicks (chooseOption checks more, at three more waits a format). */
async function pickFormat(page: Page, label: string) {
  await select(page, 'Output format').click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function openConverter(page: Page) {
  await page.goto('/tools/image-converter');
  await expect(page.getByRole('heading', { name: 'Image Converter' })).toBeVisible();
}

// Every test encodes several images with WebAssembly codecs: slow on a loaded machine.
test.describe.configure({ timeout: 90_000 });

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

/** The photo with an EXIF block saying 'rotate 90° clockwise to show' (orientation 6). */
async function rotatedJpeg(): Promise<Buffer> {
  const jpeg = await image('landscape.jpg');
  const tiff = Buffer.from('4d4d002a00000008' + '0001' + '011200030000000100060000' + '00000000', 'hex');
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, body.length + 2]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

const svgFile = async (path: string, name: string) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: await readFile(new URL(`../../../node_modules/playwright-core/lib/vite/${path}`, import.meta.url)),
});

/**
 * The small photo (320 × 200, 11 KB) shows every codec at work in the worker as well as a big one would: the time
 * goes to loading each codec, not to its pixels. Size and progress are the 4-megapixel test's.
 */
test('a small photo to every format; SVG, other formats and EXIF read in a batch; the spec’s refusals', async ({
  page,
}) => {
  await openConverter(page);
  await test.step('starts with no image, saying the images stay on the device', async () => {
    await expect(page.getByText('Your images are converted on your device and never uploaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
    await expectChosen(page, 'Output format', 'JPEG');
    await expect(page.getByRole('slider', { name: 'Quality' })).toHaveValue('90');
    await expect(page.getByRole('heading', { name: 'Original' })).toHaveCount(0);
  });

  const encoded: Record<string, Buffer> = {};
  await test.step('every format, each codec in the worker: named base + new extension, real files of the same size', async () => {
    await upload(page, await jpegFile());
    await expect(page.getByRole('heading', { name: 'Original' })).toBeVisible();
    await expect(page.getByAltText('Original: landscape.jpg')).toBeVisible();
    const original = page.getByLabel('Original image');
    await expect(original.getByTestId('fact-name')).toHaveText('landscape.jpg');
    await expect(original.getByTestId('fact-size')).toHaveText('11.2 KB');
    await expect(original.getByTestId('fact-format')).toHaveText('JPEG');
    await expect(original.getByTestId('fact-dimensions')).toHaveText('320 × 200');

    for (const format of FORMATS) {
      await pickFormat(page, format.label);
      await expect(page.getByRole('slider', { name: 'Quality' })).toHaveCount(format.lossy ? 1 : 0);
      const download = await convertAndDownload(page);
      expect(download.suggestedFilename()).toBe(`landscape.${format.ext}`);
      const bytes = await saved(download);
      encoded[format.label] = bytes;
      expect(format.magic(bytes), `${format.label} magic bytes`).toBe(true);
      const decoded = await decodeInPage(page, bytes);
      expect([decoded.width, decoded.height]).toEqual([320, 200]);
      const result = page.getByLabel('Converted image');
      await expect(result.getByTestId('fact-size')).toHaveText(
        bytes.length < 1024 ? `${bytes.length} bytes` : `${(bytes.length / 1024).toFixed(1)} KB`,
      );
      await expect(page.getByTestId('out-of-date')).toHaveCount(0);
      if (format.label === 'JPEG') {
        // The result's facts are the same code for every format: checked once.
        await expect(result.getByTestId('fact-dimensions')).toHaveText('320 × 200');
        await expect(result.getByTestId('fact-change')).toHaveText(/^[+−]\d+\.\d%$/);
        await expect(result.getByTestId('fact-time')).toHaveText(/^\d+ ms$|^\d+\.\d\d s$/);
        // A changed option marks the result out of date until Convert.
        await page.getByRole('spinbutton', { name: 'Quality value' }).fill('50');
        await expect(page.getByTestId('out-of-date')).toHaveText('Out of date: press Convert');
      }
    }
  });

  await test.step('before/after view: the split follows the slider, and Actual pixels shows the images 1:1', async () => {
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 800 });
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
    await page.setViewportSize(viewport);
  });

  await test.step('a batch across the pool reads WebP (cwebp), BMP (djpeg), AVIF, an animated GIF (its first frame) and EXIF orientation; refuses a non-image, says why a broken one fails; each or all as a .zip', async () => {
    // After the failures: the worker survived them.
    const photo = new URL('landscape.jpg', IMAGES).pathname;
    const read = [
      ['landscape.jpg', 'image/jpeg', await image('landscape.jpg'), 'JPEG'],
      ['photo.webp', 'image/webp', execFileSync('cwebp', ['-quiet', '-q', '80', photo, '-o', '-']), 'WebP'],
      ['photo.bmp', 'image/bmp', execFileSync('djpeg', ['-bmp', photo]), 'BMP'],
      ['photo.avif', 'image/avif', encoded.AVIF, 'AVIF'],
      ['frames.gif', 'image/gif', await twoFrameGif(), 'GIF'],
      ['phone.jpg', 'image/jpeg', await rotatedJpeg(), 'JPEG'],
      // An SVG is drawn on the page at its own size, transparent where it draws nothing.
      ['logo.svg', 'image/svg+xml', (await svgFile('traceViewer/playwright-logo.svg', 'logo.svg')).buffer, 'SVG'],
      ['broken.png', 'image/png', (await image('badge.png')).subarray(0, 300), 'PNG'],
      ['empty.png', 'image/png', Buffer.alloc(0), 'PNG'],
      ['broken.svg', 'image/svg+xml', Buffer.from('<svg><path d="M0'), 'SVG'],
    ] as const;
    await upload(page, ...read.map(([name, mimeType, buffer]) => ({ name, mimeType, buffer })), {
      name: 'readme.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expectToast(page, 'Please upload an image file.');
    await expect(page.getByRole('heading', { name: '10 images' })).toBeVisible();
    const items = page.getByTestId('batch-item');
    for (const [name, , , format] of read) await expect(items.filter({ hasText: name })).toContainText(format);
    await chooseOption(page, 'Output format', 'PNG');
    await chooseOption(page, 'Optimisation level', 'Off');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToast(page, '7 of 10 images converted', 'The others say why in the list.');
    // A truncated PNG, an empty file and a broken SVG: the spec's words for each.
    for (const name of ['broken.png', 'empty.png', 'broken.svg'])
      await expect(items.filter({ hasText: name })).toContainText(
        'Failed to load image. Please try again with a different image.',
      );
    await expect(items.and(page.locator('[data-status="done"]'))).toHaveCount(7);

    // 'Rotate 90° clockwise to show': a sideways photo comes out upright.
    const one = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download phone.png' }).click();
    expect((await one).suggestedFilename()).toBe('phone.png');
    expect(await decodeInPage(page, await saved(await one))).toMatchObject({ width: 200, height: 320 });

    const all = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all (.zip)' }).click();
    const zip = await all;
    expect(zip.suggestedFilename()).toBe('images.zip');
    const path = await zip.path();
    expect(execFileSync('unzip', ['-tq', path], { encoding: 'utf8' })).toMatch(/No errors detected/);
    // Three images named photo.* all become photo.png: the others are renamed, nothing is lost.
    const sizes = {
      'landscape.png': [320, 200],
      'photo.png': [320, 200],
      'photo (2).png': [320, 200],
      'photo (3).png': [320, 200],
      'frames.png': [40, 30],
      'phone.png': [200, 320],
      'logo.png': [400, 400],
    };
    expect(execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n')).toEqual(Object.keys(sizes));
    for (const [name, [width, height]] of Object.entries(sizes)) {
      const png = execFileSync('unzip', ['-p', path, name]);
      expect(FORMATS[1].magic(png), name).toBe(true);
      const decoded = await decodeInPage(page, png, { x: 5, y: 5 });
      expect([decoded.width, decoded.height], name).toEqual([width, height]);
      // An animated GIF gives its first frame, the red one.
      if (name === 'frames.png') expect(decoded.pixel).toEqual([255, 0, 0, 255]);
    }
    // The logo's corner is transparent; its centre is drawn.
    const logo = execFileSync('unzip', ['-p', path, 'logo.png']);
    expect((await decodeInPage(page, logo)).pixel).toEqual([0, 0, 0, 0]);
    expect((await decodeInPage(page, logo, { x: 200, y: 200 })).pixel[3]).toBe(255);
  });
});

test('SVG sharp at a resize, the 64-megapixel limit; a 4-megapixel photo: progress while encoding and Cancel, alone and in a batch that then converts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openConverter(page);
  await test.step('SVG: drawn sharp at the resize’s size; refused past 64 megapixels; passes axe', async () => {
    await upload(page, await svgFile('traceViewer/playwright-logo.svg', 'logo.svg'));
    const original = page.getByLabel('Original image');
    await expect(original.getByTestId('fact-format')).toHaveText('SVG');
    await expect(original.getByTestId('fact-dimensions')).toHaveText('400 × 400');
    await page.getByRole('switch', { name: 'Resize' }).click();
    await expect(page.getByLabel('Height (px)')).toHaveValue('400');
    await page.getByLabel('Width (px)').fill('1000');
    await expect(page.getByLabel('Height (px)')).toHaveValue('1000');
    await chooseOption(page, 'Output format', 'PNG');
    await expectChosen(page, 'Optimisation level', '1 (fast)');
    const download = await convertAndDownload(page);
    expect(download.suggestedFilename()).toBe('logo.png');
    const bytes = await saved(download);
    expect(FORMATS[1].magic(bytes)).toBe(true);
    expect(await decodeInPage(page, bytes)).toMatchObject({ width: 1000, height: 1000 });
    // Every control shown: a result, PNG options, resize on.
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('switch', { name: 'Resize' }).click();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="10000"></svg>');
    await upload(page, { name: 'wide.svg', mimeType: 'image/svg+xml', buffer: svg });
    await expect(original.getByTestId('fact-dimensions')).toHaveText('20,000 × 10,000');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToast(
      page,
      'Image too large',
      '20,000 × 10,000 pixels is 200.0 megapixels; the limit is 64 megapixels. Please resize it first.',
    );
  });

  await test.step('an enlargement past the 64-megapixel limit is refused; Clear resets', async () => {
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
    await page.getByRole('switch', { name: 'Resize' }).click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('heading', { name: 'Original' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Convert' })).toBeDisabled();
  });
  await makeTestPhoto(page, 2400, 1600);

  await test.step('one photo: the bar moves on to encoding, and Cancel stops it; the image stays', async () => {
    await dropTestPhoto(page);
    await expect(page.getByLabel('Original image').getByTestId('fact-dimensions')).toHaveText('2,400 × 1,600');
    await chooseOption(page, 'Output format', 'AVIF');
    await page.getByRole('button', { name: 'Convert' }).click();
    // AVIF takes seconds on 4 megapixels: the bar moves on to encoding, and Cancel stops it.
    await expect(page.getByRole('progressbar', { name: 'Encoding' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel converting' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0);
    // The image stays; the batch below converts after its Cancel (the pool replaced the workers stuck in their encode).
    await expect(page.getByLabel('Original image').getByTestId('fact-dimensions')).toHaveText('2,400 × 1,600');
  });

  await test.step('a cancelled batch: every image says Cancelled, none is lost, and the batch converts again', async () => {
    await page.getByRole('button', { name: 'Clear' }).click();
    await dropTestPhoto(page, 2);
    await expect(page.getByRole('heading', { name: '2 images' })).toBeVisible();
    await chooseOption(page, 'Output format', 'AVIF');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByRole('progressbar', { name: 'Converting 2 images' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Converting big.jpg' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel converting' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
    const items = page.getByTestId('batch-item');
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) await expect(item).toContainText('Cancelled');
    await chooseOption(page, 'Output format', 'JPEG');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(items.and(page.locator('[data-status="done"]'))).toHaveCount(2, { timeout: 60_000 });
    await expectToast(page, 'Image converted successfully!');
    await expect(page.getByRole('button', { name: 'Download big 2.jpg' })).toBeVisible();
  });
});

test('thumbnails of the original and the result; a transparent PNG to JPEG warns and goes on the chosen background', async ({
  page,
}) => {
  const badge = { name: 'badge.png', mimeType: 'image/png', buffer: await image('badge.png') };
  // The badge's corner is transparent: JPEG has to put something there.
  expect((await openConverterAndDecode(page, badge.buffer)).pixel[3]).toBe(0);
  const warning = page.getByText('JPEG has no transparency');
  const background = page.getByLabel('Background color');

  await test.step('one image: the original and, once converted, the result as thumbnails', async () => {
    await upload(page, badge);
    await expect(page.getByRole('img', { name: 'Original: badge.png' })).toBeVisible();
    await pickFormat(page, 'JPEG');
    await expect(warning).toBeVisible();
    await expect(background).toHaveValue('#ffffff');
    await background.fill('#336699');
    const jpeg = await saved(await convertAndDownload(page));
    await expect(page.getByRole('img', { name: 'Result: badge.jpg' })).toBeVisible();
    const corner = (await decodeInPage(page, jpeg)).pixel;
    const chosen = [0x33, 0x66, 0x99, 255];
    corner.forEach((channel, i) => expect(Math.abs(channel - chosen[i]), `channel ${i}`).toBeLessThanOrEqual(3));
  });

  await test.step('an opaque photo gives no warning; in a batch each row shows both thumbnails', async () => {
    await page.getByRole('button', { name: 'Clear' }).click();
    await upload(page, await jpegFile());
    await expect(warning).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear' }).click();
    await upload(page, badge, await jpegFile());
    await expect(warning).toBeVisible();
    await page.getByRole('button', { name: 'Convert' }).click();
    await expectToast(page, 'Image converted successfully!');
    for (const name of ['badge', 'landscape']) {
      const row = page.getByTestId('batch-item').filter({ hasText: `${name}.` });
      await expect(row.getByRole('img', { name: /^Original: / })).toBeVisible();
      await expect(row.getByRole('img', { name: `Result: ${name}.jpg` })).toBeVisible();
    }
  });
});

/** Opens the converter and decodes an image in it, as Chromium reads it. */
async function openConverterAndDecode(page: Page, bytes: Buffer) {
  await openConverter(page);
  return decodeInPage(page, bytes);
}
