import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatCount } from '../src/core/shared/format';
import { expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Clicks a Copy button and checks the clipboard, the 'Copied' label and the success toast. */
export async function copyAndCheck(page: Page, buttonName: string, expected: string, message = 'Copied to clipboard') {
  const button = page.getByRole('button', { name: buttonName, exact: true });
  await button.click();
  await expect(button).toHaveText('Copied');
  await expectToast(page, message);
  expect(await readClipboard(page)).toBe(expected);
}

export interface LongInputCase {
  /** Labels of the input and output editors, and the action that runs the worker (e.g. 'Encode'). */
  input: string;
  output: string;
  action: string;
  /** A short input and its output: converted as you type, with no click. */
  short: [string, string];
  /** A long input (past the tool's worker threshold) and the whole expected output. */
  long: [string, string];
  /** The button that downloads the whole output (default 'Download'). */
  download?: string;
}

/**
 * Short input converts as you type. Long input does not: the old result is marked out of date until the action
 * runs it in the worker, which shows the start of the output, its size, and downloads the whole of it.
 */
export async function expectLiveThenWorker(
  page: Page,
  { input, output, action, short, long, download = 'Download' }: LongInputCase,
) {
  const field = page.getByRole('textbox', { name: input, exact: true });
  const result = page.getByRole('textbox', { name: output, exact: true });
  const outOfDate = page.getByTestId('out-of-date');
  await field.fill(short[0]);
  await expectEditorValue(result, short[1]);
  await expect(outOfDate).toHaveCount(0);

  await pasteInto(field, long[0]);
  await expect(outOfDate).toHaveText(`Out of date: press ${action}`);
  await expectEditorValue(result, short[1]);
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(outOfDate).toHaveCount(0, { timeout: 20_000 });
  const shown = long[1].length > 100_000 ? long[1].slice(0, 100_000) : long[1];
  await expectEditorValue(result, shown);
  if (long[1].length > 100_000) {
    await expect(
      page.getByText(`Showing the first 100,000 of ${formatCount(long[1].length)} characters.`),
    ).toBeVisible();
  }
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: download, exact: true }).click();
  const whole = await readFile(await (await downloaded).path(), 'utf8');
  expect(whole === long[1], `the downloaded output (${whole.length} chars) equals the expected one`).toBe(true);
}

/** Real text for long inputs: TypeScript's DOM declarations (1.9 MB, 40,000 lines of code and comments). */
export const REAL_TEXT_PATH = 'node_modules/typescript/lib/lib.dom.d.ts';

/** Enough of the real text to pass every codec's worker threshold (512 KiB at most): its first ~600 KB, whole lines. */
export async function readLongText(): Promise<string> {
  const text = await readFile(REAL_TEXT_PATH, 'utf8');
  return text.slice(0, text.lastIndexOf('\n', 600_000) + 1);
}

/**
 * Registers the test of `expectLiveThenWorker` on the long real text: `make` builds the case from it. `more`, if
 * given, goes on on the same page: what else is special about the tool.
 */
export function testLiveThenWorker(make: (text: string) => LongInputCase, more?: (page: Page) => Promise<void>) {
  test('converts as you type; a long real file converts in the worker on its action, out of date until then', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await expectLiveThenWorker(page, make(await readLongText()));
    if (more) await more(page);
  });
}
