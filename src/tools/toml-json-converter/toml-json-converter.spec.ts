import type { Page } from '@playwright/test';
import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab, mainButton } from '../../../tests/format-minify-validate';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const NULL_MESSAGE = 'TOML has no null: the value at $.server.port is null. Leave the key out or give it a value.';

test('JSON → TOML names the JSON path of a null; fixed, the TOML reads back as the same JSON', async ({ page }) => {
  await page.goto('/tools/toml-json-converter');
  await tab(page, 'JSON → TOML').click();
  const json = field(page, 'JSON input');
  await expect(json).toBeVisible();

  await test.step('a null: its path beside the field, as you type and on the button', async () => {
    await pasteInto(json, '{\n  "title": "web",\n  "server": { "host": "0.0.0.0", "port": null }\n}');
    await expect(fieldError(page)).toHaveText(`No TOML form: ${NULL_MESSAGE}`, { timeout: 15_000 });
    await mainButton(page).click();
    await expect(fieldError(page)).toHaveText(`No TOML form: ${NULL_MESSAGE}`);
    await expect(field(page, 'TOML')).toHaveText('');
  });

  await test.step('with a value the TOML is written, and TOML → JSON gives the JSON back', async () => {
    await pasteInto(json, '{\n  "title": "web",\n  "server": { "host": "0.0.0.0", "port": 8080 }\n}');
    const toml = 'title = "web"\n\n[server]\nhost = "0.0.0.0"\nport = 8080\n';
    await expectEditorValue(field(page, 'TOML'), toml, 15_000);
    await tab(page, 'TOML → JSON').click();
    await pasteInto(field(page, 'TOML input'), toml);
    await expect(field(page, 'JSON')).toContainText('8080', { timeout: 15_000 });
    expect(JSON.parse(await editorValue(field(page, 'JSON')))).toEqual({
      title: 'web',
      server: { host: '0.0.0.0', port: 8080 },
    });
  });
});
