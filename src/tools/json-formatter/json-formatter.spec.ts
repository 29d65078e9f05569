import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { copyAndCheck } from '../../../tests/codec-helpers';
import { editorValue, expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { clickUntilEditorFilled, longestTaskBetween, TASK_LIMIT_MS, watchLongTasks } from '../../../tests/long-tasks';
import { chooseOption } from '../../../tests/select';
import { toast } from '../../../tests/toasts';

const work = mkdtempSync(join(tmpdir(), 'json-formatter-e2e-'));
const REAL_FILE = 'node_modules/typescript/package.json';

/** Debian's jq on a text: the oracle for formatted output. */
function jq(args: string[], text: string): string {
  const path = join(work, 'in.json');
  writeFileSync(path, text);
  return execFileSync('jq', [...args, path], { encoding: 'utf8', maxBuffer: 2 ** 30 }).replace(/\n$/, '');
}

const input = (page: Page) => page.getByRole('textbox', { name: 'JSON input', exact: true });
const formatted = (page: Page) => page.getByRole('textbox', { name: 'Formatted JSON', exact: true });
const minified = (page: Page) => page.getByRole('textbox', { name: 'Minified JSON', exact: true });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/json-formatter');
  await expect(page.getByRole('button', { name: 'Format', exact: true })).toBeVisible();
});

test('a real .json file formats as jq does (indent 2, 4 or tab, sorted keys, minified, big numbers as written); Copy and Download', async ({
  page,
}) => {
  const text = readFileSync(REAL_FILE, 'utf8');
  await page.getByTestId('file-input').setInputFiles(REAL_FILE);
  await expectEditorValue(input(page), text);
  await expectEditorValue(formatted(page), jq(['.'], text));
  await copyAndCheck(page, 'Copy formatted json', jq(['.'], text), 'Formatted JSON copied to clipboard');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('formatted.json');
  expect(readFileSync(await file.path(), 'utf8')).toBe(jq(['.'], text));

  await chooseOption(page, 'Indent', '4 spaces');
  await expectEditorValue(formatted(page), jq(['--indent', '4', '.'], text));
  await chooseOption(page, 'Indent', 'Tab');
  await page.getByRole('switch', { name: 'Sort keys' }).click();
  await expectEditorValue(formatted(page), jq(['--tab', '-S', '.'], text));
  await page.getByRole('tab', { name: 'Minified' }).click();
  await expectEditorValue(minified(page), jq(['-S', '-c', '.'], text));
  await copyAndCheck(page, 'Copy minified json', jq(['-S', '-c', '.'], text), 'Minified JSON copied to clipboard');

  await page.getByRole('switch', { name: 'Sort keys' }).click();
  await page.getByRole('tab', { name: 'Formatted' }).click();
  await chooseOption(page, 'Indent', '2 spaces');
  await input(page).fill('{"id":12345678901234567890,"price":1.50,"e":"\\u00e9","n":-0.0e+10}');
  await expectEditorValue(
    formatted(page),
    '{\n  "id": 12345678901234567890,\n  "price": 1.50,\n  "e": "\\u00e9",\n  "n": -0.0e+10\n}',
  );
});

test('the tree view opens level by level, by mouse and keyboard, keeps big numbers exact; invalid JSON says where', async ({
  page,
}) => {
  const text = readFileSync(REAL_FILE, 'utf8');
  const pkg = JSON.parse(text) as { name: string; scripts: Record<string, string> };
  await page.getByTestId('file-input').setInputFiles(REAL_FILE);
  await page.getByRole('tab', { name: 'Tree' }).click();
  const tree = page.getByTestId('json-tree');
  await expect(tree.getByText(`"name": "${pkg.name}"`)).toBeVisible();
  const scripts = tree.locator('summary', { hasText: '"scripts"' });
  await expect(scripts).toContainText(`${Object.keys(pkg.scripts).length} keys`);
  const [firstScript, command] = Object.entries(pkg.scripts)[0];
  await expect(tree.getByText(`"${firstScript}": ${JSON.stringify(command)}`)).toHaveCount(0);
  await scripts.click();
  await expect(tree.getByText(`"${firstScript}": ${JSON.stringify(command)}`)).toBeVisible();
  // The keyboard closes it again.
  await scripts.focus();
  await page.keyboard.press('Enter');
  await expect(tree.getByText(`"${firstScript}": ${JSON.stringify(command)}`)).toHaveCount(0);

  await input(page).fill(`{"id":12345678901234567890,"list":[${Array.from({ length: 150 }, (_, i) => i).join(',')}]}`);
  await expect(tree.getByText('"id": 12345678901234567890')).toBeVisible();
  await tree.locator('summary', { hasText: '"list"' }).click();
  await expect(tree.getByText('99: 99', { exact: true })).toBeVisible();
  await expect(tree.getByText('149: 149', { exact: true })).toHaveCount(0);
  await tree.getByRole('button', { name: 'Show 50 more of 50' }).click();
  await expect(tree.getByText('149: 149', { exact: true })).toBeVisible();

  await input(page).fill('{"a": ');
  await expect(page.getByText('Fix the JSON to see its tree.')).toBeVisible();
  await input(page).fill('{\n  "a": 1,\n}');
  const message = "Invalid JSON: Unexpected token '}', expected a property name at line 3, column 1";
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid JSON' })).toHaveText(message);
  // On Format the message beside the editor is the one place (issue 53): in view, no toast repeats it.
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid JSON' })).toHaveText(message);
  await expect(toast(page)).toHaveCount(0);
});

