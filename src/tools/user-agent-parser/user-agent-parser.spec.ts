import { pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { offers, pasteArea } from '../../../tests/smart-paste';

// The real user agents read and the smart-paste rule are proven in src/tools/user-agent-parser/core's and
// src/core/site/detect's unit tests; the examples in tests/kit-examples.spec.ts.
test('User Agent Parser: opens with your own user agent and its client hints; a pasted one is read instead', async ({
  page,
}) => {
  await page.goto('/tools/user-agent-parser');
  const field = page.getByLabel('User agent', { exact: true });
  const summary = page.getByLabel('Parsed user agent', { exact: true });
  const own = await page.evaluate(() => navigator.userAgent);
  await expect(field).toHaveValue(own);
  const row = (label: string) => summary.locator('[data-row]').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row('Engine')).toContainText('Blink');
  const hints = page.getByTestId('client-hints');
  await expect(hints).toContainText('Brands');
  await expect(hints).toContainText('Chromium');
  // The high-entropy values arrive after the low-entropy ones.
  await expect(hints).toContainText('architecture');

  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
  await page.goto('/');
  await pasteInto(pasteArea(page), firefox);
  await expect(offers(page).first()).toContainText('User Agent Parser');
  await offers(page).first().click();
  await expect(field).toHaveValue(firefox);
  await expect(row('Browser')).toContainText('Firefox 121.0');
  await expect(page.getByText('Client hints describe your own browser')).toBeVisible();
});
