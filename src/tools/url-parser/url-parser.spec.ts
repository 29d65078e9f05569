import { readClipboard } from '../../../tests/codec-helpers';
import { dismissToast, expectToast, toast } from '../../../tests/toasts';
import { expect, test } from '../../../tests/fixtures';
import { structuredField, structuredValue } from '../../../tests/kit';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const row = (page: import('@playwright/test').Page, label: string) =>
  structuredValue(structuredField(page, 'Parts'), label);

test('URL Parser: every part and query value, copyable; parses as you type; invalid URLs', async ({ page }) => {
  await page.goto('/tools/url-parser');
  await expect(page.getByRole('heading', { name: 'URL Parser' })).toBeVisible();
  await test.step('shows every part and each query value, all copyable', async () => {
    const parse = page.getByRole('button', { name: 'Parse URL' });
    await expect(parse).toBeDisabled();
    await page
      .getByLabel('URL to parse')
      .fill('https://shop.example.com:8443/items/list?tag=red&tag=blue&q=caf%C3%A9+au+lait#reviews');
    await parse.click();

    const expected: Array<[string, string]> = [
      ['Protocol', 'https:'],
      ['Hostname', 'shop.example.com'],
      ['Port', '8443'],
      ['Pathname', '/items/list'],
      ['Search', '?tag=red&tag=blue&q=caf%C3%A9+au+lait'],
      ['Hash', '#reviews'],
      ['Origin', 'https://shop.example.com:8443'],
    ];
    for (const [label, value] of expected) await expect(row(page, label)).toHaveText(value);

    const params = page.getByRole('table', { name: 'Query parameters (3)' }).getByRole('row');
    await expect(params).toHaveText([/Name\s*Value/, /tag\s*red/, /tag\s*blue/, /q\s*café au lait/]);
    await expect(page.getByRole('heading', { name: 'Query parameters (3)' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy Hostname', exact: true }).click();
    await expectToast(page, 'Hostname copied to clipboard');
    expect(await readClipboard(page)).toBe('shop.example.com');
    // Two rows named tag: each Copy says which.
    await page.getByRole('button', { name: 'Copy tag (2)', exact: true }).click();
    await expect.poll(() => readClipboard(page)).toBe('tag  blue');
    await page.getByRole('button', { name: 'Copy as JSON', exact: true }).click();
    await expect
      .poll(async () => JSON.parse(await readClipboard(page)) as unknown)
      .toMatchObject([{ Hostname: 'shop.example.com' }, [{ Name: 'tag', Value: 'red' }, {}, {}]]);
  });

  await test.step('Enter parses; an empty part shows (none) and copying it says Nothing to copy', async () => {
    await page.getByLabel('URL to parse').fill('http://localhost/');
    await page.getByLabel('URL to parse').press('Enter');
    // (none) is CSS content: the value itself, and what its Copy takes, stay empty.
    await expect(row(page, 'Port')).toHaveText('');
    await expect(row(page, 'Port')).toHaveAttribute('data-empty', '(none)');
    await expect(page.getByRole('button', { name: 'Copy Port', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Copy Port', exact: true }).press('Enter');
    await expectToast(page, 'Nothing to copy');
    await expect(page.getByText('This URL has no query parameters.')).toBeVisible();
  });

  await test.step('an invalid URL says Invalid URL format beside the field and keeps the input', async () => {
    // The Nothing to copy notice closed first, so no toast below is that one still on screen.
    await dismissToast(page);
    await page.getByLabel('URL to parse').fill('example.com/no-scheme');
    await page.getByRole('button', { name: 'Parse URL' }).click();
    // In view, the message beside the field is the one place (issue 53): no toast repeats it.
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid URL format' })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByLabel('URL to parse')).toHaveValue('example.com/no-scheme');
    await expect(page.getByRole('heading', { name: 'Parts' })).toHaveCount(0);
  });

  await test.step('parses as you type, without notices; a bad URL shows under the field until fixed', async () => {
    const field = page.getByLabel('URL to parse');
    await field.pressSequentially('https://a.example/x?k=1', { delay: 20 });
    await expect(row(page, 'Hostname')).toContainText('a.example');
    await expect(row(page, 'Search')).toContainText('?k=1');
    await field.fill('not a url');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid URL format' })).toBeVisible();
    await expect(row(page, 'Hostname')).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
    await field.fill('http://b.example:81/');
    await expect(row(page, 'Port')).toContainText('81');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid URL format' })).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
  });
});
