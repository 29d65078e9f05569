import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';
import { readClipboard } from '../../../tests/codec-helpers';
import { chooseOption } from '../../../tests/select';
import { expectToast } from '../../../tests/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const list = (page: Page) => page.getByRole('list', { name: 'Generated UUIDs' }).locator('code');

// Versions, uniqueness (a million), order, quantity bounds, formats, version 5 vectors and the inspector are unit
// tests in src/tools/uuid-generator/core/uuid.test.ts; this is the page around them.
test('shows UUIDs, exports many in a worker (and cancels), copies, makes versions 5 and 7, checks a UUID', async ({
  page,
}) => {
  // One flow in place of several tests: the time of the tests it replaced.
  test.setTimeout(90_000);
  await page.goto('/tools/uuid-generator');

  await test.step('5 version 4 UUIDs on load; the quantity box decides how many', async () => {
    await expect(list(page)).toHaveCount(5);
    for (const uuid of await list(page).allTextContents()) expect(uuid).toMatch(V4);
    await page.getByLabel('Quantity').fill('12');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(list(page)).toHaveCount(12);
    expect(new Set(await list(page).allTextContents()).size).toBe(12);
  });

  await test.step('a bulk export can be cancelled; the next one downloads a text file made in a worker', async () => {
    const count = page.getByLabel('How many UUIDs');
    await count.fill('1000000');
    await page.getByRole('button', { name: 'Generate and download .txt' }).click();
    await page.getByRole('button', { name: 'Cancel generating UUIDs' }).click();
    await expect(page.getByTestId('job-status')).toHaveText('Cancelled');

    // 200,000 shows the worker, the progress line and the file as well as a million would (unit-tested).
    await count.fill('200,000');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate and download .txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('uuids-v4-200000.txt');
    const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(200_000);
    expect(new Set(lines).size).toBe(200_000);
    expect(lines.every((line) => V4.test(line))).toBe(true);
    await expect(page.getByTestId('job-status')).toHaveText(/^Generated 200,000 UUIDs in \d+\.\d\d s$/);
  });

  await test.step('copies one UUID and all of them, in upper case without hyphens', async () => {
    await page.getByRole('switch', { name: 'Upper case' }).click();
    await page.getByRole('switch', { name: 'Hyphens' }).click();
    await expect(list(page).first()).toHaveText(/^[0-9A-F]{32}$/);
    const shown = await list(page).allTextContents();
    expect(shown).toHaveLength(12);
    for (const uuid of shown) expect(uuid).toMatch(/^[0-9A-F]{12}4[0-9A-F]{3}[89AB][0-9A-F]{15}$/);
    await page.getByRole('button', { name: 'Copy UUID 3' }).click();
    await expectToast(page, 'Copied to clipboard');
    expect(await readClipboard(page)).toBe(shown[2]);
    await page.getByRole('button', { name: 'Copy all' }).click();
    expect(await readClipboard(page)).toBe(shown.join('\n'));
    await page.getByRole('switch', { name: 'Upper case' }).click();
    await page.getByRole('switch', { name: 'Hyphens' }).click();
  });

  await test.step('time-ordered version 7, and version 5 from names', async () => {
    await chooseOption(page, 'Version', 'Version 7 (time-ordered)');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(list(page).first()).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/);
    const v7 = await list(page).allTextContents();
    expect(v7).toHaveLength(12);
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

  await test.step('tells the version, variant and time of a UUID being checked', async () => {
    const field = page.getByLabel('UUID to check');
    await field.fill('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    await expect(
      page.getByRole('definition').filter({ hasText: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f' }),
    ).toBeVisible();
    await expect(page.getByLabel('Version', { exact: true }).last()).toHaveText('7');
    await expect(page.getByLabel('Variant')).toHaveText('RFC 9562');
    await expect(page.getByLabel('Embedded time (UTC)')).toHaveText('2022-02-22T19:22:22.000Z');
    await field.fill('not-a-uuid');
    // The field's own message (a toast, also an alert, may still show from a copy before).
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid UUID' })).toHaveText(
      'Invalid UUID: A UUID has 32 hexadecimal digits, as 8-4-4-4-12 groups or without hyphens.',
    );
  });
});
