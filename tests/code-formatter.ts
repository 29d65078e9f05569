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
import { expectEditorValue } from './editor';
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

/** Download saves the output on screen under its name. */
async function expectDownload(page: Page, name: string, text: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  expect(readFileSync(await file.path(), 'utf8')).toBe(text);
}

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

  test(`a real file uploads, formats as Prettier does (indent and width too) and minifies; Copy and Download`, async ({
    page,
  }) => {
    test.setTimeout(60_000); // three formats, four selects, two copies and two downloads
    await page.getByTestId('file-input').setInputFiles(c.realFile);
    await expectEditorValue(input(page), text);
    const pretty = await prettier.format(text, { parser: c.parser });
    await format(page);
    await expectToast(page, `${c.name} formatted successfully`);
    await expectEditorValue(formatted(page), pretty);
    await copyAndCheck(
      page,
      `Copy formatted ${c.name.toLowerCase()}`,
      pretty,
      `Formatted ${c.name} copied to clipboard`,
    );
    await expectDownload(page, `formatted.${c.extension}`, pretty);

    await chooseOption(page, 'Indent', 'Tab');
    await chooseOption(page, 'Line width', '120 characters');
    await format(page);
    await expectEditorValue(
      formatted(page),
      await prettier.format(text, { parser: c.parser, useTabs: true, printWidth: 120 }),
    );
    await chooseOption(page, 'Indent', '4 spaces');
    await format(page);
    const wide = await prettier.format(text, { parser: c.parser, tabWidth: 4, printWidth: 120 });
    await expectEditorValue(formatted(page), wide);

    await page.getByRole('tab', { name: 'Minified' }).click();
    const small = await c.minified(text);
    await expectEditorValue(minified(page), small);
    await copyAndCheck(page, `Copy minified ${c.name.toLowerCase()}`, small, `Minified ${c.name} copied to clipboard`);
    await expectDownload(page, `minified.${c.extension}`, small);
  });

  test(`blank input asks for ${c.name}; invalid ${c.name} gives the reason and place, Format jumps there, and passes axe`, async ({
    page,
  }) => {
    await input(page).fill('  \n ');
    await format(page);
    await expectToast(page, `Please enter ${c.name} code to format`);
    await input(page).fill('');
    await expect(page.getByRole('button', { name: 'Format', exact: true })).toBeDisabled();

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
    // The marked line and its invalid tokens keep their contrast.
    expect(await seriousViolations(page)).toEqual([]);
  });
}
