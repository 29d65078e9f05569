import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';

/** Four solid blocks side by side, 100 × 10 pixels: 40% red, 30% blue, 20% yellow and 10% near-black, as a PNG. */
const BLOCKS = [
  ['#dc283c', 40],
  ['#1e78c8', 30],
  ['#fad228', 20],
  ['#141414', 10],
] as const;

// The clustering, the scale and the exports are unit tests (src/tools/color-palette-generator/core); this is the
// image path through the worker and the page around it.
test('an uploaded image gives its colors and shares, exported as a Tailwind v4 theme, one becoming the base', async ({
  page,
}) => {
  await page.goto('/tools/color-palette-generator');
  const png = await page.evaluate(async (blocks) => {
    const canvas = new OffscreenCanvas(100, 10);
    const context = canvas.getContext('2d')!;
    let x = 0;
    for (const [colour, width] of blocks) {
      context.fillStyle = colour;
      context.fillRect(x, 0, width, 10);
      x += width;
    }
    return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())];
  }, BLOCKS);
  await page
    .getByTestId('file-input')
    .last()
    .setInputFiles({ name: 'blocks.png', mimeType: 'image/png', buffer: Buffer.from(png) });

  const palette = page.getByTestId('image-palette');
  await expect(palette.getByRole('heading')).toHaveText('4 colors from blocks.png');
  const swatches = palette.getByRole('button', { name: /^Copy \d/ });
  await expect(swatches).toHaveText(BLOCKS.map(([hex, share]) => new RegExp(`^Copy ${share}\\.0%${hex}`)));

  const theme = page.getByRole('textbox', { name: 'Export of the extracted palette (Tailwind v4)' });
  await expectEditorValue(theme, /^@theme \{\n {2}--color-brand-1: oklch\([^)]+\);\n(.+\n){3}\}\n$/);

  await palette.getByRole('button', { name: 'Use #1e78c8 as the base color' }).click();
  await expect(page.getByRole('textbox', { name: 'Base color', exact: true })).toHaveValue('#1e78c8');
  await expect(page.getByTestId('palette-scale').getByRole('button', { name: /^Copy \d+.*#1e78c8/ })).toBeVisible();
});
