import { seriousViolations } from './axe';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';

import type { Page } from '@playwright/test';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Ctrl+K, then wait for the search field to take the focus, as a person sees the palette open. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('combobox', { name: 'Find a tool' })).toBeFocused();
}

test.describe('command palette', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('userConsent', 'denied'));
  });

  test('Ctrl+K, a query with typos, arrows and Enter open the tool', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+K');
    const input = page.getByRole('combobox', { name: 'Find a tool' });
    await expect(input).toBeFocused();
    await page.keyboard.type('jsn fromat');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('JSON Formatter');
    // The letters that matched are marked.
    await expect(options.first().locator('mark')).toHaveText(['JS', 'N', 'Format']);
    await expect(options.first()).toHaveAttribute('data-focus', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/json-formatter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
    await expect(palette(page)).toBeHidden();
  });

  test('arrow down chooses the second result', async ({ page }) => {
    await page.goto('/');
    await openPalette(page);
    await page.keyboard.type('bas64');
    await expect(page.getByRole('option')).toHaveText([/^Base64 Encoder/, /^Base64 Decoder/]);
    const encoder = page.getByRole('option', { name: /Base64 Encoder/ });
    const decoder = page.getByRole('option', { name: /Base64 Decoder/ });
    await expect(encoder).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowDown');
    await expect(decoder).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowUp');
    await expect(encoder).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowDown');
    await expect(decoder).toHaveAttribute('data-focus', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/base64-decoder$/);
  });

  test('/ opens it outside text fields only, Esc closes it', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('/');
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();

    // Typing a slash into the header search stays a slash.
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.click();
    await page.keyboard.type('a/b');
    await expect(search).toHaveValue('a/b');
    await expect(palette(page)).toBeHidden();
  });

  test('a slash typed in a tool editor stays in the editor', async ({ page }) => {
    await page.goto('/tools/url-encoder');
    const editor = page.getByRole('textbox').first();
    await editor.click();
    await page.keyboard.type('a/b?c');
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  });

  test('with no query, the tools opened last come first', async ({ page }) => {
    await page.goto('/tools/uuid-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'UUID Generator' })).toBeVisible();
    await page.goto('/tools/hash-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
    await openPalette(page);
    const options = page.getByRole('option');
    await expect(options.nth(0)).toContainText('Hash Generator');
    await expect(options.nth(0)).toContainText('Recent');
    await expect(options.nth(1)).toContainText('UUID Generator');
    await expect(options.nth(2)).not.toContainText('Recent');
  });

  test('a query that matches nothing says so', async ({ page }) => {
    await page.goto('/');
    await openPalette(page);
    await page.keyboard.type('zzqxv');
    await expect(page.getByRole('status').filter({ hasText: 'No tools found' })).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('? lists the shortcuts', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Ctrl K');
    await expect(dialog).toContainText('Find a tool (command palette)');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open palette has no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/');
      await openPalette(page);
      await page.keyboard.type('url');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('pasted JSON puts the JSON formatter first, and choosing it opens the tool with the text', async ({ page }) => {
    await page.goto('/');
    await openPalette(page);
    const json = '{\n  "name": "Ada",\n  "tags": [1, 2]\n}';
    await page.getByRole('combobox', { name: 'Find a tool' }).evaluate((field, text) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      field.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, json);
    // The field shows the paste on one line; the offer keeps its line breaks.
    await expect(page.getByRole('combobox', { name: 'Find a tool' })).toHaveValue(
      '{   "name": "Ada",   "tags": [1, 2] }',
    );
    const first = page.getByRole('option').first();
    await expect(first).toHaveAccessibleName(/^JSON Formatter Looks like JSON .* Open with pasted text$/);
    await expect(first).toContainText('Open with pasted text');
    await expect(first).toHaveAttribute('data-focus', '');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/json-formatter$/);
    await expectEditorValue(page.getByRole('textbox', { name: 'JSON input', exact: true }), json);
  });

  test('typing a tool name still searches tools; typed content is offered too', async ({ page }) => {
    await page.goto('/');
    await openPalette(page);
    await page.keyboard.type('json');
    await expect(page.getByRole('option').first()).toHaveAccessibleName(/^JSON Formatter/);
    await page.waitForTimeout(400); // past the detector's settle time: still no offer
    await expect(page.getByText('Open with this text')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Find a tool' }).fill('#ff8800');
    await expect(page.getByRole('option').first()).toHaveAccessibleName(
      /^HEX to RGB Looks like a hex colour .* Open with this text$/,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/hex-to-rgb$/);
    await expect(page.getByLabel('Hex colour code')).toHaveValue('#ff8800');
  });
});
