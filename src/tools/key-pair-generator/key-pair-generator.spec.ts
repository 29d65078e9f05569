import type { Page } from '@playwright/test';
import { editorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption } from '../../../tests/select';
import { copiedShareState } from '../../../tests/share';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('an Ed25519 pair: private key hidden until shown, copied whole; OpenSSH line and fingerprint; the link holds no key', async ({
  page,
}) => {
  await page.goto('/tools/key-pair-generator');
  await field(page, 'Comment (OpenSSH)').fill('tester@devtoolbox');
  await page.getByRole('button', { name: 'Generate Key Pair' }).click();

  await test.step('the private key is hidden; Copy still takes it', async () => {
    await expect(page.getByTestId('private-hidden')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('-----BEGIN PRIVATE KEY-----')).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy private key (pkcs#8 pem)' }).click();
    expect(await readClipboard(page)).toMatch(
      /^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+-----END PRIVATE KEY-----\n$/,
    );
  });
  const privatePem = await readClipboard(page);

  await test.step('Show reveals it', async () => {
    await page.getByRole('button', { name: 'Show private key (PKCS#8 PEM)' }).click();
    await expect(field(page, 'Private key (PKCS#8 PEM)')).toContainText('-----BEGIN PRIVATE KEY-----');
  });

  await test.step('the OpenSSH line and the fingerprint as ssh-keygen -l prints it', async () => {
    await tab(page, 'OpenSSH').click();
    expect(await editorValue(field(page, 'OpenSSH public key'))).toMatch(
      /^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI\S+ tester@devtoolbox\n$/,
    );
    expect(await editorValue(field(page, 'Fingerprint (as ssh-keygen -l prints it)'))).toMatch(
      /^256 SHA256:[A-Za-z0-9+/]{43} tester@devtoolbox \(ED25519\)$/,
    );
    await page.getByRole('button', { name: 'Copy openssh private key' }).click();
    expect(await readClipboard(page)).toMatch(
      /^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ/,
    );
  });

  await test.step('Copy link carries the type and comment, never the private key', async () => {
    const state = await copiedShareState(page);
    expect(JSON.stringify(state)).not.toContain(privatePem.split('\n')[1]);
    expect(state).toMatchObject({
      tool: 'key-pair-generator',
      options: { type: 'ed25519', comment: 'tester@devtoolbox' },
    });
  });
});

test('Load Example makes an Ed25519 SSH key with its comment', async ({ page }) => {
  await page.goto('/tools/key-pair-generator');
  await page.getByRole('button', { name: 'Load Example' }).click();
  await expect(field(page, 'Comment (OpenSSH)')).toHaveValue('deploy@ci');
  await tab(page, 'OpenSSH').click({ timeout: 15_000 });
  expect(await editorValue(field(page, 'OpenSSH public key'))).toMatch(/^ssh-ed25519 \S+ deploy@ci\n$/);
});

test('RSA 4096 made in the worker with its fingerprint; X25519 has no OpenSSH form', async ({ page }) => {
  await page.goto('/tools/key-pair-generator');
  await chooseOption(page, 'Key type', 'RSA 4096');
  await page.getByRole('button', { name: 'Generate Key Pair' }).click();
  await tab(page, 'Public key').click({ timeout: 60_000 });
  expect(await editorValue(field(page, 'Public key (SPKI PEM)'))).toMatch(
    /^-----BEGIN PUBLIC KEY-----\nMIICIjANBgkqhkiG9w0BAQEFAAOCAg8A/,
  );
  await tab(page, 'OpenSSH').click();
  await expect(field(page, 'Fingerprint (as ssh-keygen -l prints it)')).toContainText(
    /^4096 SHA256:\S+ no comment \(RSA\)$/,
  );

  await chooseOption(page, 'Key type', 'X25519 (key agreement)');
  await expect(field(page, 'Comment (OpenSSH)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate Key Pair' }).click();
  await expect(page.getByTestId('private-hidden')).toBeVisible({ timeout: 15_000 });
  await tab(page, 'OpenSSH').click();
  await expect(page.getByText('X25519 is a key-agreement key')).toBeVisible();
  await tab(page, 'JWK').click();
  await expect(field(page, 'Public JWK')).toContainText('"crv": "X25519"');
});
