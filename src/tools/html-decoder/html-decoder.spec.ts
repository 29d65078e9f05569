import { encodeHtml } from '../html-entities/core';
import { testLiveThenWorker } from '../../../tests/codec-helpers';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';

// The entities themselves and the blank-input message are proven in src/tools/html-entities/core' unit tests, and
// the kit's examples test runs its example on this page.
test.beforeEach(async ({ page }) => {
  await page.goto('/tools/html-decoder');
  await expect(page.getByRole('heading', { name: 'HTML Decoder' })).toBeVisible();
});

testLiveThenWorker(
  (text) => ({
    input: 'HTML entities to decode',
    output: 'Decoded text',
    action: 'Decode',
    short: ['&lt;b&gt;', '<b>'],
    long: [encodeHtml(text, { nonAscii: true }), text],
  }),
  async (page) => {
    await test.step('decoded markup is shown as text, never rendered', async () => {
      // Pasted over all of the long text: fill would replace only the lines the editor has drawn.
      await pasteInto(
        page.getByRole('textbox', { name: 'HTML entities to decode', exact: true }),
        '&lt;img src=x onerror=&quot;window.pwned=1&quot;&gt;&lt;b id=&quot;bold&quot;&gt;hi&lt;/b&gt;',
      );
      await expectEditorValue(
        page.getByRole('textbox', { name: 'Decoded text', exact: true }),
        '<img src=x onerror="window.pwned=1"><b id="bold">hi</b>',
      );
      await expect(page.locator('#bold')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    });
  },
);
