import { createHash, createHmac, randomBytes } from 'node:crypto';
import { closeSync, openSync, ftruncateSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editorValue } from './editor';
import { expect, test } from './fixtures';
import { chooseOption } from './select';

const digest = (algorithm: string, data: string | Buffer) => createHash(algorithm).update(data).digest('hex');
const SPEC = [
  ['md5', 'md5'],
  ['sha1', 'sha1'],
  ['sha256', 'sha256'],
  ['sha512', 'sha512'],
] as const;

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/hash-generator');
});

test('typing text shows all four spec hashes in lowercase hex, and empty text clears them', async ({ page }) => {
  const text = 'Hello, wörld! 👋 ünïcode';
  await page.getByLabel('Text to hash').fill(text);
  for (const [id, node] of SPEC) {
    await expect(page.getByTestId(`digest-${id}`)).toHaveValue(digest(node, text));
  }
  // Text is in memory: WebCrypto takes every SHA it computes faster; MD5 has no WebCrypto.
  for (const id of ['sha1', 'sha256', 'sha512']) {
    await expect(page.getByTestId(`engine-${id}`)).toHaveText('Computed with WebCrypto (the browser’s native code)');
  }
  await expect(page.getByTestId('engine-md5')).toHaveText('Computed with hash-wasm (WebAssembly)');
  await page.getByLabel('Text to hash').fill('');
  for (const [id] of SPEC) await expect(page.getByTestId(`digest-${id}`)).toHaveValue('');
});

test.describe('copy', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test('each tab explains its algorithm and copies its hash with the spec toast', async ({ page }) => {
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['All', 'MD5', 'SHA-1', 'SHA-256', 'SHA-512']);
    await page.getByLabel('Text to hash').fill('abc');
    await page.getByRole('tab', { name: 'SHA-256' }).click();
    await expect(page.getByText('the everyday choice for checksums')).toBeVisible();
    await page.getByRole('button', { name: 'Copy SHA-256 hash' }).click();
    await expect(page.getByText('SHA-256 hash copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digest('sha256', 'abc'));
  });
});

test('output formats, extra algorithms, HMAC and Verify', async ({ page }) => {
  const text = 'The quick brown fox jumps over the lazy dog';
  await page.getByLabel('Text to hash').fill(text);
  await page.getByRole('checkbox', { name: 'SHA3-256' }).check();
  await expect(page.getByTestId('digest-sha3-256')).toHaveValue(digest('sha3-256', text));
  await chooseOption(page, 'Output format', 'Hex (uppercase)');
  await expect(page.getByTestId('digest-md5')).toHaveValue(digest('md5', text).toUpperCase());
  await chooseOption(page, 'Output format', 'Base64');
  await expect(page.getByTestId('digest-sha256')).toHaveValue(createHash('sha256').update(text).digest('base64'));

  await page.getByLabel('Verify').fill('0000');
  await expect(page.getByText('No match')).toBeVisible();
  await page.getByLabel('Verify').fill(digest('sha1', text).toUpperCase());
  await expect(page.getByText('Matches SHA-1')).toBeVisible();

  await chooseOption(page, 'Output format', 'Hex (lowercase)');
  await page.getByRole('switch', { name: 'HMAC' }).click();
  await page.getByLabel('HMAC key').fill('key');
  await expect(page.getByRole('textbox', { name: 'HMAC-SHA-256', exact: true })).toHaveValue(
    createHmac('sha256', 'key').update(text).digest('hex'),
  );
  await expect(page.getByRole('textbox', { name: 'HMAC-MD5', exact: true })).toHaveValue(
    '80070713463e7749b90c2dc24911e275',
  );
});

test('a chosen file is hashed in the worker pool and matches Node', async ({ page }) => {
  const data = randomBytes(5 * 1024 * 1024 + 123);
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'random.bin', mimeType: 'application/octet-stream', buffer: data });
  await expect(page.getByTestId('hash-status')).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
  await expect(page.getByTestId('digest-sha256')).toHaveValue(digest('sha256', data));
  await expect(page.getByTestId('digest-md5')).toHaveValue(digest('md5', data));
  await expect(page.getByTestId('hash-status')).toContainText(/Hashed 5\.0 MB in .* MB\/s/);
  // A file: WebCrypto waits for the whole file, so only SHA-256 gains by it; SHA-1 and SHA-512 stream through WASM.
  await expect(page.getByTestId('engine-sha256')).toContainText('WebCrypto');
  for (const id of ['md5', 'sha1', 'sha512']) await expect(page.getByTestId(`engine-${id}`)).toContainText('hash-wasm');
  await page.getByRole('button', { name: 'Clear file' }).click();
  await expect(page.getByTestId('digest-sha256')).toHaveValue('');
});

test('a large-file job can be cancelled', async ({ page }) => {
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
    // The pool is healthy afterwards.
    await page.getByRole('button', { name: 'Clear file' }).click();
    await page.getByLabel('Text to hash').fill('abc');
    await expect(page.getByTestId('digest-sha256')).toHaveValue(digest('sha256', 'abc'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a worker that fails to load shows the spec error, and the next try works', async ({ page }) => {
  await page.route(/hash-generator\.worker.*\.js/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByLabel('Text to hash').fill('abc');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Failed to generate hashes');
  await expect(alert).toContainText('The hash worker could not be loaded.');
  await expect(page.locator('.Toastify').getByText('Failed to generate hashes')).toBeVisible();
  await page.unroute(/hash-generator\.worker.*\.js/);
  await page.getByLabel('Text to hash').fill('abcd');
  await expect(page.getByTestId('digest-md5')).toHaveValue(digest('md5', 'abcd'));
});

test('a huge paste is hashed in full without filling the text area', async ({ page }) => {
  const line = 'A line of pasted log output, with ünïcode ✓\n';
  const copies = 30_000; // about 1.3 million characters: streamed to the worker in slices
  const text = line.repeat(copies);
  await page.getByLabel('Text to hash').click();
  await page.evaluate(
    ([l, n]) => {
      const data = new DataTransfer();
      data.setData('text/plain', l.repeat(n));
      // The text editor lives in a shadow root: the focused element is inside it.
      const focused = document.activeElement!.shadowRoot?.activeElement ?? document.activeElement!;
      focused.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [line, copies] as const,
  );
  await expect.poll(async () => (await editorValue(page.getByLabel('Text to hash'))).length).toBe(text.length);
  await expect(page.getByTestId('digest-sha256')).toHaveValue(digest('sha256', text));
  await expect(page.getByTestId('digest-sha1')).toHaveValue(digest('sha1', text));
  await page.getByRole('button', { name: 'Clear text' }).click();
  await expect(page.getByLabel('Text to hash')).toHaveText('');
  await expect(page.getByTestId('digest-sha256')).toHaveValue('');
});

test('HMAC with only checksum algorithms chosen asks for an HMAC-capable one', async ({ page }) => {
  await page.getByLabel('Text to hash').fill('abc');
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
