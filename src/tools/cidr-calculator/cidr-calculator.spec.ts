import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { tab, mainButton } from '../../../tests/format-minify-validate';
import { kitField as field } from '../../../tests/kit';

test('splits a /32 IPv6 network into /64s (the first 1,024 listed, the 2^32 total said) and merges 2,000 networks in the worker', async ({
  page,
}) => {
  await page.goto('/tools/cidr-calculator');
  await tab(page, 'Split').click();
  await pasteInto(field(page, 'Network to split'), '2001:db8::/32');
  await field(page, 'Split into').fill('/64');
  const subnets = field(page, 'Subnets');
  await expectEditorValue(subnets, /^2001:db8::\/64\n2001:db8:0:1::\/64\n[\s\S]*\n2001:db8:0:3ff::\/64\n$/, 15_000);
  await expect(page.getByTestId('output-note')).toHaveText(
    '4,294,967,296 (2^32) subnets of /64, 18,446,744,073,709,551,615 hosts each. Showing the first 1,024 of 4,294,967,296 (2^32) subnets.',
  );
  // The largest split there is, /0 into single addresses, is as quick: still 1,024 lines.
  await field(page, 'Network to split').focus();
  await pasteInto(field(page, 'Network to split'), '::/0');
  await field(page, 'Split into').fill('/128');
  await expectEditorValue(subnets, /^::\/128\n::1\/128\n[\s\S]*\n::3ff\/128\n$/, 15_000);
  await expect(page.getByTestId('output-note')).toContainText(
    'of 340,282,366,920,938,463,463,374,607,431,768,211,456 (2^128) subnets',
  );
  // 2,000 touching /24s (26,000 characters: in the worker, on the button) merge into the 6 blocks that cover them exactly.
  await tab(page, 'Merge').click();
  const list = Array.from({ length: 2000 }, (_, i) => `10.${i >> 8}.${i & 255}.0/24`).join('\n');
  await pasteInto(field(page, 'Networks to merge'), list);
  await mainButton(page).click();
  await expectEditorValue(
    field(page, 'Merged networks'),
    '10.0.0.0/14\n10.4.0.0/15\n10.6.0.0/16\n10.7.0.0/17\n10.7.128.0/18\n10.7.192.0/20\n',
    15_000,
  );
  await expect(page.getByTestId('output-note')).toHaveText('2,000 networks merged into 6.');
});
