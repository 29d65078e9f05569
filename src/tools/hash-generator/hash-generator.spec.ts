import { createHash, createHmac, randomBytes } from 'node:crypto';
import { closeSync, openSync, ftruncateSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../../tests/fixtures';
import { dismissToast } from '../../../tests/toasts';

const digest = (algorithm: string, data: string | Buffer) => createHash(algorithm).update(data).digest('hex');
const SPEC = ['md5', 'sha1', 'sha256', 'sha512'] as const;
const WORKER = /tool\.worker.*\.js/;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// The algorithms, HMAC (RFC 4231), output formats, Verify, streaming and the engine choice are unit tests in
// src/tools/hash-generator/core/{hash,format}.test.ts; a 50 MB paste is hashed in big-text.spec.ts.
test('hashes text in a worker as Node does, says which engine ran, copies, and recovers from a worker that fails', async ({
  page,
}) => {
  await page.goto('/tools/hash-generator');
  const text = page.getByLabel('Text to hash');

  await test.step('a worker that fails to load shows the spec error, and the next try works', async () => {
    await page.route(WORKER, (route) => route.fulfill({ status: 404, body: '' }));
    await text.fill('abc');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Failed to generate hashes');
    await expect(alert).toContainText('The hash worker could not be loaded.');
    await expect(page.locator('.Toastify').getByText('Failed to generate hashes')).toBeVisible();
    await page.unroute(WORKER);
    await dismissToast(page);
  });

  await test.step('typed text: the four spec hashes in lowercase hex, the engine of each, and empty text clears them', async () => {
    const typed = 'Hello, wörld! 👋 ünïcode';
    await text.fill(typed);
    for (const id of SPEC) await expect(page.getByTestId(`digest-${id}`)).toHaveValue(digest(id, typed));
    // Text is in memory: WebCrypto takes every SHA it computes faster; MD5 has no WebCrypto.
    for (const id of ['sha1', 'sha256', 'sha512']) {
      await expect(page.getByTestId(`engine-${id}`)).toHaveText('Computed with WebCrypto (the browser’s native code)');
    }
    await expect(page.getByTestId('engine-md5')).toHaveText('Computed with hash-wasm (WebAssembly)');
    await text.fill('');
    for (const id of SPEC) await expect(page.getByTestId(`digest-${id}`)).toHaveValue('');
  });

  await test.step('each tab explains its algorithm and copies its hash with the spec toast', async () => {
    await expect(page.getByRole('tab')).toHaveText(['All', 'MD5', 'SHA-1', 'SHA-256', 'SHA-512']);
    await text.fill('abc');
    await page.getByRole('tab', { name: 'SHA-256' }).click();
    await expect(page.getByText('the everyday choice for checksums')).toBeVisible();
    await page.getByRole('button', { name: 'Copy SHA-256 hash' }).click();
    await expect(page.getByText('SHA-256 hash copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digest('sha256', 'abc'));
    await dismissToast(page);
    await page.getByRole('tab', { name: 'All' }).click();
  });

  // Defect: HMAC with only checksums ticked used to hash nothing, silently.
  await test.step('HMAC with only checksum algorithms chosen asks for an HMAC-capable one', async () => {
    await text.fill('abc');
    await page.getByRole('checkbox', { name: 'CRC32' }).check();
    for (const label of ['MD5', 'SHA-1', 'SHA-256', 'SHA-512'])
      await page.getByRole('checkbox', { name: label, exact: true }).uncheck();
    await expect(page.getByTestId('digest-crc32')).toHaveValue('352441c2');
    await page.getByRole('switch', { name: 'HMAC' }).click();
    await expect(page.getByText('None of the chosen algorithms has an HMAC')).toBeVisible();
    await expect(page.getByTestId('hash-status')).toHaveAttribute('data-state', 'idle');
    await page.getByRole('checkbox', { name: 'SHA-256', exact: true }).check();
    await expect(page.getByRole('textbox', { name: 'HMAC-SHA-256', exact: true })).toHaveValue(
      createHmac('sha256', '').update('abc').digest('hex'),
    );
  });

  // Issue 26 defect 8: the key was a plain visible field, while the password generator masks its password.
  await test.step('the HMAC key is masked until shown, with the password generator’s Show/Hide', async () => {
    const key = page.getByLabel('HMAC key', { exact: true });
    await expect(key).toHaveAttribute('type', 'password');
    await key.fill('s3cret key');
    await expect(page.getByRole('textbox', { name: 'HMAC-SHA-256', exact: true })).toHaveValue(
      createHmac('sha256', 's3cret key').update('abc').digest('hex'),
    );
    const show = page.getByRole('button', { name: 'Show HMAC key' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect(key).toHaveAttribute('type', 'text');
    await expect(key).toHaveValue('s3cret key');
    const hide = page.getByRole('button', { name: 'Hide HMAC key' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect(key).toHaveAttribute('type', 'password');
  });
});

test('a chosen file is hashed in the worker pool as Node does, and a large one can be cancelled', async ({ page }) => {
  await page.goto('/tools/hash-generator');
  const text = page.getByLabel('Text to hash');
  await text.fill('abc');

  await test.step('a chosen file is hashed in the worker pool and matches Node', async () => {
    const data = randomBytes(5 * 1024 * 1024 + 123);
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'random.bin', mimeType: 'application/octet-stream', buffer: data });
    await expect(page.getByTestId('hash-status')).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    for (const id of SPEC) await expect(page.getByTestId(`digest-${id}`)).toHaveValue(digest(id, data));
    await expect(page.getByTestId('hash-status')).toContainText(/Hashed 5\.0 MB in .* MB\/s/);
    // A file: WebCrypto waits for the whole file, so only SHA-256 gains by it; SHA-1 and SHA-512 stream through WASM.
    await expect(page.getByTestId('engine-sha256')).toContainText('WebCrypto');
    for (const id of ['md5', 'sha1', 'sha512'])
      await expect(page.getByTestId(`engine-${id}`)).toContainText('hash-wasm');
    await page.getByRole('button', { name: 'Clear file' }).click();
    await expect(page.getByTestId('digest-sha256')).toHaveValue(digest('sha256', 'abc'));
  });

  await test.step('a large-file job can be cancelled, and the pool works afterwards', async () => {
    // A sparse 2 GiB file: instant to create, hashed for seconds.
    const dir = mkdtempSync(join(tmpdir(), 'hash-e2e-'));
    const path = join(dir, 'large.bin');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 2 * 1024 ** 3);
    closeSync(fd);
    try {
      await page.getByTestId('file-input').setInputFiles(path);
      const bar = page.getByRole('progressbar', { name: 'Hashing file' });
      await expect(bar).toBeVisible();
      await expect(page.getByTestId('progress-rate')).toContainText('MB/s');
      await page.getByRole('button', { name: 'Cancel hashing' }).click();
      await expect(page.getByTestId('hash-status')).toHaveText(/Cancelled/, { timeout: 1000 });
      await expect(bar).toBeHidden();
      await page.getByRole('button', { name: 'Clear file' }).click();
      await text.fill('abcd');
      await expect(page.getByTestId('digest-md5')).toHaveValue(digest('md5', 'abcd'));
      await expect(page.getByTestId('digest-sha256')).toHaveValue(digest('sha256', 'abcd'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
