import type { BrowserContext, Page } from '@playwright/test';
import { decodeShareState, encodeShareState } from '../src/core/site/share-link';
import { expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';
import { openTool } from './open-tool';
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

test('URL encoder: the link brings back the input, the options and the result, and no server sees it; unreadable, hand-edited and too large links', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // several flows merged on one page, each a page load before
  await page.goto('/tools/url-encoder');
  await chooseOption(page, 'Encode as', 'Full URL (keeps : / ? # & =)');
  await page.getByRole('switch', { name: "Spaces as '+'" }).click();
  await page.getByLabel('Text to encode').fill('https://example.com/a b?q=café');
  await expectEditorValue(page.getByLabel('Encoded', { exact: true }), 'https://example.com/a+b?q=caf%C3%A9');
  const link = await copyTheLink(page);
  await expectToast(page, 'Link copied to clipboard', 'Opening it shows this tool with the same input and options.');

  const opened = await openInNewPage(context, link);
  const other = opened.page;
  await test.step('the link opened in a new tab restores everything; the server never saw the fragment', async () => {
    await expectEditorValue(other.getByLabel('Text to encode'), 'https://example.com/a b?q=café');
    await expectChosen(other, 'Encode as', 'Full URL (keeps : / ? # & =)');
    await expect(other.getByRole('switch', { name: "Spaces as '+'" })).toBeChecked();
    await expect(other.getByRole('switch', { name: 'Batch mode' })).not.toBeChecked();
    await expectEditorValue(other.getByLabel('Encoded', { exact: true }), 'https://example.com/a+b?q=caf%C3%A9');
    // Browsers keep the fragment to themselves: the server was asked for the page, never for what follows '#'.
    expect(opened.requested.length).toBeGreaterThan(1);
    expect(opened.requested.filter((url) => url.includes('#') || url.includes('share='))).toEqual([]);
    expect(opened.requested[0]).toBe(link.slice(0, link.indexOf('#')));
    // Applied, the fragment leaves the address, so the input stays out of the history.
    await expect(other).toHaveURL(link.slice(0, link.indexOf('#')));
  });

  // On the same page, only the fragment changes from here on (no new page load).
  await test.step('a hand-edited link: unknown options and wrong types are dropped, the rest applies', async () => {
    await other.getByRole('switch', { name: "Spaces as '+'" }).click();
    await expect(other.getByRole('switch', { name: "Spaces as '+'" })).not.toBeChecked();
    const { fragment } = await encodeShareState({
      tool: 'url-encoder',
      input: 'x y',
      options: { mode: 'evil', batch: 'yes', plus: true, unknown: 1 },
    });
    await other.goto(`/tools/url-encoder${fragment}`);
    await expectEditorValue(other.getByLabel('Text to encode'), 'x y');
    // The dropped values leave the tool's own as they were; plus applies.
    await expectChosen(other, 'Encode as', 'Full URL (keeps : / ? # & =)');
    await expect(other.getByRole('switch', { name: 'Batch mode' })).not.toBeChecked();
    await expect(other.getByRole('switch', { name: "Spaces as '+'" })).toBeChecked();
    await expectEditorValue(other.getByLabel('Encoded', { exact: true }), 'x+y');
  });

  await test.step('a link made for another tool, or garbage, says it could not be read and leaves the tool usable', async () => {
    const { fragment } = await encodeShareState({ tool: 'base64-encoder', input: 'z' });
    await other.goto(`/tools/url-encoder${fragment}`);
    await expectToast(other, 'This link could not be read', 'The tool was left as it was.');
    await expectEditorValue(other.getByLabel('Text to encode'), 'x y');
    await dismissToast(other);
    await other.goto('/tools/url-encoder#share=not-a-link~~');
    await expectToast(other, 'This link could not be read', 'The tool was left as it was.');
    await expect(other).toHaveURL(/\/tools\/url-encoder$/);
    await dismissToast(other);
    await other.getByLabel('Text to encode').fill('a b');
    await expectEditorValue(other.getByLabel('Encoded', { exact: true }), 'a+b');
    expect(opened.errors).toEqual([]);
  });

  await test.step('input too large for a link is left out with a note; the link keeps the options', async () => {
    await dismissToast(page);
    await page.getByRole('switch', { name: 'Batch mode' }).click();
    // Hex of random bytes hardly compresses: 24,000 characters are well over 8 KB compressed.
    const big = Buffer.from(crypto.getRandomValues(new Uint8Array(12_000))).toString('hex');
    await pasteInto(page.getByLabel('Text to encode (one per line)'), big);
    const small = await copyTheLink(page);
    await expectToast(
      page,
      'Link copied without the input',
      'The input is too large for a link (over 8 KB compressed), so the link carries only the options.',
    );
    expect(small).not.toContain(big.slice(0, 16));
    expect(small.length).toBeLessThan(500);
    expect(await decodeShareState(fragmentOf(small))).toEqual({
      tool: 'url-encoder',
      options: expect.objectContaining({ batch: true }) as unknown,
    });
  });
});

