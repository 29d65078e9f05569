import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { mainButton } from '../../../tests/format-minify-validate';
import { longestTaskBetween, watchLongTasks } from '../../../tests/long-tasks';

const textbox = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

const SCHEMA = JSON.stringify({
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' }, items: { type: 'array', items: { properties: { price: { minimum: 0 } } } } },
});

test('an invalid document: every error with its line and column, the first one marked in the editor; fixed, it is valid', async ({
  page,
}) => {
  await page.goto('/tools/json-schema-validator');
  await pasteInto(textbox(page, 'JSON Schema'), SCHEMA);
  await pasteInto(textbox(page, 'JSON document'), '{\n  "items": [\n    {"price": -1}\n  ],\n  "id": "A7"\n}');
  await mainButton(page).click();
  await expectEditorValue(
    textbox(page, 'Errors'),
    [
      '2 errors (draft 2020-12)',
      'line 5, column 9 · /id · Instance type "string" is invalid. Expected "integer". (schema: #/properties/id/type)',
      'line 3, column 15 · /items/0/price · -1 is less than 0. (schema: #/properties/items/items/properties/price/minimum)',
    ].join('\n'),
    15_000,
  );
  const editors = page.locator('[data-text-editor]');
  await expect(editors.nth(0).locator('.cm-errorLine')).toHaveText('  "id": "A7"');

  await pasteInto(textbox(page, 'JSON document'), '{\n  "items": [\n    {"price": 1}\n  ],\n  "id": 7\n}');
  await expectEditorValue(textbox(page, 'Errors'), 'valid: the document matches the schema (draft 2020-12)');
  await expect(editors.nth(0).locator('.cm-errorLine')).toHaveCount(0);

  // Past the page size (100,000 characters), Validate runs in the worker and still places the error.
  const items = Array.from({ length: 8000 }, (_, id) => `{"price": ${id === 4321 ? -5 : id}}`).join(',\n');
  await pasteInto(textbox(page, 'JSON document'), `{"id": 1, "items": [\n${items}\n]}`);
  // The generic tool worker loads this tool's task chunk.
  const worker = page.waitForResponse((response) => /json-schema-validator\.task-[^/]*\.js$/.test(response.url()));
  await mainButton(page).click();
  await worker;
  await expectEditorValue(
    textbox(page, 'Errors'),
    '1 error (draft 2020-12)\nline 4323, column 11 · /items/4321/price · -5 is less than 0. (schema: #/properties/items/items/properties/price/minimum)',
    15_000,
  );
});

test('a schema pattern that backtracks is stopped in the worker and named by its place; an invalid one says where', async ({
  page,
}) => {
  await page.goto('/tools/json-schema-validator');
  await pasteInto(textbox(page, 'JSON Schema'), '{\n  "type": "string",\n  "pattern": "(?<"\n}');
  await pasteInto(textbox(page, 'JSON document'), '"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!"');
  await mainButton(page).click();
  await expect(page.getByText('"(?<" at #/pattern: Invalid capture group name.')).toBeVisible();

  // On the page this pattern held the tab for half a minute: in the worker, its time limit stops it.
  await pasteInto(textbox(page, 'JSON Schema'), '{\n  "type": "string",\n  "pattern": "^(a+)+$"\n}');
  await watchLongTasks(page);
  const from = await page.evaluate(() => performance.now());
  await mainButton(page).click();
  await expect(
    page.getByText('"^(a+)+$" at #/pattern may backtrack catastrophically, so the validation was stopped.'),
  ).toBeVisible({ timeout: 10_000 });
  const to = await page.evaluate(() => performance.now());
  const { longest, details } = await longestTaskBetween(page, { from, to }, { freezeLimit: Infinity });
  expect(longest, `the page's tasks while the pattern runs (${details})`).toBeLessThan(200);
});
