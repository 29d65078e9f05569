import type { Page } from '@playwright/test';
import { editorValue, expectEditorValue, pasteInto } from './editor';
import { expect, test, withConsentChosen } from './fixtures';
import { openTool } from './open-tool';

/** Ctrl+Enter runs the tool's main action, wherever the focus is on the page, text editors included. */

const uuids = (page: Page) => page.getByRole('list', { name: 'Generated UUIDs' }).locator('code');

test('Ctrl+Enter runs the main action nearest the focus: generator, codec, formatter, diff', async ({ page }) => {
  await withConsentChosen(page);
  await page.goto('/tools/uuid-generator');

  await test.step('generator: Ctrl+Enter in the quantity field generates that many UUIDs', async () => {
    await expect(uuids(page)).toHaveCount(5);
    const before = await uuids(page).allTextContents();
    await page.getByLabel('Quantity').fill('3');
    await page.getByLabel('Quantity').press('Control+Enter');
    await expect(uuids(page)).toHaveCount(3);
    expect(before).not.toContain((await uuids(page).allTextContents())[0]);
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Enter',
    );
  });

  await test.step('codec: a large input waits for Encode, and Ctrl+Enter in the editor runs it', async () => {
    await openTool(page, 'Base64 Encoder');
    const input = page.getByLabel('Text to encode');
    // Over the size from which the Base64 encoder converts on its button only (512 Ki characters).
    const text = 'foobar'.repeat(100_000);
    const output = page.getByRole('textbox', { name: 'Base64', exact: true });
    await pasteInto(input, 'hi');
    await expectEditorValue(output, 'aGk=');
    await pasteInto(input, text);
    await expect(page.getByText('Out of date: press Encode')).toBeVisible();
    expect(await editorValue(output)).toBe('aGk=');
    await input.press('Control+Enter');
    await expect.poll(() => editorValue(output).then((value) => value.slice(0, 16))).toBe('Zm9vYmFyZm9vYmFy');
    await expect(page.getByText('Out of date: press Encode')).toBeHidden();
    // CodeMirror's own Mod-Enter (insert a blank line) did not run as well.
    expect((await editorValue(input)).length).toBe(text.length);
  });

  await test.step('formatter: Ctrl+Enter formats a long JSON text that does not format as you type', async () => {
    await openTool(page, 'JSON Formatter');
    const input = page.getByRole('textbox', { name: 'JSON input', exact: true });
    const formatted = page.getByRole('textbox', { name: 'Formatted JSON', exact: true });
    const json = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `item ${i}` })));
    expect(json.length).toBeGreaterThan(200_000);
    await pasteInto(input, '[1]');
    await expectEditorValue(formatted, '[\n  1\n]');
    await pasteInto(input, json);
    await expect(page.getByText('Out of date: press Format')).toBeVisible();
    await input.press('Control+Enter');
    await expect
      .poll(() =>
        editorValue(formatted).then((value) => value.startsWith('[\n  {\n    "id": 0,\n    "name": "item 0"\n  },')),
      )
      .toBe(true);
  });

  await test.step('the action nearest the focus runs; a disabled one does nothing', async () => {
    await openTool(page, 'Code Diff');
    const original = page.getByRole('textbox', { name: 'Original Code', exact: true });
    // Generate Diff is disabled while both sides are empty: Ctrl+Enter changes nothing, not even the text.
    await original.press('Control+Enter');
    expect(await editorValue(original)).toBe('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await pasteInto(original, 'a\nb\n');
    await pasteInto(page.getByRole('textbox', { name: 'New Code', exact: true }), 'a\nc\n');
    await page.getByRole('switch', { name: 'Ignore case' }).focus();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByTestId('diff-status')).toContainText('Compared in');
  });
});