test('on a phone, Format brings the result into view; a file dropped onto the editor opens in it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Load Example' }).click();
  // Load Example brings the result into view, and so does Format: its tabs and first lines on screen.
  await expect(formatted(page)).toBeInViewport({ ratio: 0.3 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Formatted' })).toBeInViewport({ ratio: 1 });
  await expect(formatted(page)).toBeInViewport();

  // The drop zone is the editor itself (no box below it): a small file's text goes into it, and only once (the
  // editor's own drop handler, which would insert the text too, never sees it).
  await page.evaluate((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'small.json', { type: 'application/json' }));
    const editor = document.querySelector('[data-testid="file-drop-target"] [data-text-editor]')!;
    for (const type of ['dragenter', 'dragover', 'drop'])
      editor.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, '{"dropped": true}');
  await expectEditorValue(input(page), '{"dropped": true}');
  await expect(page.getByRole('button', { name: 'Open file' })).toHaveAttribute('title', /Open a \.json file/);
});

/**
 * A JSON text of about `mb` MB, the same in the page and in Node (no floats or escapes, which jq 1.6 rewrites).
 * In the page (one self-contained function, as page.evaluate needs) it also makes it a file and `window.dropBig()`,
 * which drops it onto the input editor as a person dragging it in would.
 */
function bigJson([mb, inPage]: [number, boolean]): string {
  const items: string[] = [];
  let size = 0;
  for (let i = 0; size < mb * 1e6; i++) {
    const item = `{"id":${i},"name":"item ${i} é ☃","tags":["a","b","t${i % 7}"],"ok":${i % 2 === 0},"nested":{"x":${i},"y":[${i},null]}}`;
    items.push(item);
    size += item.length + 1;
  }
  const text = '[' + items.join(',') + ']';
  if (!inPage) return text;
  const file = new File([text], 'big.json', { type: 'application/json' });
  (window as unknown as { dropBig: () => void }).dropBig = () => {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    const editor = document.querySelector('[data-testid="file-drop-target"] [data-text-editor]')!;
    for (const type of ['dragenter', 'dragover', 'drop'])
      editor.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  };
  return '';
}

test(
  'a 30 MB .json file formats in the worker, with progress, and downloads in full',
  { tag: '@timing' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await page.evaluate(bigJson, [30, true] as [number, boolean]);
    await watchLongTasks(page);
    await page.evaluate(() => (window as unknown as { dropBig: () => void }).dropBig());
    // The file stands in the editor's place, ready; its progress shows by the button, then the card says done.
    await expect(page.getByTestId('kit-file-info')).toHaveText(/^big\.json \(\d+\.\d MB\)$/);
    await expect(page.getByTestId('kit-file-card')).toContainText('Ready: Format reads it from the file');
    await expect(input(page)).toHaveCount(0);
    const measured = await clickUntilEditorFilled(page, 'Format', 'Formatted JSON');
    const { longest, details } = await longestTaskBetween(page, measured);
    expect(longest, details).toBeLessThan(TASK_LIMIT_MS);
    await expect(page.getByTestId('kit-file-card')).toHaveAttribute('data-stage', 'done');
    // Below the fold the output draws only about a screenful of lines, not the whole 100,000-character preview.
    expect(await formatted(page).locator('.cm-line').count()).toBeLessThan(200);
    expect(await editorValue(formatted(page))).toMatch(/^\[\n {2}\{\n {4}"id": 0,/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const downloaded = readFileSync(await (await download).path(), 'utf8');
    expect(downloaded === jq(['.'], bigJson([30, false])), 'the download equals jq . on the same text').toBe(true);
  },
);
