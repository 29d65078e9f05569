import { readFileSync } from 'node:fs';
import xmlPlugin from '@prettier/plugin-xml';
import { XMLParser } from 'fast-xml-parser';
import * as prettier from 'prettier';
import { copyAndCheck } from './codec-helpers';
import { editorValue, expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';
import {
  button,
  errorLine,
  expectBlankInputMessages,
  expectNotice,
  fieldError,
  formatMinifyValidatePage,
  tab,
} from './format-minify-validate';
import { chooseOption } from './select';
import { dismissToast, toast } from './toasts';

const SVG = 'node_modules/playwright-core/lib/vite/dashboard/assets/firefox-beta-k3eOH_eK.svg';
const SVGS = [SVG, 'node_modules/playwright-core/lib/vite/dashboard/assets/safari-na3_-uQk.svg'];

const { input, formatted, minified } = formatMinifyValidatePage('XML');

/** Prettier's XML plugin in Node with the tool's settings: the oracle. */
const prettierXml = (text: string, indent: '2' | '4' | 'tab' = '2') =>
  prettier.format(text, {
    parser: 'xml',
    plugins: [xmlPlugin],
    printWidth: 120,
    xmlWhitespaceSensitivity: 'ignore',
    tabWidth: indent === 'tab' ? 2 : Number(indent),
    useTabs: indent === 'tab',
  });

const parsed = (text: string) =>
  new XMLParser({ ignoreAttributes: false, cdataPropName: '#cdata', commentPropName: '#comment' }).parse(
    text,
  ) as unknown;

const BAD = '<root>\n  <item>\n</root>';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/xml-formatter');
  await expect(input(page)).toBeVisible();
});

test('a real SVG formats as Prettier in Node at 2, 4 spaces and a tab; Minify keeps what it says; Validate', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const text = readFileSync(SVG, 'utf8');
  await page.getByTestId('file-input').setInputFiles(SVG);
  await expectEditorValue(input(page), text);
  // The file as Prettier lays it out (the file itself is already minified).
  const pretty = await prettierXml(text);
  await expectEditorValue(formatted(page), pretty, 15_000);
  await chooseOption(page, 'Indent', '4 spaces');
  await expectEditorValue(formatted(page), await prettierXml(text, '4'));
  await chooseOption(page, 'Indent', 'Tab');
  await expectEditorValue(formatted(page), await prettierXml(text, 'tab'));
  await copyAndCheck(page, 'Copy formatted xml', await prettierXml(text, 'tab'));

  await pasteInto(input(page), `<!-- the logo -->\n${pretty}`);
  await tab(page, 'Minify').click();
  await expect(minified(page)).toContainText('<svg', { timeout: 15_000 });
  const short = await editorValue(minified(page));
  expect(short.length).toBeLessThan(pretty.length);
  expect(short.length).toBeLessThanOrEqual(text.length);
  expect(short).not.toContain('<!--');
  expect(parsed(short)).toEqual(parsed(text));
  await page.getByRole('switch', { name: 'Keep comments' }).click();
  await expect(minified(page)).toContainText('<!-- the logo --><svg');
  await dismissToast(page);
  await button(page, 'Minify').click();
  await expect(toast(page)).toHaveCount(0); // the spec has no notice for a successful minify
  const download = page.waitForEvent('download');
  await button(page, 'Download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('minified.xml');
  const saved = readFileSync(await file.path(), 'utf8');
  expect(saved).toBe(await editorValue(minified(page)));
  expect(parsed(saved)).toEqual(parsed(`<!-- the logo -->\n${text}`));

  await tab(page, 'Validate').click();
  await page.getByTestId('file-input').setInputFiles(SVGS[1]);
  await expect(page.getByTestId('validity')).toHaveText('XML is valid', { timeout: 15_000 });
  await button(page, 'Validate').click();
  await expect(page.getByTestId('validity')).toHaveText('XML is valid');
  await input(page).press('Control+End');
  await page.keyboard.type('<');
  await expect(fieldError(page)).toContainText('XML validation failed. Please check your input for syntax errors.');
  await expect(page.getByTestId('validity')).toHaveText('');
});

test('blank input asks for XML; Format, Minify and Validate errors give the line and column, the editor jumps there', async ({
  page,
}) => {
  await expect(button(page, 'Format')).toBeDisabled();
  await input(page).fill(' \n ');
  await expectBlankInputMessages(page, [
    ['Format', 'Please enter XML to format'],
    ['Minify', 'Please enter XML to minify'],
    ['Validate', 'Please enter XML to validate'],
  ]);

  await tab(page, 'Format').click();
  await input(page).fill(BAD);
  await expect(fieldError(page)).toHaveText('Invalid XML structure. Please check your input. (line 3, column 1)');
  await expect(errorLine(page)).toHaveCount(0);
  await button(page, 'Format').click();
  await expectNotice(page, 'XML Formatting Error', 'Failed to format XML. Please check your input.');
  await expect(errorLine(page)).toHaveText('</root>');

  await tab(page, 'Minify').click();
  await button(page, 'Minify').click();
  await expectNotice(page, 'XML Minification Error');
  await expect(fieldError(page)).toHaveText('Invalid XML structure. Please check your input. (line 3, column 1)');

  await tab(page, 'Validate').click();
  await input(page).fill('<a>\n  <b x="1" x="2"/>\n</a>');
  await button(page, 'Validate').click();
  await expectNotice(page, 'XML Validation Error', 'XML syntax is invalid. Please check your input.');
  await expect(fieldError(page)).toHaveText(
    'XML validation failed. Please check your input for syntax errors. (line 2, column 12)',
  );
  await expect(errorLine(page)).toHaveText('  <b x="1" x="2"/>');
  await expect(page.getByTestId('validity')).toHaveText('');
});
