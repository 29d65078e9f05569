import type { Page } from '@playwright/test';
import { editorValue, expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';

/** The shared TextEditor's language features, seen through the JSON formatter (a tool with a language). */
const input = (page: Page) => page.getByRole('textbox', { name: 'JSON input', exact: true });

test('the editor colors, folds, searches, puts the cursor on a fault, and shows a long text plain', async ({
  page,
}) => {
  await page.goto('/tools/json-formatter');
  await expect(page.getByRole('button', { name: 'Format', exact: true })).toBeVisible();
  const field = page.locator('[data-text-editor]').first();

  await test.step('Tab into the editor shows the focus ring on its frame, as on every other field; Tab out hides it', async () => {
    const ring = () => field.evaluate((frame) => getComputedStyle(frame).outlineStyle);
    expect(await ring()).toBe('none');
    await page.getByRole('button', { name: 'Load Example', exact: true }).focus();
    // From the toolbar under it, a few Shift+Tabs reach the editor (the input comes first).
    for (let presses = 0; presses < 15 && !(await input(page).evaluate((el) => el.matches(':focus'))); presses++)
      await page.keyboard.press('Shift+Tab');
    await expect(input(page)).toBeFocused();
    await expect.poll(ring).toBe('solid');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(ring).toBe('none');
  });

  await test.step('colors the syntax and folds a block from the gutter and the keyboard', async () => {
    await input(page).fill('{\n  "name": "toolbox",\n  "tags": [\n    1,\n    true\n  ]\n}');
    await expect(field.locator('.tok-propertyName').first()).toHaveText('"name"');
    await expect(field.locator('.tok-string').first()).toHaveText('"toolbox"');
    await expect(field.locator('.tok-number')).toHaveText('1');
    // Fold the array from its line's gutter marker: its lines leave the screen, the text stays whole.
    await field.locator('.cm-foldGutter [title="Fold line"]').nth(1).click();
    await expect(field.locator('.cm-foldPlaceholder')).toHaveCount(1);
    await expect(field.locator('.cm-line', { hasText: 'true' })).toHaveCount(0);
    expect(await editorValue(input(page))).toContain('true');
    // Ctrl+Alt+] unfolds everything from the keyboard.
    await input(page).press('Control+Alt+BracketRight');
    await expect(field.locator('.cm-foldPlaceholder')).toHaveCount(0);
  });

  await test.step('Ctrl+F searches the text', async () => {
    await pasteInto(input(page), '{"alpha": 1, "beta": 2, "alphabet": 3}');
    await input(page).press('Control+f');
    const find = page.getByRole('textbox', { name: 'Find' });
    await expect(find).toBeFocused();
    await find.fill('alpha');
    await find.press('Enter');
    await expect(field.locator('.cm-searchMatch')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(find).toHaveCount(0);
  });

  await test.step('an invalid input puts the cursor on the fault and marks its line', async () => {
    await pasteInto(input(page), '{\n  "a": 1,\n}');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid JSON' })).toContainText('line 3, column 1');
    // Typing does not move the cursor to a fault; Format does.
    await expect(field.locator('.cm-errorLine')).toHaveCount(0);
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(field.locator('.cm-errorLine')).toHaveText('}');
    // The editor has the focus, and typing goes where the cursor was put: at line 3, column 1.
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('"b": 2');
    await expectEditorValue(input(page), '{\n  "a": 1,\n"b": 2}');
    await expect(page.getByText(/^Invalid JSON: /)).toHaveCount(0);
    await expect(field.locator('.cm-errorLine')).toHaveCount(0);
  });

  await test.step('a text past 20,000 characters is shown plain (the parser would block the page), and colored again when short', async () => {
    const long = JSON.stringify({ items: Array.from({ length: 5000 }, (_, i) => ({ id: i })) }, null, 2);
    expect(long.length).toBeGreaterThan(20_000);
    await pasteInto(input(page), long);
    await expect(field.locator('.cm-line').first()).toBeVisible();
    await expect(field.locator('.tok-propertyName')).toHaveCount(0);
    // Ctrl+A and a paste: Playwright's fill selects only the lines on screen.
    await pasteInto(input(page), '{"short": true}');
    await expect(field.locator('.tok-propertyName')).toHaveText('"short"');
  });
});
