import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { readClipboard } from './codec-helpers';
import { chooseOption } from './select';
import { expectToast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const list = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Generated UUIDs' }).locator('code');

test.describe('UUID Generator', () => {
  test('shows 5 version 4 UUIDs on load, and the quantity box decides how many', async ({ page }) => {
    await page.goto('/tools/uuid-generator');
    await expect(list(page)).toHaveCount(5);
    for (const uuid of await list(page).allTextContents()) expect(uuid).toMatch(V4);

    const quantity = page.getByLabel('Quantity');
    await quantity.fill('12');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(list(page)).toHaveCount(12);
    const uuids = await list(page).allTextContents();
    expect(new Set(uuids).size).toBe(12);

    await quantity.fill('500');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(list(page)).toHaveCount(100);
    await expect(quantity).toHaveValue('100');

    await quantity.fill('');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(list(page)).toHaveCount(1);
  });

  test('copies one UUID and all of them, in upper case without hyphens', async ({ page }) => {
    await page.goto('/tools/uuid-generator');
    await page.getByRole('switch', { name: 'Upper case' }).click();
    await page.getByRole('switch', { name: 'Hyphens' }).click();
    const shown = await list(page).allTextContents();
    expect(shown).toHaveLength(5);
    for (const uuid of shown) expect(uuid).toMatch(/^[0-9A-F]{12}4[0-9A-F]{3}[89AB][0-9A-F]{15}$/);

    await page.getByRole('button', { name: 'Copy UUID 3' }).click();
    await expectToast(page, 'Copied to clipboard');
    expect(await readClipboard(page)).toBe(shown[2]);
    await page.getByRole('button', { name: 'Copy all' }).click();
    expect(await readClipboard(page)).toBe(shown.join('\n'));
  });

  test('makes time-ordered version 7 UUIDs and version 5 UUIDs from names', async ({ page }) => {
    await page.goto('/tools/uuid-generator');
    await chooseOption(page, 'Version', 'Version 7 (time-ordered)');
    await page.getByLabel('Quantity').fill('50');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(list(page)).toHaveCount(50);
    const v7 = await list(page).allTextContents();
    expect([...v7].sort()).toEqual(v7);
    for (const uuid of v7) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/);

    await chooseOption(page, 'Version', 'Version 5 (namespace and name, SHA-1)');
    await page.getByLabel('Names (one per line)').fill('python.org\nwww.example.com');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    // The same values as Python's uuid.uuid5(uuid.NAMESPACE_DNS, name).
    await expect(list(page)).toHaveText([
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    ]);
  });

  test('tells the version, variant and time of a UUID being checked', async ({ page }) => {
    await page.goto('/tools/uuid-generator');
    const field = page.getByLabel('UUID to check');
    await field.fill('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    const details = page.getByRole('definition');
    await expect(details.filter({ hasText: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f' })).toBeVisible();
    await expect(page.getByLabel('Version', { exact: true }).last()).toHaveText('7');
    await expect(page.getByLabel('Variant')).toHaveText('RFC 9562');
    await expect(page.getByLabel('Embedded time (UTC)')).toHaveText('2022-02-22T19:22:22.000Z');
    await field.fill('not-a-uuid');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid UUID: A UUID has 32 hexadecimal digits, as 8-4-4-4-12 groups or without hyphens.',
    );
  });

  test('exports a million UUIDs to a text file with progress, in a worker', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/uuid-generator');
    await page.getByLabel('How many UUIDs').fill('1,000,000');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Generate and download .txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('uuids-v4-1000000.txt');
    const text = await readFile(await file.path(), 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(1_000_000);
    expect(new Set(lines).size).toBe(1_000_000);
    expect(lines.every((line) => V4.test(line))).toBe(true);
    await expect(page.getByTestId('job-status')).toHaveText(/^Generated 1,000,000 UUIDs in \d+\.\d\d s$/);
  });

  test('can cancel a bulk export', async ({ page }) => {
    await page.goto('/tools/uuid-generator');
    await page.getByLabel('How many UUIDs').fill('1000000');
    await page.getByRole('button', { name: 'Generate and download .txt' }).click();
    await page.getByRole('button', { name: 'Cancel generating UUIDs' }).click();
    await expect(page.getByTestId('job-status')).toHaveText('Cancelled');
  });
});
