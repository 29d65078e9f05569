import type { Page } from '@playwright/test';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, showMoreOptions } from '../../../tests/format-minify-validate';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('shows the slug as you type, transliterated', async ({ page }) => {
  await page.goto('/tools/slugify');
  const input = textbox(page, 'Text');
  await input.focus();
  await page.keyboard.type('Crème brûlée');
  await expectEditorValue(textbox(page, 'Slug'), 'creme-brulee', 15_000);
  await page.keyboard.type(' à la Straße, Жук');
  await expectEditorValue(textbox(page, 'Slug'), 'creme-brulee-a-la-strasse-zhuk', 15_000);
});

test('makes one slug per line in batch mode, blank lines kept', async ({ page }) => {
  await page.goto('/tools/slugify');
  await showMoreOptions(page);
  await pasteInto(textbox(page, 'Text'), 'First Post!\n\nSmørrebrød & Æbler\nΚαλημέρα κόσμε');
  await expectEditorValue(textbox(page, 'Slug'), 'first-post-smorrebrod-and-aebler-kalimera-kosme', 15_000);
  await page.getByRole('switch', { name: 'One slug per line' }).click();
  await expectEditorValue(textbox(page, 'Slug'), 'first-post\n\nsmorrebrod-and-aebler\nkalimera-kosme', 15_000);
});

test('the maximum length cuts between words, and a bad one is refused', async ({ page }) => {
  await page.goto('/tools/slugify');
  await pasteInto(textbox(page, 'Text'), 'Ten tips for writing better URL slugs');
  await expectEditorValue(textbox(page, 'Slug'), 'ten-tips-for-writing-better-url-slugs', 15_000);
  await textbox(page, 'Maximum length').fill('19');
  await expectEditorValue(textbox(page, 'Slug'), 'ten-tips-for', 15_000);
  await textbox(page, 'Maximum length').fill('20');
  await expectEditorValue(textbox(page, 'Slug'), 'ten-tips-for-writing', 15_000);
  await textbox(page, 'Maximum length').fill('x');
  await expect(fieldError(page)).toContainText('Invalid maximum length', { timeout: 15_000 });
});

test('a long text runs in the worker on the button', async ({ page }) => {
  await page.goto('/tools/slugify');
  await textbox(page, 'Maximum length').fill('20');
  await pasteInto(textbox(page, 'Text'), 'Ÿes wörd '.repeat(25_000));
  await page.getByRole('button', { name: 'Slugify', exact: true }).click();
  await expectEditorValue(textbox(page, 'Slug'), 'yes-word-yes-word', 15_000);
});
