import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { SAMPLE_CHAIN } from './core/samples';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError } from '../../../tests/format-minify-validate';
import { structuredField, structuredValue } from '../../../tests/kit';
import { copiedShareState } from '../../../tests/share';
import { expectToast } from '../../../tests/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const input = (page: Page) => page.getByRole('textbox', { name: 'Certificate, request or key', exact: true });
const details = (page: Page) => structuredField(page, 'Details');
/** Presses Copy link and returns the shared state the clipboard's address carries, once it is there. */
const sharedState = copiedShareState;

test('a chain is decoded in the worker under the CSP, fingerprints as openssl prints them; a DER file opens as PEM', async ({
  page,
}) => {
  await page.goto('/tools/x509-decoder');
  await pasteInto(input(page), SAMPLE_CHAIN);
  await expect(structuredValue(details(page), 'Order')).toHaveText('OK: each certificate is issued by the next', {
    timeout: 15_000,
  });
  await expect(structuredValue(details(page), 'CRL')).toHaveText('http://crl.example.com/root.crl');

  await test.step('a DER file is shown as its PEM and decoded', async () => {
    const der = execFileSync('openssl', ['x509', '-in', '/etc/ssl/certs/ISRG_Root_X1.pem', '-outform', 'DER']);
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'isrg.der', mimeType: 'application/x-x509-ca-cert', buffer: der });
    await expect(input(page)).toContainText('-----BEGIN CERTIFICATE-----');
    const sha256 = execFileSync(
      'openssl',
      ['x509', '-in', '/etc/ssl/certs/ISRG_Root_X1.pem', '-noout', '-fingerprint', '-sha256'],
      {
        encoding: 'utf8',
      },
    );
    await expect(structuredValue(details(page), 'SHA-256')).toHaveText(/Fingerprint=(.*)/.exec(sha256)![1], {
      timeout: 15_000,
    });
  });

  await test.step('a certificate goes into the share link', async () => {
    expect((await sharedState(page)).input).toContain('-----BEGIN CERTIFICATE-----');
  });
});

test('a private key pasted by mistake: only its type and size, a warning, and never in the share link', async ({
  page,
}) => {
  const key = execFileSync('openssl', ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256'], {
    encoding: 'utf8',
  });
  await page.goto('/tools/x509-decoder');
  await pasteInto(input(page), `${SAMPLE_CHAIN}\n${key}`);
  await expect(details(page)).toContainText('EC 256 bits, curve P-256 (prime256v1) (PKCS#8)', { timeout: 15_000 });
  await expect(details(page)).toContainText('This is a PRIVATE key. Keep it secret');
  await expect(details(page)).not.toContainText(key.split('\n')[1].slice(0, 16));

  const state = await sharedState(page);
  await expectToast(
    page,
    'Link copied without the input',
    'The input contains your key, which never goes into a link, so the link carries only the options.',
  );
  expect(state.input).toBeUndefined();
  expect(JSON.stringify(state)).not.toContain(key.split('\n')[1]);
});

test('truncated PEM and wrong Base64 are said beside the input, which is kept', async ({ page }) => {
  await page.goto('/tools/x509-decoder');
  const lines = SAMPLE_CHAIN.split('\n');
  const truncated = lines.slice(0, 8).join('\n');
  await pasteInto(input(page), truncated);
  await expect(fieldError(page)).toHaveText(
    'Invalid PEM: Truncated PEM: the CERTIFICATE block that begins on line 1 has no -----END CERTIFICATE----- line.',
    { timeout: 15_000 },
  );
  await expectEditorValue(input(page), truncated);
  lines[2] = `${lines[2].slice(0, 4)}*${lines[2].slice(5)}`;
  await pasteInto(input(page), lines.join('\n'));
  await expect(fieldError(page)).toHaveText(
    'Invalid PEM: Wrong Base64 in the CERTIFICATE block: "*" is not a Base64 character (line 3, column 5).',
    { timeout: 15_000 },
  );
});