test('hash generator: the link carries text, algorithms, format and HMAC on, but never the key, nor a text holding it', async ({
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

  await test.step("opened: the key is the visitor's to type again; with it, the same digests", async () => {
    const opened = await openInNewPage(context, link);
    await expectEditorValue(opened.page.getByLabel('Text to hash'), text);
    await expect(opened.page.getByRole('checkbox', { name: 'SHA3-256' })).toBeChecked();
    await expectChosen(opened.page, 'Output format', 'Hex (uppercase)');
    await expect(opened.page.getByRole('switch', { name: 'HMAC' })).toBeChecked();
    await expect(opened.page.getByLabel('HMAC key')).toHaveValue('');
    await opened.page.getByLabel('HMAC key').fill(key);
    await expect(opened.page.getByTestId('digest-sha256')).toHaveValue(
      (await page.getByTestId('digest-sha256').inputValue()).toUpperCase(),
    );
    expect(opened.errors).toEqual([]);
  });

  await test.step('text that contains the key is left out of the link, with a note', async () => {
    await dismissToast(page);
    await page.getByLabel('Text to hash').fill(`the key is ${key}`);
    const withKey = await copyTheLink(page);
    await expectToast(
      page,
      'Link copied without the input',
      'The input contains your key, which never goes into a link, so the link carries only the options.',
    );
    expect(await decodeShareState(fragmentOf(withKey))).toEqual({
      tool: 'hash-generator',
      options: { algorithms: ['md5', 'sha1', 'sha256', 'sha512', 'sha3-256'], format: 'HEX', hmac: true },
    });
  });
});

test('generators and a formatter: password and UUID links carry the options only; JSON keeps indent and sorted keys; no Copy link where nothing is shared', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // several flows merged on one page, each a page load before
  await page.addInitScript(() => localStorage.setItem('userConsent', 'denied'));
  await page.goto('/tools/password-generator');
  await page.getByRole('switch', { name: 'Symbols' }).click();
  const password = await page.getByRole('textbox', { name: 'Password', exact: true }).inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
  const passwordLink = await copyTheLink(page);
  const passwordState = await decodeShareState(fragmentOf(passwordLink));
  expect(passwordState.input).toBeUndefined();
  expect(JSON.stringify(passwordState)).not.toContain(password);
  expect(passwordState.options?.sets).toEqual(['uppercase', 'lowercase', 'numbers']);

  await openTool(page, 'UUID Generator');
  await chooseOption(page, 'Version', 'Version 7 (time-ordered)');
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('switch', { name: 'Upper case' }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const made = page.getByRole('list', { name: 'Generated UUIDs' }).locator('code');
  await expect(made).toHaveCount(3);
  const shown = await made.allTextContents();
  const uuidLink = await copyTheLink(page);
  const uuidState = await decodeShareState(fragmentOf(uuidLink));
  expect(uuidState.options).toMatchObject({ version: 'v7', quantity: 3, upperCase: true, hyphens: true });
  for (const uuid of shown) expect(JSON.stringify(uuidState)).not.toContain(uuid.slice(0, 8));

  await openTool(page, 'JSON Formatter');
  await chooseOption(page, 'Indent', '4 spaces');
  await page.getByRole('switch', { name: 'Sort keys' }).click();
  await pasteInto(page.getByRole('textbox', { name: 'JSON input', exact: true }), '{"b":1,"a":[2]}');
  const jsonLink = await copyTheLink(page);

  await openTool(page, 'Image Converter');
  await expect(copyLink(page)).toHaveCount(0);

  const opened = await openInNewPage(context, passwordLink);
  const other = opened.page;
  await test.step('the password link: a new password with the same options', async () => {
    await expect(other.getByRole('switch', { name: 'Symbols' })).not.toBeChecked();
    await expect(other.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(/^[A-Za-z0-9]{16}$/);
    await expect(other.getByRole('textbox', { name: 'Password', exact: true })).not.toHaveValue(password);
  });
  await test.step('the UUID link: version, quantity and format, and new UUIDs', async () => {
    await other.goto(uuidLink);
    await expectChosen(other, 'Version', 'Version 7 (time-ordered)');
    await expect(other.getByLabel('Quantity')).toHaveValue('3');
    const fresh = other.getByRole('list', { name: 'Generated UUIDs' }).locator('code');
    await expect(fresh).toHaveCount(3);
    for (const uuid of await fresh.allTextContents()) {
      expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-7[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
      expect(shown).not.toContain(uuid);
    }
  });
  await test.step('the JSON link: the text, indent and sorted keys', async () => {
    await other.goto(jsonLink);
    await expectEditorValue(other.getByRole('textbox', { name: 'JSON input', exact: true }), '{"b":1,"a":[2]}');
    await expectChosen(other, 'Indent', '4 spaces');
    await expect(other.getByRole('tabpanel')).toContainText('"a": [');
  });
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
