import { readFileSync } from 'node:fs';
import xmlPlugin from '@prettier/plugin-xml';
import { XMLParser } from 'fast-xml-parser';
import * as prettier from 'prettier';
import { copyAndCheck } from '../../../tests/codec-helpers';
import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import {
  button,
  errorLine,
  expectNotice,
  fieldError,
  formatMinifyValidatePage,
  tab,
  mainButton,
} from '../../../tests/format-minify-validate';
import { dismissToast, toast } from '../../../tests/toasts';

const SVG = 'node_modules/playwright-core/lib/vite/dashboard/assets/firefox-beta-k3eOH_eK.svg';
const SVGS = [SVG, 'node_modules/playwright-core/lib/vite/dashboard/assets/safari-na3_-uQk.svg'];

const { input, formatted, minified } = formatMinifyValidatePage('XML');

/** Prettier's XML plugin in Node with the tool's settings: the oracle (the other indents: xml-formatter.test.ts). */
const prettierXml = (text: string) =>
  prettier.format(text, {
    parser: 'xml',
    plugins: [xmlPlugin],
    printWidth: 120,
    xmlWhitespaceSensitivity: 'ignore',
  });

const parsed = (text: string) =>
  new XMLParser({ ignoreAttributes: false, cdataPropName: '#cdata', commentPropName: '#comment' }).parse(
    text,
  ) as unknown;

const BAD = '<root>\n  <item>\n</root>';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// The blank-input words and each action's fault with its position are the core's unit tests (xml-formatter.test.ts);
// the kit's blank-input and error notices are the JavaScript formatter spec's regression test.
test('a real SVG formats as Prettier in Node; Minify keeps what it says; Validate; a fault gives its line and column, the editor jumps there', async ({
  page,
}) => {
  await page.goto('/tools/xml-formatter');
  await expect(input(page)).toBeVisible();
  const text = readFileSync(SVG, 'utf8');
  // The file as Prettier lays it out (the file itself is already minified).
  const pretty = await prettierXml(text);

  await test.step('a real SVG formats as Prettier in Node as it lands; Copy', async () => {
    await page.getByTestId('file-input').setInputFiles(SVG);
    await expectEditorValue(input(page), text);
    await expectEditorValue(formatted(page), pretty, 15_000);
    await copyAndCheck(page, 'Copy formatted xml', pretty);
  });

  await test.step('Minify drops comments unless asked to keep them, and keeps the document; Download', async () => {
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
    await mainButton(page).click();
    await expect(toast(page)).toHaveCount(0); // the spec has no notice for a successful minify
    const download = page.waitForEvent('download');
    await button(page, 'Download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('minified.xml');
    const saved = readFileSync(await file.path(), 'utf8');
    expect(saved).toBe(await editorValue(minified(page)));
    expect(parsed(saved)).toEqual(parsed(`<!-- the logo -->\n${text}`));
  });

  await test.step('Validate: a real SVG is valid; a stray < is not', async () => {
    await tab(page, 'Validate').click();
    await page.getByTestId('file-input').setInputFiles(SVGS[1]);
    await expect(page.getByTestId('validity')).toHaveText('XML is valid', { timeout: 15_000 });
    await mainButton(page).click();
    await expect(page.getByTestId('validity')).toHaveText('XML is valid');
    await input(page).press('Control+End');
    await page.keyboard.type('<');
    await expect(fieldError(page)).toContainText('XML validation failed. Please check your input for syntax errors.');
    await expect(page.getByTestId('validity')).toHaveText('');
  });

  await test.step('a fault: quietly beside the field with its line and column; Format marks the line', async () => {
    await tab(page, 'Format').click();
    await pasteInto(input(page), BAD);
    await expect(fieldError(page)).toHaveText('Invalid XML structure. Please check your input. (line 3, column 1)');
    await expect(errorLine(page)).toHaveCount(0);
    await mainButton(page).click();
    await expectNotice(page, 'XML Formatting Error', 'Failed to format XML. Please check your input.');
    await expect(errorLine(page)).toHaveText('</root>');
  });
});
