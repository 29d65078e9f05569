import type { Page } from '@playwright/test';
import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab } from '../../../tests/format-minify-validate';
import { structuredField } from '../../../tests/kit';
import { copiedShareState } from '../../../tests/share';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const secretField = (page: Page) => page.getByLabel('Secret (HS256/384/512)', { exact: true });
const verdict = (page: Page) => structuredField(page, 'Verdict and claims');

const JWT_IO =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const SECRET = 'your-256-bit-secret';

test('a pasted token: verdict with its secret, masked; the link carries neither token nor secret', async ({ page }) => {
  await page.goto('/tools/jwt-decoder');
  await pasteInto(field(page, 'JSON Web Token'), JWT_IO);
  await expect(verdict(page)).toContainText('Not verified: enter the secret to check this HS256 signature.', {
    timeout: 15_000,
  });
  // Every claim is a row of its own, the custom `name` too, each with its Copy.
  const claims = verdict(page).locator('[data-row]');
  await expect(claims.filter({ hasText: 'iat (Issued at)' })).toContainText('2018-01-18 01:30:22 UTC, issued');
  await expect(claims.filter({ hasText: 'sub (Subject)' })).toContainText('1234567890');
  await expect(claims.filter({ has: page.getByText('name', { exact: true }) })).toContainText('John Doe');
  await page.getByRole('button', { name: 'Copy name', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('John Doe');

  await test.step('the right secret: valid; another: not valid; the field is masked', async () => {
    await expect(secretField(page)).toHaveAttribute('type', 'password');
    await secretField(page).fill(SECRET);
    await expect(verdict(page)).toContainText('Signature valid: verified with HS256 and the secret (text).');
    await secretField(page).fill('not-the-secret');
    await expect(verdict(page)).toContainText('Signature NOT valid');
  });

  await test.step('Copy link leaves out the token and the secret', async () => {
    const state = JSON.stringify(await copiedShareState(page));
    for (const secret of [JWT_IO, JWT_IO.slice(0, 36), 'not-the-secret']) expect(state).not.toContain(secret);
  });
});

test('hostile tokens are refused naming the part; alg none is never valid', async ({ page }) => {
  await page.goto('/tools/jwt-decoder');
  const token = field(page, 'JSON Web Token');
  await pasteInto(token, 'aaa.bbb.ccc.ddd');
  await expect(fieldError(page)).toContainText('this one has 4 parts (3 dots)', { timeout: 15_000 });
  await pasteInto(token, 'bm90IGpzb24.e30.sig');
  await expect(fieldError(page)).toContainText('The header (part 1) is not JSON');
  // {"alg":"none"}.{"sub":"x"}. with a secret and a key given
  await secretField(page).fill('anything');
  await pasteInto(token, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
  await expect(verdict(page)).toContainText('NOT valid: alg is "none"');
});

test('Sign with a generated ES256 key; the token verifies in Decode with the public key', async ({ page }) => {
  await page.goto('/tools/jwt-decoder');
  await tab(page, 'Sign').click();
  const exp = Math.floor(Date.now() / 1000) + 2 * 86_400 + 3_600;
  await pasteInto(field(page, 'Header (JSON)'), '{"alg": "ES256", "typ": "JWT"}');
  await pasteInto(field(page, 'Payload (JSON claims)'), `{"sub": "tester", "exp": ${exp}}`);
  await page.getByRole('button', { name: 'Generate a key for trying' }).click();
  await expect(field(page, 'Private key to sign with ES256 (PEM or JWK)')).toContainText('-----BEGIN PRIVATE KEY-----');
  const signed = field(page, 'Signed token');
  await expect(signed).toContainText('eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.', { timeout: 15_000 });
  const jwt = await editorValue(signed);
  await tab(page, 'Public key').click();
  const publicKey = field(page, 'Public key to verify with');
  await expect(publicKey).toContainText('-----BEGIN PUBLIC KEY-----');
  const pem = await editorValue(publicKey);

  await tab(page, 'Decode & Verify').click();
  await pasteInto(field(page, 'JSON Web Token'), jwt);
  await pasteInto(field(page, 'Public key to verify (PEM, JWK or JWKS)'), pem);
  await tab(page, 'Verdict & claims').click();
  await expect(verdict(page)).toContainText('Signature valid: verified with ES256 and the public key.', {
    timeout: 15_000,
  });
  await expect(verdict(page)).toContainText('valid for 2 more days');
  await tab(page, 'Payload').click();
  await expectEditorValue(field(page, 'Payload'), `{\n  "sub": "tester",\n  "exp": ${exp}\n}`);
});
