import { expect, test } from '../../../tests/fixtures';
import { fieldError } from '../../../tests/format-minify-validate';
import { kitField as field, structuredField, structuredValue } from '../../../tests/kit';

test('converts as you type, and names the fault and its column in a bad address', async ({ page }) => {
  await page.goto('/tools/ip-converter');
  const address = field(page, 'Address');
  await address.fill('2001:DB8:0:0:1:0:0:1');
  // RFC 5952: of two equal runs of zero groups, the first is compressed.
  const forms = structuredField(page, 'Forms');
  await expect(structuredValue(forms, 'Compressed (RFC 5952)')).toHaveText('2001:db8::1:0:0:1', { timeout: 15_000 });
  await address.fill('2001:db8::1::2');
  await expect(fieldError(page)).toContainText('"::" may appear only once (column 12)', { timeout: 15_000 });
  await address.fill('fe80::21a:2bff:fe3c:4d5e');
  await expect(structuredValue(forms, 'MAC (from EUI-64)')).toHaveText('00:1a:2b:3c:4d:5e', { timeout: 15_000 });
});
