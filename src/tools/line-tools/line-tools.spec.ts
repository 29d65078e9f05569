import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { encodeShareState } from '../../core/site/share-link';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { button, showMoreOptions } from '../../../tests/format-minify-validate';
import { chooseOption, expectChosen } from '../../../tests/select';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const TOO_SLOW = 'The pattern took too long: it may backtrack catastrophically';

test('lines sorted naturally, deduplicated with counts, filtered and numbered as you type', async ({ page }) => {
  await page.goto('/tools/line-tools');
  await showMoreOptions(page);
  await pasteInto(textbox(page, 'Lines'), 'file10.txt\nfile2.txt\n  file1.txt\nfile2.txt\n\nfile20.txt\n');
  await expectEditorValue(
    textbox(page, 'Result'),
    '\n  file1.txt\nfile10.txt\nfile2.txt\nfile2.txt\nfile20.txt\n',
    15_000,
  );

  await chooseOption(page, 'Order', 'Natural (file2 before file10)');
  await page.getByRole('switch', { name: 'Trim' }).click();
  await page.getByRole('switch', { name: 'Remove empty lines' }).click();
  await expectEditorValue(textbox(page, 'Result'), 'file1.txt\nfile2.txt\nfile2.txt\nfile10.txt\nfile20.txt\n', 15_000);

  await chooseOption(page, 'Duplicates', 'Remove, keep the first');
  await page.getByRole('switch', { name: 'Counts' }).click();
  await expectEditorValue(
    textbox(page, 'Result'),
    '      1 file1.txt\n      2 file2.txt\n      1 file10.txt\n      1 file20.txt\n',
    15_000,
  );
  await expect(page.getByText('6 lines in, 4 out. 1 duplicate removed.')).toBeVisible();

  await page.getByRole('switch', { name: 'Counts' }).click();
  await page.getByRole('switch', { name: 'Descending' }).click();
  await page.getByRole('switch', { name: 'Number lines' }).click();
  await textbox(page, 'Prefix').fill('- ');
  await expectEditorValue(
    textbox(page, 'Result'),
    '1. - file20.txt\n2. - file10.txt\n3. - file2.txt\n4. - file1.txt\n',
    15_000,
  );

  await chooseOption(page, 'Filter', 'Drop lines containing');
  await textbox(page, 'Filter text or regex').fill('0');
  await expectEditorValue(textbox(page, 'Result'), '1. - file2.txt\n2. - file1.txt\n', 15_000);
});

test('a regex filter that backtracks catastrophically is stopped after about 2 s; the next one runs', async ({
  page,
}) => {
  await page.goto('/tools/line-tools');
  await showMoreOptions(page);
  await pasteInto(textbox(page, 'Lines'), 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!\nbb\naaa');
  await chooseOption(page, 'Filter', 'Keep lines matching a regex');
  await textbox(page, 'Filter text or regex').fill('^b');
  await expectEditorValue(textbox(page, 'Result'), 'bb', 15_000);

  const started = Date.now();
  await textbox(page, 'Filter text or regex').fill('(a+)+$');
  for (let i = 0; i < 3; i++) {
    const frame = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - frame, 'the page paints while the pattern runs').toBeLessThan(500);
  }
  await expect(page.getByText(TOO_SLOW)).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThan(1800);

  await textbox(page, 'Filter text or regex').fill('^a+$');
  await expectEditorValue(textbox(page, 'Result'), 'aaa', 15_000);
  await expect(page.getByText(TOO_SLOW)).toBeHidden();
});

test('a share link carries the options; shuffle keeps every line', async ({ page }) => {
  const { fragment } = await encodeShareState({
    tool: 'line-tools',
    input: 'b\na\nc\na',
    options: { order: 'alpha', descending: true, dedupe: 'last' },
  });
  await page.goto(`/tools/line-tools${fragment}`);
  await expectChosen(page, 'Order', 'Alphabetical');
  await expectChosen(page, 'Duplicates', 'Remove, keep the last');
  await expectEditorValue(textbox(page, 'Result'), 'c\nb\na', 15_000);

  await chooseOption(page, 'Order', 'Shuffled');
  await expect
    .poll(async () =>
      (await textbox(page, 'Result').evaluate((e) => (e as HTMLElement & { value: string }).value)).split('\n').sort(),
    )
    .toEqual(['a', 'b', 'c']);
});

test('a 9 MB file is sorted on its bytes, shared out between two workers, into what LC_ALL=C sort -u writes', async ({
  page,
}) => {
  // Lines with repeats, shared prefixes and multi-byte characters, cut by their first two bytes between the workers.
  const words = ['alpha', 'beta', 'gamma', 'Ωmega', 'été', '東京', 'zeta', '', 'a', 'ab'];
  const lines = Array.from(
    { length: 600_000 },
    (_, i) => `${words[i % 10]}${words[(i * 7) % 9]}-${(i * 7919) % 150_001}`,
  );
  const bytes = Buffer.from(`${lines.join('\n')}\n`);
  await page.goto('/tools/line-tools');
  await chooseOption(page, 'Order', 'Alphabetical');
  await chooseOption(page, 'Duplicates', 'Remove, keep the first');
  await page.getByTestId('file-input').setInputFiles({ name: 'lines.txt', mimeType: 'text/plain', buffer: bytes });
  await expect(page.getByTestId('kit-file-card')).toContainText('Ready');
  await button(page, 'Apply').click();
  await expect(page.getByTestId('kit-file-card')).toHaveAttribute('data-stage', 'done', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const gnu = spawnSync('sort', ['-u'], { input: bytes, env: { LC_ALL: 'C' }, maxBuffer: 64 << 20 }).stdout;
  expect(readFileSync(await (await download).path()).equals(gnu)).toBe(true);
});
