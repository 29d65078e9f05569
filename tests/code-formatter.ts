/**
 * Browser tests every Prettier-based formatter (HTML, CSS) shares: a real file uploaded, formatted and minified
 * against the same tools run in Node, the spec's errors with the position and the editor's mark, the empty
 * message, Copy with its toast, and Download. Each tool's spec declares its case and calls `codeFormatterTests`.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as prettier from 'prettier';
import { seriousViolations } from './axe';
import { copyAndCheck } from './codec-helpers';
import { editorValue, expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';
import { chooseOption } from './select';
import { expectToast, toast } from './toasts';

export interface FormatterCase {
  id: string;
  /** As the messages say it: 'HTML'. */
  name: string;
  extension: string;
  /** Prettier's parser for the oracle. */
  parser: string;
  /** A real file from node_modules, valid. */
  realFile: string;
  /** The minified text the tool must give for `text` (the same minifier run in Node). */
  minified: (text: string) => Promise<string>;
  /** Invalid input, the description the toast must carry, and the text of the line the editor marks. */
  invalid: { file?: string; text?: string; description: string | RegExp; line: string };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

export function codeFormatterTests(c: FormatterCase) {
  const input = (page: Page) => field(page, `${c.name} input`);
  const formatted = (page: Page) => field(page, `Formatted ${c.name}`);
  const minified = (page: Page) => field(page, `Minified ${c.name}`);
  const format = (page: Page) => page.getByRole('button', { name: 'Format', exact: true }).click();
  const text = readFileSync(c.realFile, 'utf8');

  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test.beforeEach(async ({ page }) => {
    await page.goto(`/tools/${c.id}`);
    // The editor loads after hydration: from then on the file input and the buttons are live.
    await expect(page.locator('[data-text-editor="ready"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Format', exact: true })).toBeDisabled();
  });

  test(`a real file uploads, formats as Prettier does (indent and width too) and minifies`, async ({ page }) => {
    test.setTimeout(60_000); // three formats, four selects and a tab: some 25 s on a busy CI machine
    await page.getByTestId('file-input').setInputFiles(c.realFile);
    await expectEditorValue(input(page), text);
    await format(page);
    await expectToast(page, `${c.name} formatted successfully`);
    await expectEditorValue(formatted(page), await prettier.format(text, { parser: c.parser }));

    await chooseOption(page, 'Indent', 'Tab');
    await chooseOption(page, 'Line width', '120 characters');
    await format(page);
    const tabs = await prettier.format(text, { parser: c.parser, useTabs: true, printWidth: 120 });
    await expectEditorValue(formatted(page), tabs);
    await chooseOption(page, 'Indent', '4 spaces');
    await format(page);
    await expectEditorValue(
      formatted(page),
      await prettier.format(text, { parser: c.parser, tabWidth: 4, printWidth: 120 }),
    );

    await page.getByRole('tab', { name: 'Minified' }).click();
    await expectEditorValue(minified(page), await c.minified(text));
  });

  test(`invalid ${c.name} says 'Invalid ${c.name} syntax' with the reason and place, and Format jumps there`, async ({
    page,
  }) => {
    if (c.invalid.file) await page.getByTestId('file-input').setInputFiles(c.invalid.file);
    else await input(page).fill(c.invalid.text!);
    // As you type: quietly beside the field, the cursor stays where it was.
    const inline = page.locator('p[role="alert"]').filter({ hasText: `Invalid ${c.name} syntax` });
    await expect(inline).toContainText(c.invalid.description);
    const editor = page.locator('[data-text-editor]').first();
    await expect(editor.locator('.cm-errorLine')).toHaveCount(0);
    await format(page);
    await expect(toast(page)).toContainText(`Invalid ${c.name} syntax`);
    await expect(toast(page)).toContainText(c.invalid.description);
    await expect(editor.locator('.cm-errorLine')).toHaveText(c.invalid.line);
    await expectEditorValue(formatted(page), '');
  });

  test(`blank input says 'Please enter ${c.name} code to format'`, async ({ page }) => {
    await input(page).fill('  \n ');
    await format(page);
    await expectToast(page, `Please enter ${c.name} code to format`);
    await input(page).fill('');
    await expect(page.getByRole('button', { name: 'Format', exact: true })).toBeDisabled();
  });

  test('short input formats as you type; Copy and Download take each output', async ({ page }) => {
    test.setTimeout(60_000);
    await page.getByTestId('file-input').setInputFiles(c.realFile);
    const pretty = await prettier.format(text, { parser: c.parser });
    await expectEditorValue(formatted(page), pretty, 20_000);
    await expect(page.getByTestId('out-of-date')).toHaveCount(0);
    await copyAndCheck(
      page,
      `Copy formatted ${c.name.toLowerCase()}`,
      pretty,
      `Formatted ${c.name} copied to clipboard`,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`formatted.${c.extension}`);
    expect(readFileSync(await file.path(), 'utf8')).toBe(pretty);

    await page.getByRole('tab', { name: 'Minified' }).click();
    const small = await c.minified(text);
    await copyAndCheck(page, `Copy minified ${c.name.toLowerCase()}`, small, `Minified ${c.name} copied to clipboard`);
    const minifiedDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await minifiedDownload).suggestedFilename()).toBe(`minified.${c.extension}`);
    expect(await editorValue(minified(page))).toBe(small);
  });

  test('long input waits for Format (out of date), runs in the worker with progress, and can be cancelled', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await input(page).fill(text);
    await expectEditorValue(formatted(page), await prettier.format(text, { parser: c.parser }), 20_000);
    // Past the live limit: the result is marked out of date until Format runs.
    const long = text.repeat(Math.ceil(60_000 / text.length));
    await pasteInto(input(page), long);
    await expect(page.getByTestId('out-of-date')).toHaveText('Out of date: press Format');
    await format(page);
    await expect(page.getByTestId('out-of-date')).toHaveCount(0, { timeout: 30_000 });
    await expectToast(page, `${c.name} formatted successfully`);
    await expectEditorValue(formatted(page), await prettier.format(long, { parser: c.parser }));

    // Twenty times longer: Cancel stops it (the worker is replaced) and says so.
    await pasteInto(input(page), long.repeat(20));
    await format(page);
    await page.getByRole('button', { name: /^Cancel/ }).click();
    await expect(page.getByTestId('job-status')).toHaveText('Cancelled');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`no serious accessibility problems with a result and with an error, ${theme} theme`, async ({ page }) => {
      // The theme as a visitor's stored choice, set before the page loads (no colour transition under way).
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await page.getByTestId('file-input').setInputFiles(c.realFile);
      await format(page);
      await expectToast(page, `${c.name} formatted successfully`);
      expect(await seriousViolations(page)).toEqual([]);
      if (c.invalid.file) await page.getByTestId('file-input').setInputFiles(c.invalid.file);
      else await pasteInto(input(page), c.invalid.text!);
      await format(page);
      await expect(page.locator('p[role="alert"]').filter({ hasText: `Invalid ${c.name} syntax` })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
