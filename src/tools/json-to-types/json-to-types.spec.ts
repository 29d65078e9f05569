import type { Page } from '@playwright/test';
import { editorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError } from '../../../tests/format-minify-validate';
import { chooseOption } from '../../../tests/select';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const output = async (page: Page) => editorValue(field(page, (await outputLabel(page)) ?? 'TypeScript'));
const outputLabel = (page: Page) =>
  page.locator('[role="textbox"][aria-readonly="true"]').first().getAttribute('aria-label');

const USERS = `[
  { "id": 1, "name": "Ann", "email": "ann@example.com" },
  { "id": 2, "name": "Bob", "tags": ["admin"] }
]`;

test('quicktype runs in the worker under the CSP: optional fields, another language and style, a root name, a fault', async ({
  page,
}) => {
  // Every script the page itself loads for this tool: quicktype must come only in the worker's task chunk.
  const pageScripts: { url: string; bytes: number }[] = [];
  const taskScripts: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (/json-to-types\.task-[^/]*\.js$/.test(url)) taskScripts.push(url);
    // The view's chunk is named after the tool's folder or its declaration.
    else if (/(?:json-to-types|declaration)[^/]*\.js$/.test(url))
      pageScripts.push({ url, bytes: (await response.body()).length });
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  await page.goto('/tools/json-to-types');
  await pasteInto(field(page, 'JSON input'), USERS);

  await test.step('TypeScript interfaces: a field missing from some items is optional', async () => {
    await expect.poll(() => output(page), { timeout: 20_000 }).toContain('email?: string;');
    const ts = await output(page);
    expect(ts).toMatch(/^export interface Root \{$/m);
    expect(ts).toMatch(/^ {4}id: +number;$/m);
    expect(ts).toMatch(/^ {4}tags\?: +string\[\];$/m);
  });

  await test.step('Python with pydantic, the root named Account', async () => {
    await chooseOption(page, 'Language', 'Python');
    await chooseOption(page, 'Classes', 'Pydantic models');
    await field(page, 'Root type name').fill('Account');
    await expect.poll(() => output(page), { timeout: 20_000 }).toContain('class AccountElement(BaseModel):');
    expect(await output(page)).toContain('    email: str | None = None');
  });

  await test.step('bad JSON: its line and column beside the field', async () => {
    await pasteInto(field(page, 'JSON input'), '{\n  "id": 1,\n  "name": }');
    await expect(fieldError(page)).toContainText('Invalid JSON', { timeout: 20_000 });
    await expect(fieldError(page)).toContainText('line 3');
  });

  expect(workers.some((url) => /tool\.worker/.test(url))).toBe(true);
  expect(taskScripts.length).toBeGreaterThan(0);
  expect(pageScripts.length).toBeGreaterThan(0);
  for (const script of pageScripts) expect(script.bytes, script.url).toBeLessThan(50_000);
});
