import { expectLiveThenWorker, readLongText } from '../../../tests/codec-helpers';
import { expect, test } from '../../../tests/fixtures';
import { expectToast } from '../../../tests/toasts';

// Percent escapes, '+' as space, the malformed-escape message and batch lines are proven in
// src/tools/url-encoding/core's unit tests, and the kit's examples test runs its examples on this page.
test('batch decoding of a long real file runs in the worker and lists the lines that fail', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/tools/url-decoder');
  await expect(page.getByRole('heading', { name: 'URL Decoder' })).toBeVisible();
  const lines = (await readLongText()).split('\n').map((line) => encodeURIComponent(line.trim()));
  lines[41] = '%E0%A4%A';
  await page.getByRole('switch', { name: 'Batch mode' }).click();
  const decoded = lines.map((line, i) => (i === 41 ? line : decodeURIComponent(line))).join('\n');
  await expectLiveThenWorker(page, {
    input: 'URLs to decode (one per line)',
    output: 'Decoded',
    action: 'Decode',
    short: ['a%20b\nc%26d', 'a b\nc&d'],
    long: [lines.join('\n'), decoded],
  });
  await expectToast(
    page,
    'Unable to decode some URLs. Make sure they contain valid URL encoded characters.',
    'Line 42 left unchanged.',
  );
  await expect(page.getByRole('main').getByText('Line 42 left unchanged.', { exact: true })).toBeVisible();
});
