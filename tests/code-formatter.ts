/**
 * The browser test every Prettier-based formatter (HTML, CSS) shares, on one page load: a real file uploaded,
 * formatted and minified against the same tools run in Node, Copy with its toast and Download of each output, and
 * invalid input with its reason, position and the editor's mark. The indents and widths, the blank-input message
 * and the errors' words are unit tests of the core (src/tools/<id>/core/); the kit's error path is the JavaScript
 * and XML formatter specs'. Each tool's spec declares its case and calls `codeFormatterTest`.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as prettier from 'prettier';
import { seriousViolations } from './axe';
import { copyAndCheck } from './codec-helpers';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { toast } from './toasts';

export interface FormatterCase {
  id: string;
  /** As the messages say it: 'HTML'. */
  name: string;
  extension: string;
  /** Prettier's parser for the oracle. */
  parser: string;
  /** A real file from node_modules, valid (a few KB: its size is not the point). */
  realFile: string;
  /** The minified text the tool must give for `text` (the same minifier run in Node). */
  minified: (text: string) => Promise<string>;
  /** Invalid input, the description the toast must carry, and the text of the line the editor marks. */
  invalid: { file?: string; text?: string; description: string | RegExp; line: string };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Download saves the output on screen under its name. */
async function expectDownload(page: Page, name: string, text: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  expect(readFileSync(await file.path(), 'utf8')).toBe(text);
}

export function codeFormatterTest(c: FormatterCase) {
  const input = (page: Page) => field(page, `${c.name} input`);
  const formatted = (page: Page) => field(page, `Formatted ${c.name}`);
  const minified = (page: Page) => field(page, `Minified ${c.name}`);
  const formatButton = (page: Page) => page.getByRole('button', { name: 'Format', exact: true });
  const text = readFileSync(c.realFile, 'utf8');

  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(`invalid ${c.name} gives the reason and place, Format marks the line; a real file formats as Prettier does and minifies; Copy and Download`, async ({
    page,
  }) => {
    await page.goto(`/tools/${c.id}`);
    // The editor loads after hydration: from then on the file input and the buttons are live.
    await expect(page.locator('[data-text-editor="ready"]').first()).toBeVisible();
    await expect(formatButton(page)).toBeDisabled();

    await test.step(`invalid ${c.name}: quietly beside the field as it lands, then Format marks the line, still without a toast`, async () => {
      if (c.invalid.file) await page.getByTestId('file-input').setInputFiles(c.invalid.file);
      else await input(page).fill(c.invalid.text!);
      // As you type: quietly beside the field, the cursor stays where it was. The first result waits for the worker
      // to load Prettier (20 s, as the JavaScript spec's first result).
      const inline = page.locator('p[role="alert"]').filter({ hasText: `Invalid ${c.name} syntax` });
      await expect(inline).toContainText(c.invalid.description, { timeout: 20_000 });
      const editor = page.locator('[data-text-editor]').first();
      await expect(editor.locator('.cm-errorLine')).toHaveCount(0);
      await formatButton(page).click();
      await expect(editor.locator('.cm-errorLine')).toHaveText(c.invalid.line);
      // The message beside the field, in view, is the one place (issue 53): no toast repeats it.
      await expect(inline).toContainText(c.invalid.description);
      await expect(toast(page)).toHaveCount(0);
      await expectEditorValue(formatted(page), '');
      // The marked line and its invalid tokens keep their contrast.
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('a real file uploads and formats as Prettier in Node; Copy and Download', async () => {
      await page.getByTestId('file-input').setInputFiles(c.realFile);
      await expectEditorValue(input(page), text);
      const pretty = await prettier.format(text, { parser: c.parser });
      // Format at once, as a person does: it adopts the live run the file started in the worker, if one is going
      // (never cancels it, which would make the pool replace the worker and load Prettier again).
      await formatButton(page).click();
      await expect(toast(page)).toHaveText(`${c.name} formatted successfully`, { timeout: 20_000 });
      await expectEditorValue(formatted(page), pretty);
      await copyAndCheck(
        page,
        `Copy formatted ${c.name.toLowerCase()}`,
        pretty,
        `Formatted ${c.name} copied to clipboard`,
      );
      await expectDownload(page, `formatted.${c.extension}`, pretty);
    });

    await test.step('Minified: the same minifier as in Node; Copy and Download', async () => {
      await page.getByRole('tab', { name: 'Minified' }).click();
      const small = await c.minified(text);
      await expectEditorValue(minified(page), small);
      await copyAndCheck(
        page,
        `Copy minified ${c.name.toLowerCase()}`,
        small,
        `Minified ${c.name} copied to clipboard`,
      );
      await expectDownload(page, `minified.${c.extension}`, small);
    });
  });
}
