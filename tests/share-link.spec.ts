import type { BrowserContext } from '@playwright/test';
import { decodeShareState, encodeShareState } from '../src/core/site/share-link';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { chooseOption, expectChosen } from './select';
import { dismissToast, expectToast } from './toasts';
import { copiedLink } from './share';

// The link's logic (encoding, the size limit, option checks, secrets left out) is unit-tested in
// src/core/site/share-link.test.ts; this is what only a browser shows, on the one tool with a secret of its own.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const fragmentOf = (link: string) => new URL(link).hash;
const UNREADABLE = ['This link could not be read', 'The tool was left as it was.'] as const;

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
  await page.waitForFunction(() => !document.querySelector('[data-hydration-gate="waiting"]'));
  return { page, requested, errors };
}

test('a hash generator link brings back text, options and digests in a new tab, no server sees it, the HMAC key never goes in it, and a bad link leaves the tool usable', async ({
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
  await page.getByLabel('HMAC key', { exact: true }).fill(key);
  const link = await copiedLink(page);
  await expectToast(page, 'Link copied to clipboard', 'Opening it shows this tool with the same input and options.');

  await test.step('the link carries the text and the options, never the key', async () => {
    expect(link).not.toContain(key);
    const state = await decodeShareState(fragmentOf(link));
    expect(JSON.stringify(state)).not.toContain(key);
    expect(state).toEqual({
      tool: 'hash-generator',
      input: text,
      options: { algorithms: ['md5', 'sha1', 'sha256', 'sha512', 'sha3-256'], format: 'HEX', hmac: true },
    });
  });

  const opened = await openInNewPage(context, link);
  const other = opened.page;
  const pageAddress = link.slice(0, link.indexOf('#'));
  await test.step('opened in a new tab: everything but the key comes back; the server never saw the fragment', async () => {
    await expectEditorValue(other.getByLabel('Text to hash'), text);
    await expect(other.getByRole('checkbox', { name: 'SHA3-256' })).toBeChecked();
    await expectChosen(other, 'Output format', 'Hex (uppercase)');
    await expect(other.getByRole('switch', { name: 'HMAC' })).toBeChecked();
    await expect(other.getByLabel('HMAC key', { exact: true })).toHaveValue('');
    // The key is the visitor's to type again; with it, the same digests.
    await other.getByLabel('HMAC key', { exact: true }).fill(key);
    await expect(other.getByTestId('digest-sha256')).toHaveValue(
      (await page.getByTestId('digest-sha256').inputValue()).toUpperCase(),
    );
    // Browsers keep the fragment to themselves: the server was asked for the page, never for what follows '#',
    // and nothing was asked of another origin.
    expect(opened.requested.length).toBeGreaterThan(1);
    expect(opened.requested[0]).toBe(pageAddress);
    expect(opened.requested.filter((url) => url.includes('#') || url.includes('share='))).toEqual([]);
    expect(opened.requested.filter((url) => new URL(url).origin !== new URL(link).origin)).toEqual([]);
    // Applied, the fragment leaves the address, so the input stays out of the history.
    await expect(other).toHaveURL(pageAddress);
  });

  // On the same page, only the fragment changes from here on (no new page load).
  await test.step('a hand-edited link: options of the wrong kind and unknown ones are dropped, the rest applies', async () => {
    const { fragment } = await encodeShareState({
      tool: 'hash-generator',
      input: 'x y',
      options: { algorithms: ['md5', 'evil'], format: 'purple', hmac: false, unknown: 1 },
    });
    await other.goto(`/tools/hash-generator${fragment}`);
    await expectEditorValue(other.getByLabel('Text to hash'), 'x y');
    await expect(other.getByRole('switch', { name: 'HMAC' })).not.toBeChecked();
    // The dropped values leave the tool's own as they were.
    await expect(other.getByRole('checkbox', { name: 'SHA3-256' })).toBeChecked();
    await expectChosen(other, 'Output format', 'Hex (uppercase)');
  });

  await test.step('a link made for another tool, or garbage, says it could not be read and leaves the tool usable', async () => {
    const { fragment } = await encodeShareState({ tool: 'base64-encoder', input: 'z' });
    await other.goto(`/tools/hash-generator${fragment}`);
    await expectToast(other, ...UNREADABLE);
    await expectEditorValue(other.getByLabel('Text to hash'), 'x y');
    await dismissToast(other);
    await other.goto('/tools/hash-generator#share=not-a-link~~');
    await expectToast(other, ...UNREADABLE);
    await expect(other).toHaveURL(pageAddress);
    await other.getByLabel('Text to hash').fill('abc');
    // MD5 of 'abc', in the chosen format.
    await expect(other.getByTestId('digest-md5')).toHaveValue('900150983CD24FB0D6963F7D28E17F72');
    expect(opened.errors).toEqual([]);
  });

  await test.step('text that contains the key is left out of the link, with a note', async () => {
    await dismissToast(page);
    await page.getByLabel('Text to hash').fill(`the key is ${key}`);
    const withKey = await copiedLink(page);
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
