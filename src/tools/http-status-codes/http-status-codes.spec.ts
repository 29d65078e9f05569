import { expect, test } from '../../../tests/fixtures';

// The table against Python's http.HTTPStatus and node's http.STATUS_CODES, the search's order and words are proven
// in src/tools/http-status-codes/core' unit tests; the examples in tests/kit-examples.spec.ts.
test('HTTP Status Codes: a class lists its codes with the registry date; words of the meaning find a code', async ({
  page,
}) => {
  await page.goto('/tools/http-status-codes');
  const search = page.getByLabel('Search status codes');
  const result = page.getByLabel('Status codes', { exact: true });
  const note = page.getByTestId('output-note');

  await search.fill('5xx');
  await expect(note).toHaveText(
    '11 of 63 registered codes. IANA HTTP Status Code Registry as of 2022-06 (as revised by RFC 9110), bundled.',
  );
  await expect(result).toContainText('502 Bad Gateway');
  await expect(result).toContainText('RFC 9110, section 15.6.3 · Server error (5xx)');

  await search.fill('captive portal');
  await expect(note).toHaveText(/^1 of 63 registered codes/);
  await expect(result).toContainText('511 Network Authentication Required');
});
