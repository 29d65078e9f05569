import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import * as prettier from 'prettier';
import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import {
  button,
  errorLine,
  expectBlankInputMessages,
  expectNotice,
  fieldError,
  formatMinifyValidatePage,
  tab,
  mainButton,
} from '../../../tests/format-minify-validate';
import { expectChosen } from '../../../tests/select';

const REAL_JS = 'node_modules/@codemirror/lang-javascript/dist/index.js';
const REAL_TS = 'node_modules/comlink/src/comlink.ts';
/** 85 KB (CodeMirror's commands): past the live limit (50,000 characters), so it runs on the button in the worker. */
const LONG_JS = 'node_modules/@codemirror/commands/dist/index.js';
/** 1.2 MB: Prettier takes seconds over it, time enough to press Cancel. */
const HUGE_JS = 'node_modules/react-dom/cjs/react-dom-client.development.js';

const { input, formatted, minified } = formatMinifyValidatePage('JavaScript');

/** Prettier in Node: the oracle. */
const prettierJs = (text: string, parser: 'babel' | 'typescript') => prettier.format(text, { parser });

const BAD = 'const a = 1;\nlet b = ;\n';

test('blank input and Format, Minify and Validate errors; a real .js and .ts format as Prettier in Node; Validate and Minify run', async ({
  page,
}) => {
  // Two flows on one page load (each took its own test of 60 s before): the worker's Prettier and terser.
  test.setTimeout(90_000);
  await page.goto('/tools/js-formatter');
  await expect(input(page)).toBeVisible();

  // The regression test of toasts replacing one another: every notice and field text below reads exactly its words.
  await test.step('blank input and Format, Minify and Validate errors: the spec words, the position, the editor jumps there', async () => {
    await expect(mainButton(page)).toBeDisabled();
    await input(page).fill('  \n');
    await expectBlankInputMessages(page, [
      ['Format', 'Please enter JavaScript code to format'],
      ['Minify', 'Please enter JavaScript code to minify'],
      ['Validate', 'Please enter JavaScript code to validate'],
    ]);

    await tab(page, 'Format').click();
    await input(page).fill(BAD);
    // Typing shows the error quietly and leaves the cursor alone (the first result waits for the worker's Prettier).
    const typingError = 'Error formatting JavaScript. Please check your input. Unexpected token at line 2, column 9.';
    await expect(fieldError(page)).toHaveText(typingError, { timeout: 20_000 });
    await expect(errorLine(page)).toHaveCount(0);
    await mainButton(page).click();
    await expectNotice(
      page,
      'JavaScript Formatting Error',
      'Failed to format code. Please check your input. Unexpected token at line 2, column 9.',
    );
    await expect(errorLine(page)).toHaveText('let b = ;');

    await tab(page, 'Minify').click();
    await mainButton(page).click();
    const minifyError =
      'Error minifying JavaScript. Please check your input. Unexpected token: punc (;) at line 2, column 9.';
    await expectNotice(page, 'JavaScript Minification Error', minifyError);
    await expect(fieldError(page)).toHaveText(minifyError);

    await tab(page, 'Validate').click();
    await mainButton(page).click();
    await expectNotice(page, 'JavaScript Validation Error', 'Unexpected token at line 2, column 9');
    await expect(fieldError(page)).toHaveText('JavaScript validation failed: Unexpected token at line 2, column 9');
    await expect(errorLine(page)).toHaveText('let b = ;');
    await expect(page.getByTestId('validity')).toHaveText('');
  });

  // The indents 4 and 8 are the core's unit test (js-formatter.test.ts, 'formats exactly as Prettier in Node').
  await test.step('a real .js formats as Prettier in Node as it lands; a .ts upload switches to TypeScript and validates', async () => {
    await tab(page, 'Format').click();
    const text = readFileSync(REAL_JS, 'utf8');
    await page.getByTestId('file-input').setInputFiles(REAL_JS);
    await expectEditorValue(input(page), text);
    // As you type (here: as the file lands), in the worker.
    await expectEditorValue(formatted(page), await prettierJs(text, 'babel'), 15_000);
    await mainButton(page).click();
    await expectNotice(page, 'JavaScript formatted successfully');
    // The spec's own words for this tool's Copy.
    await expect(page.getByRole('button', { name: 'Copy result', exact: true })).toBeVisible();

    const typed = readFileSync(REAL_TS, 'utf8');
    await page.getByTestId('file-input').setInputFiles(REAL_TS);
    await expectChosen(page, 'Syntax', 'TypeScript (TSX)');
    await expectEditorValue(formatted(page), await prettierJs(typed, 'typescript'), 15_000);
    await tab(page, 'Validate').click();
    await mainButton(page).click();
    await expectNotice(page, 'JavaScript is valid');
    await expect(page.getByTestId('validity')).toHaveText('JavaScript is valid');
  });

  // Copy is the kit's, checked by the HTML, CSS and XML formatter specs; Minify has no Syntax option.
  await test.step('Minify: smaller code that returns the same value; Download', async () => {
    const program =
      'const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));\n' +
      'class Box { #v; constructor(v) { this.#v = v } get twice() { return this.#v * 2 } }\n' +
      'JSON.stringify({ f: fib(12), box: new Box(21).twice, s: [3, 1, 2].toSorted(), n: null ?? "none" });\n';
    await pasteInto(input(page), program);
    await tab(page, 'Minify').click();
    await mainButton(page).click();
    await expectNotice(page, 'JavaScript minified successfully');
    const code = await editorValue(minified(page));
    expect(code.length).toBeLessThan(program.length * 0.8);
    expect(runInNewContext(code, {})).toBe(runInNewContext(program, {}));
    const download = page.waitForEvent('download');
    await button(page, 'Download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('minified.js');
    expect(readFileSync(await file.path(), 'utf8')).toBe(code);
  });
});

test('a long file waits for Format (out of date), runs in the worker as Prettier in Node; a 1.2 MB run can be cancelled', async ({
  page,
}) => {
  await page.goto('/tools/js-formatter');
  await expect(input(page)).toBeVisible();

  await test.step('a long file waits for Format (out of date), runs in the worker as Prettier in Node', async () => {
    await input(page).fill('let small = 1');
    await expectEditorValue(formatted(page), 'let small = 1;\n', 15_000);
    const text = readFileSync(LONG_JS, 'utf8');
    await page.getByTestId('file-input').setInputFiles(LONG_JS);
    await expect(page.getByTestId('out-of-date')).toHaveText('Out of date: press Format');
    await mainButton(page).click();
    await expectNotice(page, 'JavaScript formatted successfully');
    await expect(page.getByTestId('out-of-date')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await button(page, 'Download').click();
    expect(readFileSync(await (await download).path(), 'utf8')).toBe(await prettierJs(text, 'babel'));
  });

  await test.step('a 1.2 MB run can be cancelled; the next one formats', async () => {
    await page.getByTestId('file-input').setInputFiles(HUGE_JS);
    await mainButton(page).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByTestId('job-status')).toHaveText('Cancelled');
    // Ctrl+A and a paste: Playwright's fill would select only the lines CodeMirror has drawn of the 1.2 MB text.
    await pasteInto(input(page), 'let again = 1');
    await mainButton(page).click();
    await expectNotice(page, 'JavaScript formatted successfully');
    await expectEditorValue(formatted(page), 'let again = 1;\n');
  });
});
