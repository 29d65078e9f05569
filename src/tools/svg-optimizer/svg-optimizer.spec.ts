import { readFile } from 'node:fs/promises';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab } from '../../../tests/format-minify-validate';

const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <rect width="10" height="10" fill="#ff0000" onclick="alert(3)"/>
</svg>`;

test('a real SVG file is optimised with its bytes saved and drawn before and after; scripts removed; a fault placed', async ({
  page,
}) => {
  await page.goto('/tools/svg-optimizer');
  const output = page.getByRole('textbox', { name: 'Optimised SVG', exact: true });

  await test.step('an Inkscape icon opened as a file: smaller, the note says by how much', async () => {
    const icon = await readFile(
      new URL('../../../tests/images/svg/preferences-system-parental-controls-symbolic.svg', import.meta.url),
    );
    await page.getByTestId('file-input').setInputFiles({ name: 'icon.svg', mimeType: 'image/svg+xml', buffer: icon });
    await expectEditorValue(
      output,
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="16.01" height="16.014"><title>/,
      15_000,
    );
    await expect(page.getByTestId('output-note')).toHaveText(/^10\.1 KB → [\d.]+ (KB|bytes): [4-9]\d\.\d% saved$/);
  });

  await test.step('Preview draws both as images from blob: URLs', async () => {
    await tab(page, 'Preview').click();
    for (const which of ['Before', 'After']) {
      const image = page.getByRole('img', { name: `${which} optimisation, drawn as an image (no script runs)` });
      await expect(image).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  await test.step('with "Remove scripts…" on, handlers, scripts and outside references are gone', async () => {
    await tab(page, 'Optimised SVG').click();
    await page.getByRole('switch', { name: /Remove scripts, event handlers and external references/ }).click();
    await pasteInto(page.getByRole('textbox', { name: 'SVG input', exact: true }), HOSTILE);
    await expectEditorValue(
      output,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image width="1" height="1"/><path fill="red" d="M0 0h10v10H0z"/></svg>',
      15_000,
    );
  });

  await test.step("a malformed SVG: svgo's reason at its line and column", async () => {
    await pasteInto(page.getByRole('textbox', { name: 'SVG input', exact: true }), '<svg>\n  <rect width=10/>\n</svg>');
    await expect(fieldError(page)).toHaveText('Invalid SVG: Unquoted attribute value at line 2, column 15', {
      timeout: 15_000,
    });
  });
});
