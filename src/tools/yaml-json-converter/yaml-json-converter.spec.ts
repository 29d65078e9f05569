import { readFileSync } from 'node:fs';
import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { errorLine, fieldError, tab, mainButton } from '../../../tests/format-minify-validate';
import { longestTaskBetween, PASTE_TASK_LIMIT_MS, watchLongTasks } from '../../../tests/long-tasks';

const yamlInput = (page: import('@playwright/test').Page) =>
  page.getByRole('textbox', { name: 'YAML input', exact: true });
const jsonOutput = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'JSON', exact: true });

/** A "billion laughs": nine levels of nine aliases, 9⁹ strings once expanded. */
const LEVELS = 'abcdefghi'.split('');
const BOMB = LEVELS.map((name, i) =>
  i === 0
    ? `${name}: &${name} [lol, lol, lol, lol, lol, lol, lol, lol, lol]`
    : `${name}: &${name} [${Array(9)
        .fill(`*${LEVELS[i - 1]}`)
        .join(', ')}]`,
).join('\n');

const ALIAS_MESSAGE =
  'Its aliases would repeat the same nodes too many times (the limit is 10,000 node copies per anchor). A "billion laughs" YAML is refused here.';

test('an alias bomb is refused with its limit and the page still answers; a fault gives its line and column, and the cursor goes there', async ({
  page,
}) => {
  await page.goto('/tools/yaml-json-converter');
  await expect(yamlInput(page)).toBeVisible();

  await test.step('a billion laughs: refused as you type and on the button, naming the limit', async () => {
    await pasteInto(yamlInput(page), BOMB);
    await expect(fieldError(page)).toHaveText(`Too many aliases: ${ALIAS_MESSAGE}`, { timeout: 15_000 });
    await mainButton(page).click();
    await expect(fieldError(page)).toHaveText(`Too many aliases: ${ALIAS_MESSAGE}`);
  });

  await test.step('the page still answers: the other direction opens at once', async () => {
    const started = Date.now();
    await tab(page, 'JSON → YAML').click();
    await expect(page.getByRole('textbox', { name: 'JSON input', exact: true })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(5000);
    await tab(page, 'YAML → JSON').click();
  });

  await test.step('a fault: its line and column beside the field; the button puts the cursor there', async () => {
    await pasteInto(yamlInput(page), 'name: web\nports: [80, 443\nimage: nginx\n');
    await expect(fieldError(page)).toContainText('Invalid YAML', { timeout: 15_000 });
    await expect(fieldError(page)).toContainText('at line 3, column 1');
    await mainButton(page).click();
    await expect(errorLine(page)).toHaveText('image: nginx');
    await expect(yamlInput(page)).toBeFocused();
    await page.keyboard.type(']\n');
    await expectEditorValue(yamlInput(page), 'name: web\nports: [80, 443\n]\nimage: nginx\n');
    await expect(jsonOutput(page)).toContainText('"image": "nginx"', { timeout: 15_000 });
    expect(JSON.parse(await editorValue(jsonOutput(page)))).toEqual({ name: 'web', ports: [80, 443], image: 'nginx' });
  });

  await test.step('a 4.8 MB file: read whole by the worker (never in the editor), converted, downloaded', async () => {
    const items = 100_000;
    const yaml = Array.from({ length: items }, (_, i) => `- id: ${i}\n  name: "Item ${i}"\n  tags: [a, b]\n`).join('');
    expect(yaml.length).toBeGreaterThan(4 * 1024 ** 2);
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'big.yaml', mimeType: 'application/yaml', buffer: Buffer.from(yaml) });
    await expect(page.getByTestId('kit-file-card')).toContainText('big.yaml');
    await mainButton(page).click();
    await expect(page.getByTestId('kit-file-card')).toHaveAttribute('data-stage', 'done', { timeout: 60_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const converted = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as unknown[];
    expect(converted).toHaveLength(items);
    expect(converted[items - 1]).toEqual({ id: items - 1, name: `Item ${items - 1}`, tags: ['a', 'b'] });
  });
});

test(
  'an anchor of 5,000 items aliased 2,000 times: the 118 MB of JSON reach the page as a preview, no task holding it',
  { tag: '@timing' },
  async ({ page }) => {
    await page.goto('/tools/yaml-json-converter');
    const items = Array.from({ length: 5000 }, (_, i) => i).join(', ');
    const yaml = `a: &a [${items}]\nb: [${Array(2000).fill('*a').join(', ')}]\n`;
    await watchLongTasks(page);
    const from = await page.evaluate(() => performance.now());
    await pasteInto(yamlInput(page), yaml);
    await expect(page.getByText('Showing the first 100,000 of 117,852,919 characters.')).toBeVisible({
      timeout: 30_000,
    });
    const to = await page.evaluate(() => performance.now());
    const { longest, details } = await longestTaskBetween(page, { from, to });
    expect(longest, details).toBeLessThan(PASTE_TASK_LIMIT_MS);
  },
);
