import { editorValue, expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption } from '../../../tests/select';

// Parsing, the round trip, the fallbacks and the edits are unit tests (src/tools/css-gradient-generator/core); this
// is the editor as a person uses it, and the browser reading the CSS it writes.
test('a stop moved with the keys, then OKLCH: the CSS keeps its fallbacks and the preview shows the OKLCH gradient', async ({
  page,
}) => {
  await page.goto('/tools/css-gradient-generator');
  const css = page.getByRole('textbox', { name: 'CSS', exact: true });
  await expectEditorValue(css, /linear-gradient\(90deg, #3b82f6 0%, #ec4899 100%\)/);

  const stop = page.getByRole('slider', { name: 'Stop 2 position' });
  await stop.focus();
  await stop.press('PageDown');
  await stop.press('ArrowLeft');
  await stop.press('ArrowLeft');
  await expect(stop).toHaveAttribute('aria-valuenow', '88');
  await expect(page.getByRole('spinbutton', { name: 'Position of stop 2 (%)' })).toHaveValue('88');

  await chooseOption(page, 'Interpolation', 'OKLCH');
  const srgb = 'linear-gradient(90deg, #3b82f6 0%, #ec4899 88%)';
  const oklch = 'linear-gradient(in oklch 90deg, #3b82f6 0%, #ec4899 88%)';
  await expectEditorValue(
    css,
    new RegExp(
      `^background-color: #[0-9a-f]{6};\\nbackground-image: ${escape(srgb)};\\nbackground-image: ${escape(oklch)};\\n$`,
    ),
  );
  expect(await editorValue(page.getByRole('textbox', { name: 'Gradient', exact: true }))).toBe(oklch);

  // The preview's computed background-image is the OKLCH declaration's, as the browser reads it.
  const [shown, expected] = await page.getByTestId('gradient-preview').evaluate((preview, text) => {
    const probe = document.createElement('div');
    probe.style.backgroundImage = text;
    document.body.append(probe);
    const read = getComputedStyle(probe).backgroundImage;
    probe.remove();
    return [getComputedStyle(preview).backgroundImage, read];
  }, oklch);
  expect(expected).toContain('in oklch');
  expect(shown).toBe(expected);
});

const escape = (text: string) => text.replace(/[()]/g, '\\$&');
