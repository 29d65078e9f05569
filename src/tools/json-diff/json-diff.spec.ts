import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption } from '../../../tests/select';

const textbox = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

const LEFT = JSON.stringify(
  {
    items: [
      { id: 1, price: 49 },
      { id: 2, price: 19 },
    ],
  },
  null,
  2,
);
const RIGHT = JSON.stringify(
  {
    items: [
      { id: 2, price: 19 },
      { id: 1, price: 45 },
    ],
  },
  null,
  2,
);

test('two documents compared: by index, then by their id (one move and one change), the JSON Patch, and a fault on the right side', async ({
  page,
}) => {
  await page.goto('/tools/json-diff');
  await pasteInto(textbox(page, 'Left JSON'), LEFT);
  await pasteInto(textbox(page, 'Right JSON'), RIGHT);

  await test.step('by index, every field of both items differs; colored and worded', async () => {
    await expectEditorValue(
      textbox(page, 'Differences'),
      '0 added, 0 removed, 4 changed\n~ changed /items/0/id: 1 → 2\n~ changed /items/0/price: 49 → 19\n~ changed /items/1/id: 2 → 1\n~ changed /items/1/price: 19 → 45',
      15_000,
    );
  });

  await test.step('each line is colored by its kind, which it also says in words', async () => {
    const tree = textbox(page, 'Differences');
    await expect(tree.locator('.tok-atom')).toHaveCount(4);
    await expect(tree.locator('.tok-atom').first()).toHaveText('~ changed /items/0/id: 1 → 2');
    await pasteInto(textbox(page, 'Right JSON'), JSON.stringify({ items: [{ id: 1, price: 49 }], more: true }));
    await expect(tree.locator('.tok-deleted')).toHaveText(['- removed /items/1: {"id":2,"price":19}']);
    await expect(tree.locator('.tok-inserted')).toHaveText(['+ added /more: true']);
    await pasteInto(textbox(page, 'Right JSON'), RIGHT);
  });

  await test.step('by key field (id): one move and one change; the patch says the same', async () => {
    await chooseOption(page, 'Arrays', 'By key field');
    await expect(page.getByRole('textbox', { name: 'Key field', exact: true })).toHaveValue('id');
    await expectEditorValue(
      textbox(page, 'Differences'),
      '0 added, 0 removed, 1 changed, 1 moved\n> moved /items/1 → /items/0\n~ changed /items/1/price: 49 → 45',
    );
    await page.getByRole('tab', { name: 'JSON Patch', exact: true }).click();
    await expectEditorValue(
      textbox(page, 'JSON Patch'),
      JSON.stringify(
        [
          { op: 'move', from: '/items/1', path: '/items/0' },
          { op: 'replace', path: '/items/1/price', value: 45 },
        ],
        null,
        2,
      ),
    );
  });

  await test.step('past the page size, Compare runs in the worker (both documents sent in slices)', async () => {
    await chooseOption(page, 'Arrays', 'By index');
    const records = (price: number) =>
      JSON.stringify(
        Array.from({ length: 6000 }, (_, id) => ({ id, name: `item ${id}`, price: id === 42 ? price : 1 })),
      );
    await pasteInto(textbox(page, 'Left JSON'), records(1));
    await pasteInto(textbox(page, 'Right JSON'), records(2));
    await page.getByRole('tab', { name: 'Differences', exact: true }).click();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expectEditorValue(
      textbox(page, 'Differences'),
      '0 added, 0 removed, 1 changed\n~ changed /42/price: 1 → 2',
      15_000,
    );
  });

  await test.step('a fault in the right document names its side, line and column', async () => {
    await pasteInto(textbox(page, 'Right JSON'), '{\n  "items": [1,,2]\n}');
    await expect(page.locator('p[role="alert"]')).toHaveText('Invalid JSON on the right (line 2, column 15)');
    // Compare marks the line in the right editor (the second), not the left.
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const editors = page.locator('[data-text-editor]');
    await expect(editors.nth(1).locator('.cm-errorLine')).toHaveText('  "items": [1,,2]');
    await expect(editors.nth(0).locator('.cm-errorLine')).toHaveCount(0);
  });
});
