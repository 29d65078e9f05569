import { encodeHtml } from '../html-entities/core';
import { testLiveThenWorker } from '../../../tests/codec-helpers';
import { expect, test } from '../../../tests/fixtures';

// The entities themselves and the blank-input message are proven in src/tools/html-entities/core' unit tests, and
// the kit's examples test runs its examples (non-ASCII too) on this page.
test.beforeEach(async ({ page }) => {
  await page.goto('/tools/html-encoder');
  await expect(page.getByRole('heading', { name: 'HTML Encoder' })).toBeVisible();
});

testLiveThenWorker((text) => ({
  input: 'HTML to encode',
  output: 'Encoded HTML',
  action: 'Encode',
  short: ['<b>', '&lt;b&gt;'],
  long: [text, encodeHtml(text)],
}));
