import { readFile } from 'node:fs/promises';
import { copyAndCheck, expectToast } from './codec-helpers';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/base64-encoder');
  await expect(page.getByRole('heading', { name: 'Base64 Encoder' })).toBeVisible();
});

test('encodes UTF-8 text, follows the options and copies the result', async ({ page }) => {
  const input = page.getByLabel('Text to encode');
  const encode = page.getByRole('button', { name: 'Encode', exact: true });
  const output = page.getByLabel('Base64', { exact: true });
  await expect(encode).toBeDisabled();

  await input.fill('Hello, World! café 😀');
  await encode.click();
  await expect(output).toHaveValue('SGVsbG8sIFdvcmxkISBjYWbDqSDwn5iA');

  await input.fill('??>>');
  await encode.click();
  await expect(output).toHaveValue('Pz8+Pg==');
  await page.getByRole('switch', { name: 'URL-safe' }).click();
  await expect(output).toHaveValue('Pz8-Pg==');
  await page.getByRole('switch', { name: 'Padding' }).click();
  await expect(output).toHaveValue('Pz8-Pg');

  await input.fill('x'.repeat(100));
  await page.getByRole('switch', { name: 'MIME line wrapping' }).click();
  await encode.click();
  const wrapped = await output.inputValue();
  expect(wrapped.split('\n').map((line) => line.length)).toEqual([76, 58]);

  await copyAndCheck(page, 'Copy base64', 'eHh4'.repeat(19) + '\r\n' + 'eHh4'.repeat(14) + 'eA');
});

test('Ctrl+Enter encodes; the empty output says Nothing to copy', async ({ page }) => {
  await page.getByRole('button', { name: 'Copy base64' }).click();
  await expectToast(page, 'Nothing to copy');
  await page.getByLabel('Text to encode').fill('foobar');
  await page.getByLabel('Text to encode').press('Control+Enter');
  await expect(page.getByLabel('Base64', { exact: true })).toHaveValue('Zm9vYmFy');
});

test('encodes an uploaded image to a data URL with a preview, and downloads the result', async ({ page }) => {
  await page.getByRole('tab', { name: 'File' }).click();
  await page.getByTestId('file-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(page.getByText('dot.png')).toBeVisible();
  await expect(page.getByAltText('Preview of dot.png')).toBeVisible();
  await expect(page.getByLabel('Base64', { exact: true })).toHaveValue(PNG_1X1);

  await page.getByLabel('Output').selectOption('dataUrl');
  const dataUrl = page.getByLabel('Data URL', { exact: true });
  await expect(dataUrl).toHaveValue(`data:image/png;base64,${PNG_1X1}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('dot.png.dataurl.txt');
  expect(await readFile(await file.path(), 'utf8')).toBe(`data:image/png;base64,${PNG_1X1}`);

  // The text tab kept its own state.
  await page.getByRole('tab', { name: 'Text' }).click();
  await expect(page.getByLabel('Text to encode')).toHaveValue('');
});

test('a 64 MB file is encoded in slices with progress, and the page never freezes', async ({ page }) => {
  await page.getByRole('tab', { name: 'File' }).click();
  // The file is made in the page (a 64 MB transfer from the test runner would itself block the page).
  await page.evaluate(() => {
    const w = window as unknown as { longest: number; progress: number[] };
    w.longest = 0;
    w.progress = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
    }).observe({ type: 'longtask' });
    // Record every percentage the progress bar shows.
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Encoding"]');
      if (bar) w.progress.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    const bytes = new Uint8Array(64 * 1024 * 1024).fill(0xab);
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'big.bin', { type: 'application/octet-stream' }));
    Array.from(document.querySelectorAll('[role="button"]'))
      .find((el) => el.textContent?.includes('Drop a file here or click to choose'))!
      .dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('Showing the first 100,000 of 89,478,488 characters.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar', { name: 'Encoding' })).toHaveCount(0);
  const preview = await page.getByLabel('Base64', { exact: true }).inputValue();
  expect(preview).toBe('q6ur'.repeat(25_000));
  const { longest, progress } = await page.evaluate(() => {
    const w = window as unknown as { longest: number; progress: number[] };
    return { longest: w.longest, progress: w.progress };
  });
  // The page repainted again and again part-way through: the work ran in slices, not in one blocking pass.
  const intermediate = new Set(progress.filter((p) => p > 0 && p < 100));
  expect(intermediate.size, `progress seen: ${progress.join(',')}`).toBeGreaterThanOrEqual(3);
  // A coarse guard only: on a loaded machine any task stretches, but none may freeze the page for seconds.
  expect(longest).toBeLessThan(2000);
});
