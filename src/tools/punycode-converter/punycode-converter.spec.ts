import type { Page } from '@playwright/test';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab } from '../../../tests/format-minify-validate';

const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// The RFC 3492 samples, Python's codecs as oracles and every fault are unit tests in src/tools/punycode-converter/core.
test('domains and an address go to xn-- as you type, a look-alike is flagged, a bad label is named', async ({
  page,
}) => {
  await page.goto('/tools/punycode-converter');
  const domains = page.getByLabel('Domains', { exact: true });

  await test.step('two lines, one an email address whose domain mixes Latin and Cyrillic', async () => {
    await pasteInto(domains, 'Bücher.example\nann@pаypal.com');
    await expectEditorValue(output(page, 'ASCII (xn--)'), 'xn--bcher-kva.example\nann@xn--pypal-4ve.com', 15_000);
    await expect(page.getByTestId('output-note')).toHaveText(
      "Possible look-alike: 'pаypal' mixes Latin and Cyrillic. Letters from different scripts can look the same.",
    );
  });

  await test.step('To Unicode names the label that does not decode', async () => {
    await tab(page, 'To Unicode').click();
    await pasteInto(domains, 'xn--bcher-kva.example\nxn--zz.com');
    await expect(fieldError(page)).toContainText(
      "Label 'xn--zz': it ends in the middle of a number: a character is missing.",
    );
  });
});
