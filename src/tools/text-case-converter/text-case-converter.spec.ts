import { convertCase } from './core';
import { expectLiveThenWorker, readLongText } from '../../../tests/codec-helpers';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { toast } from '../../../tests/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// Each case's rules are proven in src/tools/text-case-converter/core's unit tests.
test('Text Case Converter: as you type, a long real file in the worker, each case in its tab, copy', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/tools/text-case-converter');

  await test.step('converts as you type; a long real file converts in the worker, out of date until then', async () => {
    const text = (await readLongText()).slice(0, 150_000);
    // The converter opens on every case at once; one case's tab shows its own result.
    await page.getByRole('tab', { name: 'UPPERCASE', exact: true }).click();
    await expectLiveThenWorker(page, {
      input: 'Text',
      output: 'UPPERCASE result',
      action: 'Convert',
      short: ['Hello there', 'HELLO THERE'],
      long: [text, convertCase(text, 'upper')],
    });
    // Another case for the long text: its result is out of date until Convert runs it in the worker.
    await page.getByRole('tab', { name: 'Title Case' }).click();
    await expect(page.getByTestId('out-of-date')).toHaveText('Out of date: press Convert');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const titled = convertCase(text, 'title');
    await expectEditorValue(page.getByLabel('Title Case result', { exact: true }), titled.slice(0, 100_000));
  });

  await test.step('shows each case in its tab and copies the converted text', async () => {
    // Select all and paste, as a person does: a fill selects only the lines CodeMirror has drawn, so part of the
    // long text stayed (too long to convert as you type) and the long result was kept.
    await pasteInto(page.getByLabel('Text', { exact: true }), "XMLHttpRequest: the HTTP server's café");
    const cases: [string, string][] = [
      ['UPPERCASE', "XMLHTTPREQUEST: THE HTTP SERVER'S CAFÉ"],
      ['lowercase', "xmlhttprequest: the http server's café"],
      ['Title Case', "XMLHttpRequest: The HTTP Server's Café"],
      ['Sentence case', "XMLHttpRequest: the HTTP server's café"],
      ['camelCase', 'xmlHttpRequestTheHttpServersCafé'],
      ['PascalCase', 'XmlHttpRequestTheHttpServersCafé'],
      ['snake_case', 'xml_http_request_the_http_servers_café'],
      ['kebab-case', 'xml-http-request-the-http-servers-café'],
    ];
    for (const [tab, expected] of cases) {
      await page.getByRole('tab', { name: tab }).click();
      await expectEditorValue(page.getByRole('textbox', { name: `${tab} result`, exact: true }), expected);
    }
    await page.getByRole('button', { name: 'Copy kebab-case result' }).click();
    await expect(toast(page).filter({ hasText: 'Converted text has been copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('xml-http-request-the-http-servers-café');
  });

  await test.step("says 'No text to convert' beside the field on Convert with only blanks, and keeps them", async () => {
    const input = page.getByLabel('Text', { exact: true });
    await input.fill('  \n ');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    // Beside the field, in view: the one place for it (issue 53), no toast.
    await expect(page.getByRole('alert').filter({ hasText: 'No text to convert' })).toHaveText(
      'No text to convert: Please enter some text first',
    );
    await expect(toast(page).filter({ hasText: 'No text to convert' })).toHaveCount(0);
    await expectEditorValue(input, '  \n ');
  });
});
