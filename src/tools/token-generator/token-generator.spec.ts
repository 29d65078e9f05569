import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { decodeShareState } from '../../core/site/share-link';
import { ulidTime } from './core';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption } from '../../../tests/select';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const list = (page: Page) => page.getByRole('list', { name: 'Generated tokens' }).locator('code');

// Uniformity (an exact no-bias test and a chi-square test), ULID order, ObjectId and NanoID against their oracles
// are unit tests in src/tools/token-generator/core/token.test.ts; this is the page around them.
test('ULIDs on load, each kind and its fields, a bad alphabet named, no token in a link, a bulk file made in a worker', async ({
  page,
}) => {
  const before = Date.now();
  await page.goto('/tools/token-generator');

  await test.step('5 ULIDs on load, in order, each with its time', async () => {
    await expect(list(page)).toHaveCount(5);
    const ulids = await list(page).allTextContents();
    expect([...ulids].sort()).toEqual(ulids);
    for (const id of ulids) {
      expect(id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
      expect(ulidTime(id)).toBeGreaterThanOrEqual(before - 1000);
      expect(ulidTime(id)).toBeLessThanOrEqual(Date.now());
    }
    await expect(page.getByText(`Time: ${new Date(ulidTime(ulids[0])).toISOString()}`).first()).toBeVisible();
  });

  await test.step("NanoID with nanoid's alphabet and size; ObjectIds", async () => {
    await chooseOption(page, 'Kind', 'NanoID');
    await expect(page.getByLabel('Size', { exact: true })).toHaveValue('21');
    await expect(list(page).first()).toHaveText(/^[A-Za-z0-9_-]{21}$/);
    await chooseOption(page, 'Kind', 'MongoDB ObjectId');
    await expect(list(page).first()).toHaveText(/^[0-9a-f]{24}$/);
  });

  await test.step('Load Example sets a prefixed API key, and its batch follows', async () => {
    await page.getByRole('button', { name: 'Load Example' }).click();
    await expect(page.getByLabel('Prefix', { exact: true })).toHaveValue('sk_live_');
    await expect(list(page).first()).toHaveText(/^sk_live_[A-Za-z0-9]{32}$/);
  });

  await test.step('a random string from any alphabet: a repeated character is named with its position', async () => {
    await chooseOption(page, 'Kind', 'Random string');
    await chooseOption(page, 'Characters', 'Any alphabet');
    const alphabet = page.getByLabel('Alphabet', { exact: true });
    await alphabet.fill('xyzx');
    await expect(page.getByText('"x" at position 4 is already at position 1.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
    await alphabet.fill('xyz');
    await page.getByLabel('Length', { exact: true }).fill('40');
    await expect(list(page).first()).toHaveText(/^[xyz]{40}$/);
    await expect(page.getByTestId('token-entropy')).toHaveText('63.4 bits of randomness per token');
  });

  await test.step('API keys with a prefix; Copy link carries the settings, never a key', async () => {
    await chooseOption(page, 'Kind', 'API key with a prefix');
    await page.getByLabel('Prefix', { exact: true }).fill('sk_test_');
    await page.getByLabel('Length', { exact: true }).fill('24');
    await page.getByLabel('Quantity').fill('3');
    await expect(list(page)).toHaveCount(3);
    await expect(list(page).first()).toHaveText(/^sk_test_[A-Za-z0-9]{24}$/);
    const keys = await list(page).allTextContents();
    const copyLink = page.getByRole('button', { name: /^Copy link/ });
    await copyLink.click();
    await expect(copyLink).toHaveText('Copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const state = await decodeShareState(new URL(link).hash);
    for (const key of keys) expect(JSON.stringify(state)).not.toContain(key.slice('sk_test_'.length));
    expect(state.options).toMatchObject({ kind: 'api-key', prefix: 'sk_test_', lengthText: '24', quantityText: '3' });
    await page.getByLabel('Prefix', { exact: true }).fill('sk test');
    await expect(page.getByText('" " at position 3 is not allowed in a prefix.', { exact: false })).toBeVisible();
    await page.getByLabel('Prefix', { exact: true }).fill('sk_test_');
  });

  await test.step('a bulk export can be cancelled; the next one downloads a file made in a worker', async () => {
    const count = page.getByLabel('How many tokens');
    await count.fill('1000000');
    await page.getByRole('button', { name: 'Generate and download .txt' }).click();
    await page.getByRole('button', { name: 'Cancel generating tokens' }).click();
    await expect(page.getByTestId('job-status')).toHaveText('Cancelled');
    await count.fill('200,000');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate and download .txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('api-key-200000.txt');
    const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(200_000);
    expect(new Set(lines).size).toBe(200_000);
    expect(lines.every((line) => /^sk_test_[A-Za-z0-9]{24}$/.test(line))).toBe(true);
    await expect(page.getByTestId('job-status')).toHaveText(/^Generated 200,000 tokens in \d+\.\d\d s$/);
  });
});
