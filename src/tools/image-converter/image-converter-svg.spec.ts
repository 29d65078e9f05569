import { readdir, readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption } from '../../../tests/select';
import { expectToast } from '../../../tests/toasts';

const svg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/svg+xml', buffer });

/** A real SVG from an installed package: Playwright's Safari icon, whose gradients' filters are styled by a <style>. */
async function safariIcon() {
  const folder = new URL('../../../node_modules/playwright-core/lib/vite/dashboard/assets/', import.meta.url);
  const name = (await readdir(folder)).find((file) => /^safari-.*\.svg$/.test(file))!;
  return svg('safari.svg', await readFile(new URL(name, folder)));
}

/** Event attributes and a <style> that paints the square red: drawn as an image, the style applies and nothing runs. */
const styled = svg(
  'styled.svg',
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><style>rect { fill: #f00 }</style>' +
      '<rect width="40" height="20" fill="#00f" onclick="alert(2)"/><script>alert(3)</script></svg>',
  ),
);

/** A draw.io export: its labels are HTML in foreignObject, with SVG text as each <switch>'s fallback. */
const drawio = async () =>
  svg('flowchart.svg', await readFile(new URL('../../../tests/images/drawio-flowchart.svg', import.meta.url)));

/** Converts the image on screen to PNG and decodes the download in the page: its size and the RGBA at each point. */
async function convertToPng(page: Page, points: { x: number; y: number }[]) {
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectToast(page, 'Image converted successfully!');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const bytes = await readFile(await (await download).path());
  return page.evaluate(
    async ({ base64, points }) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const at = ({ x, y }: { x: number; y: number }) =>
        Array.from(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));
      // The 'Start' label's box: how many of its pixels are drawn dark (its text).
      let dark = 0;
      for (let y = 22; y < 38; y++) for (let x = 100; x < 140; x++) if (at({ x, y })[0] < 128) dark++;
      return { width: bitmap.width, height: bitmap.height, pixels: points.map(at), dark };
    },
    { base64: bytes.toString('base64'), points },
  );
}

test('SVGs with <style>, event attributes and draw.io’s foreignObject convert, with no policy violation', async ({
  page,
}) => {
  await page.goto('/tools/image-converter');
  await chooseOption(page, 'Output format', 'PNG');
  await chooseOption(page, 'Optimisation level', 'Off');
  const input = page.getByTestId('file-input');

  await test.step('a real SVG with a <style>, and one with event attributes: drawn with their style, no violation (the fixture checks)', async () => {
    await input.setInputFiles(await safariIcon());
    await expect(page.getByLabel('Original image').getByTestId('fact-dimensions')).toHaveText('135 × 135');
    expect(await convertToPng(page, [])).toMatchObject({ width: 135, height: 135 });

    await input.setInputFiles(styled);
    const { pixels } = await convertToPng(page, [{ x: 20, y: 10 }]);
    expect(pixels).toEqual([[255, 0, 0, 255]]);
    await expect(page.getByTestId('result-notice')).toHaveCount(0);
  });

  await test.step('draw.io: converted without its HTML, drawing its fallback text, and says so', async () => {
    await input.setInputFiles(await drawio());
    await expect(page.getByLabel('Original image').getByTestId('fact-dimensions')).toHaveText('241 × 201');
    const result = await convertToPng(page, [
      { x: 70, y: 50 }, // inside the 'Start' box
      { x: 70, y: 190 }, // inside the 'Done' box
      { x: 5, y: 100 }, // outside both: transparent
    ]);
    expect(result).toMatchObject({
      width: 241,
      height: 201,
      pixels: [
        [0xda, 0xe8, 0xfc, 255],
        [0xd5, 0xe8, 0xd4, 255],
        [0, 0, 0, 0],
      ],
    });
    expect(result.dark, 'the fallback <text> “Start” is drawn').toBeGreaterThan(10);
    await expect(page.getByTestId('result-notice')).toHaveText(
      'This SVG embeds HTML (foreignObject), which cannot be converted in the browser: it was converted without it, ' +
        'showing the SVG’s own fallback where it has one.',
    );
  });
});
