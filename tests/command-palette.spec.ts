import type { Page } from '@playwright/test';
import { expectEditorValue, pasteInto } from './editor';
import { expect, test, withConsentChosen } from './fixtures';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const find = (page: Page) => page.getByRole('combobox', { name: 'Find a tool' });

/** Ctrl+K, then wait for the search field to take the focus, as a person sees the palette open. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(find(page)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('the palette finds tools with typos and the keyboard; / and ? open it and the shortcuts outside text fields; a paste opens its tool', async ({
  page,
}) => {
  await page.goto('/');

  await test.step('/ opens it outside text fields only', async () => {
    await page.keyboard.press('/');
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.click();
    await page.keyboard.type('a/b');
    await expect(search).toHaveValue('a/b');
    await expect(palette(page)).toBeHidden();
    await search.fill('');
    await search.blur();
  });

  await test.step('? lists the shortcuts, Ctrl+Enter among them', async () => {
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toContainText('Ctrl K');
    await expect(dialog).toContainText('Find a tool (command palette)');
    await expect(dialog).toContainText("Ctrl EnterRun the tool's main action (Convert, Format, Generate…)");
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('a query that matches nothing says so', async () => {
    await openPalette(page);
    await page.keyboard.type('zzqxv');
    await expect(page.getByRole('status').filter({ hasText: 'No tools found' })).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  await test.step('a query with typos marks the letters that matched', async () => {
    await find(page).fill('');
    await page.keyboard.type('jsn fromat');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('JSON Formatter');
    await expect(first.locator('mark')).toHaveText(['JS', 'N', 'Format']);
    await expect(first).toHaveAttribute('data-focus', '');
  });

  await test.step('Escape closes it at once, results listed or not', async () => {
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await openPalette(page);
  });

  await test.step('arrows choose among the results and Enter opens the tool', async () => {
    await find(page).fill('bas64');
    // The Base64 tools only: a typo is never in a number, so "base45" of the other base encodings is not found.
    await expect(page.getByRole('option')).toHaveText([/^Base64 Encoder/, /^Base64 Decoder/]);
    const encoder = page.getByRole('option', { name: /Base64 Encoder/ });
    const decoder = page.getByRole('option', { name: /Base64 Decoder/ });
    await expect(encoder).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowDown');
    await expect(decoder).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowUp');
    await expect(encoder).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/base64-decoder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Base64 Decoder' })).toBeVisible();
    await expect(palette(page)).toBeHidden();
  });

  await test.step('pasted JSON puts the JSON formatter first, and choosing it opens the tool with the text', async () => {
    await openPalette(page);
    const json = '{\n  "name": "Ada",\n  "tags": [1, 2]\n}';
    await find(page).evaluate((field, text) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      field.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, json);
    // The field shows the paste on one line; the offer keeps its line breaks.
    await expect(find(page)).toHaveValue('{   "name": "Ada",   "tags": [1, 2] }');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAccessibleName(/^JSON Formatter Looks like JSON .* Open with pasted text$/);
    await expect(first).toHaveAttribute('data-focus', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/json-formatter$/);
    await expectEditorValue(page.getByRole('textbox', { name: 'JSON input', exact: true }), json);
  });
});

test('on a tool page: a slash stays in the editor, the tools opened last come first, typed content is offered', async ({
  page,
}) => {
  await page.goto('/tools/url-encoder');
  await test.step('a slash typed in a tool editor stays in the editor', async () => {
    await page.getByRole('textbox').first().click();
    await page.keyboard.type('a/b?c');
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  });

  await test.step('with no query, the tools opened last come first', async () => {
    await openPalette(page);
    await page.keyboard.type('hash');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
    await openPalette(page);
    const options = page.getByRole('option');
    await expect(options.nth(0)).toContainText('Hash Generator');
    await expect(options.nth(0)).toContainText('Recent');
    await expect(options.nth(1)).toContainText('URL Encoder');
    await expect(options.nth(2)).not.toContainText('Recent');
  });

  await test.step('typing a tool name still searches tools; typed content is offered too', async () => {
    await page.keyboard.type('json');
    await expect(page.getByRole('option').first()).toHaveAccessibleName(/^JSON Formatter/);
    await page.waitForTimeout(400); // past the detector's settle time: still no offer
    await expect(page.getByText('Open with this text')).toHaveCount(0);
    await find(page).fill('#ff8800');
    await expect(page.getByRole('option').first()).toHaveAccessibleName(
      /^HEX to RGB Looks like a hex colour .* Open with this text$/,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/hex-to-rgb$/);
    await expect(page.getByLabel('Hex color code')).toHaveValue('#ff8800');
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}px the header search on a tool page opens the palette in place, the input stays; "cron" finds the cron parser alone; "ping" says no tool matches`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/json-formatter');
    const editor = page.getByRole('textbox', { name: 'JSON input', exact: true });
    await pasteInto(editor, '{"kept": true}');

    await test.step('the first key opens the palette with it, and the page stays', async () => {
      await page.getByRole('banner').getByRole('searchbox', { name: 'Search tools' }).click();
      await page.keyboard.type('cron');
      await expect(find(page)).toBeFocused();
      await expect(find(page)).toHaveValue('cron');
      await expect(page).toHaveURL(/\/tools\/json-formatter$/);
    });

    await test.step('"cron" finds the cron parser, and no "con…verter"', async () => {
      await expect(page.getByRole('option')).toHaveText([/^Cron Expression Parser/]);
    });

    await test.step('a query with no real match says so, and offers the closest', async () => {
      await page.keyboard.press('Backspace');
      await find(page).fill('ping');
      await expect(palette(page).getByRole('status')).toHaveText('No tool matches "ping". Closest:');
      // PNG is the closest word: the tools that make PNGs come first.
      const firstTwo = page.getByRole('option').nth(0).or(page.getByRole('option').nth(1));
      await expect(firstTwo.filter({ hasText: 'Image Converter' })).toHaveCount(1);
    });

    await test.step("Escape closes it on the same page, the tool's input still there", async () => {
      await page.keyboard.press('Escape');
      await expect(palette(page)).toBeHidden();
      await expect(page).toHaveURL(/\/tools\/json-formatter$/);
      await expectEditorValue(editor, '{"kept": true}');
    });
  });
}

// Issue 53: between the first paint and hydration the prerendered controls are inert, and Ctrl-K did nothing.
test('Load Example and Ctrl-K pressed before the app is ready act once it is', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's entry waits: the prerendered page shows, and nothing hydrates until it is released.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto('/tools/json-formatter');
  const loadExample = page.getByRole('button', { name: 'Load Example' });
  await expect(loadExample).toBeVisible();
  await page.waitForFunction(() => window.__earlyInput !== undefined);
  const pending = () => page.evaluate(() => window.__earlyInput!.pending());

  // Inert, the button is not what a click hits: the mouse presses where it shows, as a person does.
  const box = (await loadExample.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Control+K');
  expect(await pending()).toBe(2);
  await expect(page.locator('[data-hydration-gate="waiting"]').first()).toBeAttached();
  await expect(palette(page)).toHaveCount(0);

  release();
  await loading;
  await expect(find(page)).toBeFocused();
  // The example loaded under the palette (a modal: the page behind it is out of reach until it closes).
  await page.keyboard.press('Escape');
  await expectEditorValue(page.getByRole('textbox', { name: 'JSON input', exact: true }), /"name": ?"DevToolbox"/);
});
