import { pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab } from '../../../tests/format-minify-validate';
import { kitField } from '../../../tests/kit';

test('escapes as you type, and names a bad escape with its line and column', async ({ page }) => {
  await page.goto('/tools/string-escaper');
  await pasteInto(kitField(page, 'Text'), 'Say "hi"\n');
  await expect(kitField(page, 'Escaped')).toHaveText('Say \\"hi\\"\\n', { timeout: 15_000 });

  await tab(page, 'Unescape').click();
  await pasteInto(kitField(page, 'Text'), 'ok\\n\n  \\q');
  await expect(fieldError(page)).toHaveText('Invalid escape: \\q is not an escape in JSON (line 2, column 3)', {
    timeout: 15_000,
  });
});
