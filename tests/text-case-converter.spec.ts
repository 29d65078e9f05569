import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { expectToastThenClose } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('Text Case Converter', () => {
  test('shows each case in its tab and copies the converted text', async ({ page }) => {
    await page.goto('/tools/text-case-converter');
    await page.getByLabel('Text', { exact: true }).fill("XMLHttpRequest: the HTTP server's café");
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
    await expectToastThenClose(page, 'Converted text has been copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('xml-http-request-the-http-servers-café');
  });

  test("says 'No text to convert' when a case is chosen with no text", async ({ page }) => {
    await page.goto('/tools/text-case-converter');
    await page.getByRole('tab', { name: 'snake_case' }).click();
    await expect(page.getByText('Please enter some text first')).toBeVisible();
    await expectToastThenClose(page, 'No text to convert');
  });
});
