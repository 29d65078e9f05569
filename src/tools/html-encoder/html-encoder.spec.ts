import { encodeHtml } from '../src/core/tools/html-entities';
import { testLiveThenWorker } from './codec-helpers';
import { expect, test } from './fixtures';

// The entities themselves and the blank-input message are proven in src/core/tools/html-entities' unit tests, and
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
