import { testLiveThenWorker } from '../../../tests/codec-helpers';
import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';

// The encodings themselves (modes, '+' for spaces, batch lines) are proven in src/tools/url-encoding/core's unit
// tests, and the kit's examples test runs its examples on this page.
test.beforeEach(async ({ page }) => {
  await page.goto('/tools/url-encoder');
  await expect(page.getByRole('heading', { name: 'URL Encoder' })).toBeVisible();
});

testLiveThenWorker(
  (text) => ({
    input: 'Text to encode',
    output: 'Encoded',
    action: 'Encode',
    short: ['a b&c', 'a%20b%26c'],
    long: [text, encodeURIComponent(text)],
  }),
  async (page) => {
    await test.step("the kit's Clear empties both sides", async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await expectEditorValue(page.getByRole('textbox', { name: 'Text to encode', exact: true }), '');
      await expectEditorValue(page.getByRole('textbox', { name: 'Encoded', exact: true }), '');
    });
  },
);
