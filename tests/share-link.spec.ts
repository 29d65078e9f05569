import type { BrowserContext, Page } from '@playwright/test';
import { decodeShareState, encodeShareState } from '../src/core/site/share-link';
import { seriousViolations } from './axe';
import { editorValue, expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';
import { chooseOption, expectChosen } from './select';
import { dismissToast, expectToast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const copyLink = (page: Page) => page.getByRole('button', { name: /^Copy link/ });
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const fragmentOf = (link: string) => new URL(link).hash;

/** Presses Copy link and returns the address it put on the clipboard. */
async function copyTheLink(page: Page): Promise<string> {
  await copyLink(page).click();
  await expect(copyLink(page)).toHaveText('Copied');
  const link = await readClipboard(page);
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tools\/[a-z-]+#share=[A-Za-z0-9_-]+$/);
  return link;
}

/**
 * Opens `link` in a new tab of the same browser, as a person pasting it would, and collects every address the
 * browser asked a server for. Fails on any error in that page, as the fixture's page does.
 */
async function openInNewPage(context: BrowserContext, link: string) {
  const page = await context.newPage();
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(link);
  await page.waitForFunction(() => !document.querySelector('fieldset[data-hydration-gate]:disabled'));
  return { page, requested, errors };
}

test('URL encoder: the link brings back the input, the options and the result, and no server sees it', async ({
  page,
  context,
}) => {
  await page.goto('/tools/url-encoder');
  await chooseOption(page, 'Encode as', 'Full URL (keeps : / ? # & =)');
  await page.getByRole('switch', { name: "Spaces as '+'" }).click();
  await page.getByLabel('Text to encode').fill('https://example.com/a b?q=café');
  await expectEditorValue(page.getByLabel('Encoded', { exact: true }), 'https://example.com/a+b?q=caf%C3%A9');
  const link = await copyTheLink(page);
  await expectToast(page, 'Link copied to clipboard', 'Opening it shows this tool with the same input and options.');

  const opened = await openInNewPage(context, link);
  await expectEditorValue(opened.page.getByLabel('Text to encode'), 'https://example.com/a b?q=café');
  await expectChosen(opened.page, 'Encode as', 'Full URL (keeps : / ? # & =)');
  await expect(opened.page.getByRole('switch', { name: "Spaces as '+'" })).toBeChecked();
  await expect(opened.page.getByRole('switch', { name: 'Batch mode' })).not.toBeChecked();
  await expectEditorValue(opened.page.getByLabel('Encoded', { exact: true }), 'https://example.com/a+b?q=caf%C3%A9');
  // Browsers keep the fragment to themselves: the server was asked for the page, never for what follows '#'.
  expect(opened.requested.length).toBeGreaterThan(1);
  expect(opened.requested.filter((url) => url.includes('#') || url.includes('share='))).toEqual([]);
  expect(opened.requested[0]).toBe(link.slice(0, link.indexOf('#')));
  // Applied, the fragment leaves the address, so the input stays out of the history.
  await expect(opened.page).toHaveURL(link.slice(0, link.indexOf('#')));
  expect(opened.errors).toEqual([]);
});

test('hash generator: the link carries text, algorithms, format and HMAC on, but never the key', async ({
  page,
  context,
}) => {
  const text = 'The quick brown fox';
  const key = 'correct-horse-battery-staple';
  await page.goto('/tools/hash-generator');
  await page.getByLabel('Text to hash').fill(text);
  await page.getByRole('checkbox', { name: 'SHA3-256' }).check();
  await chooseOption(page, 'Output format', 'Hex (uppercase)');
  await page.getByRole('switch', { name: 'HMAC' }).click();
  await page.getByLabel('HMAC key').fill(key);
  const link = await copyTheLink(page);
  expect(link).not.toContain(key);
  const state = await decodeShareState(fragmentOf(link));
  expect(JSON.stringify(state)).not.toContain(key);
  expect(state).toMatchObject({ tool: 'hash-generator', input: text, options: { format: 'HEX', hmac: true } });

  const opened = await openInNewPage(context, link);
  await expectEditorValue(opened.page.getByLabel('Text to hash'), text);
  await expect(opened.page.getByRole('checkbox', { name: 'SHA3-256' })).toBeChecked();
  await expectChosen(opened.page, 'Output format', 'Hex (uppercase)');
  await expect(opened.page.getByRole('switch', { name: 'HMAC' })).toBeChecked();
  await expect(opened.page.getByLabel('HMAC key')).toHaveValue('');
  // The key is the visitor's to type again; with it, the same digests as before.
  await opened.page.getByLabel('HMAC key').fill(key);
  await expect(opened.page.getByTestId('digest-sha256')).toHaveValue(
    (await page.getByTestId('digest-sha256').inputValue()).toUpperCase(),
  );
  expect(opened.errors).toEqual([]);
});

test('hash generator: text that contains the key is left out of the link, with a note', async ({ page }) => {
  await page.goto('/tools/hash-generator');
  await page.getByRole('switch', { name: 'HMAC' }).click();
  await page.getByLabel('HMAC key').fill('s3cret-key');
  await page.getByLabel('Text to hash').fill('the key is s3cret-key');
  const link = await copyTheLink(page);
  await expectToast(
    page,
    'Link copied without the input',
    'The input contains your key, which never goes into a link, so the link carries only the options.',
  );
  expect(await decodeShareState(fragmentOf(link))).toEqual({
    tool: 'hash-generator',
    options: { algorithms: ['md5', 'sha1', 'sha256', 'sha512'], format: 'hex', hmac: true },
  });
});

test('input too large for a link is left out with a note; the link keeps the options', async ({ page, context }) => {
  await page.goto('/tools/url-encoder');
  await page.getByRole('switch', { name: 'Batch mode' }).click();
  // Hex of random bytes hardly compresses: 24,000 characters are well over 8 KB compressed.
  const bytes = crypto.getRandomValues(new Uint8Array(12_000));
  const big = Buffer.from(bytes).toString('hex');
  await pasteInto(page.getByLabel('Text to encode (one per line)'), big);
  const link = await copyTheLink(page);
  await expectToast(
    page,
    'Link copied without the input',
    'The input is too large for a link (over 8 KB compressed), so the link carries only the options.',
  );
  expect(link).not.toContain(big.slice(0, 16));
  expect(link.length).toBeLessThan(500);

  const opened = await openInNewPage(context, link);
  await expect(opened.page.getByRole('switch', { name: 'Batch mode' })).toBeChecked();
  expect(await editorValue(opened.page.getByLabel('Text to encode (one per line)'))).toBe('');
  expect(opened.errors).toEqual([]);
});

test('password generator: the link carries the options only, never the password', async ({ page, context }) => {
  await page.goto('/tools/password-generator');
  await page.getByRole('switch', { name: 'Symbols' }).click();
  const password = await page.getByRole('textbox', { name: 'Password', exact: true }).inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
  const link = await copyTheLink(page);
  const state = await decodeShareState(fragmentOf(link));
  expect(state.input).toBeUndefined();
  expect(JSON.stringify(state)).not.toContain(password);
  expect(state.options?.sets).toEqual(['uppercase', 'lowercase', 'numbers']);

  const opened = await openInNewPage(context, link);
  await expect(opened.page.getByRole('switch', { name: 'Symbols' })).not.toBeChecked();
  await expect(opened.page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(/^[A-Za-z0-9]{16}$/);
  await expect(opened.page.getByRole('textbox', { name: 'Password', exact: true })).not.toHaveValue(password);
  expect(opened.errors).toEqual([]);
});

test('a garbage fragment says the link could not be read and leaves the tool usable', async ({ page }) => {
  await page.goto('/tools/url-encoder#share=not-a-link~~');
  await expectToast(page, 'This link could not be read', 'The tool was left as it was.');
  await expect(page).toHaveURL(/\/tools\/url-encoder$/);
  await dismissToast(page);
  await page.getByLabel('Text to encode').fill('a b');
  await expectEditorValue(page.getByLabel('Encoded', { exact: true }), 'a%20b');
});

test('a hand-edited link: unknown options and wrong types are dropped, the rest applies', async ({ page }) => {
  const { fragment } = await encodeShareState({
    tool: 'url-encoder',
    input: 'x y',
    options: { mode: 'evil', batch: 'yes', plus: true, unknown: 1 },
  });
  await page.goto(`/tools/url-encoder${fragment}`);
  await expectEditorValue(page.getByLabel('Text to encode'), 'x y');
  await expectChosen(page, 'Encode as', 'Component (query value, path segment)');
  await expect(page.getByRole('switch', { name: 'Batch mode' })).not.toBeChecked();
  await expectEditorValue(page.getByLabel('Encoded', { exact: true }), 'x+y');
  // A link made for another tool, opened on this page (only the fragment changes), is not read as this one's.
  const other = await encodeShareState({ tool: 'base64-encoder', input: 'z' });
  await page.goto(`/tools/url-encoder${other.fragment}`);
  await expectToast(page, 'This link could not be read', 'The tool was left as it was.');
  await expectEditorValue(page.getByLabel('Text to encode'), 'x y');
});

test('Copy link shows only on tools that share, and the page stays accessible', async ({ page }) => {
  await page.goto('/tools/json-formatter');
  await expect(copyLink(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/tools/image-converter');
  await expect(page.getByRole('heading', { name: 'Image Converter' })).toBeVisible();
  await expect(copyLink(page)).toHaveCount(0);
});

test('JSON formatter: indent and sorted keys come back with the text', async ({ page, context }) => {
  await page.goto('/tools/json-formatter');
  await chooseOption(page, 'Indent', '4 spaces');
  await page.getByRole('switch', { name: 'Sort keys' }).click();
  await pasteInto(page.getByRole('textbox', { name: 'JSON input', exact: true }), '{"b":1,"a":[2]}');
  const link = await copyTheLink(page);
  const opened = await openInNewPage(context, link);
  await expectEditorValue(opened.page.getByRole('textbox', { name: 'JSON input', exact: true }), '{"b":1,"a":[2]}');
  await expectChosen(opened.page, 'Indent', '4 spaces');
  await expect(opened.page.getByRole('tabpanel')).toContainText('"a": [');
  expect(opened.errors).toEqual([]);
});

test('code diff: the link carries both pasted sides and the options; a file side stays out', async ({
  page,
  context,
}) => {
  const original = 'one\ntwo\nthree\n';
  const modified = 'one\nTWO\nthree\nfour\n';
  await page.goto('/tools/code-diff');
  await pasteInto(page.getByRole('textbox', { name: 'Original Code', exact: true }), original);
  await pasteInto(page.getByRole('textbox', { name: 'New Code', exact: true }), modified);
  await page.getByRole('switch', { name: 'Ignore case' }).click();
  const link = await copyTheLink(page);
  expect(await decodeShareState(fragmentOf(link))).toEqual({
    tool: 'code-diff',
    texts: { original, modified },
    options: { ignoreWhitespace: false, ignoreCase: true },
  });

  const opened = await openInNewPage(context, link);
  await expectEditorValue(opened.page.getByRole('textbox', { name: 'Original Code', exact: true }), original);
  await expectEditorValue(opened.page.getByRole('textbox', { name: 'New Code', exact: true }), modified);
  await expect(opened.page.getByRole('switch', { name: 'Ignore case' })).toBeChecked();
  await opened.page.getByRole('button', { name: 'Generate Diff' }).click();
  await expect(opened.page.getByTestId('diff-status')).toContainText('Compared in');
  expect(opened.errors).toEqual([]);

  // A side read from a file is not the visitor's to put in a link.
  await page
    .getByTestId('original-side')
    .getByTestId('file-input')
    .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('from a file\n') });
  await expect(page.getByTestId('original-info')).toContainText('a.txt');
  const withFile = await decodeShareState(fragmentOf(await copyTheLink(page)));
  expect(withFile.texts).toEqual({ modified });
});

test('UUID generator: the link carries version, quantity and format, never the UUIDs', async ({ page, context }) => {
  await page.goto('/tools/uuid-generator');
  await chooseOption(page, 'Version', 'Version 7 (time-ordered)');
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('switch', { name: 'Upper case' }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const made = page.getByRole('list', { name: 'Generated UUIDs' }).locator('code');
  await expect(made).toHaveCount(3);
  const shown = await made.allTextContents();
  const link = await copyTheLink(page);
  const state = await decodeShareState(fragmentOf(link));
  expect(state.options).toMatchObject({ version: 'v7', quantity: 3, upperCase: true, hyphens: true });
  for (const uuid of shown) expect(JSON.stringify(state)).not.toContain(uuid.slice(0, 8));

  const opened = await openInNewPage(context, link);
  await expectChosen(opened.page, 'Version', 'Version 7 (time-ordered)');
  await expect(opened.page.getByLabel('Quantity')).toHaveValue('3');
  const fresh = opened.page.getByRole('list', { name: 'Generated UUIDs' }).locator('code');
  await expect(fresh).toHaveCount(3);
  for (const uuid of await fresh.allTextContents()) {
    expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-7[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(shown).not.toContain(uuid);
  }
  expect(opened.errors).toEqual([]);
});
